import { projectStatuses, TOTAL_STEPS } from '@bb/kernel';
import { z } from 'zod';
import { stepDataKeys, stepDataSchema, type StepKey } from './step-data';

/**
 * Projects: the requests and answers of
 * /api/projects, and the provenance a saved field carries (docs/architecture.md "Provenance").
 * The rules themselves live in backend/src/projects/domain; these schemas only say what a request
 * may hold. No z.coerce and no .default() (docs/architecture.md "Contracts"): forms derive from
 * these with .pick/.extend.
 */

export { TOTAL_STEPS };
export const PROJECT_TITLE_MAX = 200;
/** A title taken from a business idea is capped. */
export const IDEA_TITLE_MAX = 50;

export { projectStatuses };
export const projectStatusSchema = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const projectIdSchema = z.uuid({ error: 'Project not found' });

export const projectTitleSchema = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(PROJECT_TITLE_MAX, `Title must be at most ${PROJECT_TITLE_MAX} characters`);

const stepMessage = `Step must be a whole number from 1 to ${TOTAL_STEPS}`;
export const currentStepSchema = z
  .number({ error: stepMessage })
  .int(stepMessage)
  .min(1, stepMessage)
  .max(TOTAL_STEPS, stepMessage);

// ---------------------------------------------------------------- provenance

export const userSourceSchema = z.object({ source: z.literal('user') });
/** Same shape as generation.ts generationProvenanceSchema, so a generate answer's provenance passes through. */
export const generatorSourceSchema = z.object({
  source: z.literal('generator'),
  generator: z.string().trim().min(1, 'Generator is required').max(100),
  version: z.string().trim().min(1, 'Generator version is required').max(50),
  model: z.string().trim().min(1, 'Model is required').max(100),
  seed: z.number().int('Seed must be a whole number').min(0).max(4_294_967_295),
});
/** Who wrote a field: the user, or a generator (name, version, model, seed). */
export const fieldSourceSchema = z.discriminatedUnion('source', [userSourceSchema, generatorSourceSchema]);
export type FieldSource = z.infer<typeof fieldSourceSchema>;

/** One source for every field of the step that the save changes, or one per field name. */
export const stepProvenanceSchema = z.union([
  fieldSourceSchema,
  z.record(z.string().max(100), fieldSourceSchema),
]);
export type StepProvenance = z.infer<typeof stepProvenanceSchema>;

/** Per step key; a changed field without an entry counts as written by the user. */
export const provenanceSchema = z
  .object(
    Object.fromEntries(stepDataKeys.map((k) => [k, stepProvenanceSchema.optional()])) as Record<
      StepKey,
      z.ZodOptional<typeof stepProvenanceSchema>
    >,
  )
  .strict();
export type Provenance = z.infer<typeof provenanceSchema>;

// ---------------------------------------------------------------- requests

const fieldKeyPattern = new RegExp(`^(${stepDataKeys.join('|')})\\.[A-Za-z][A-Za-z0-9]{0,99}$`);

/**
 * The fields, as 'step.field', that the user chose to replace with generated text (the wizard's
 * "Replace with generated", the update diff's "Accept"). Without it, a save whose provenance says a
 * generator wrote a field the user wrote (and that is not empty) is refused with 409
 * UserFieldsWouldBeOverwritten, whose details name each field (docs/decisions.md).
 */
export const overwriteUserFieldsSchema = z
  .array(
    z
      .string()
      .regex(
        fieldKeyPattern,
        'Each entry is a field as step.field, e.g. businessDefinition.missionStatement',
      ),
  )
  .max(200, 'At most 200 fields');

/**
 * Steps this save brings up to date: the user reviewed them against their current inputs (the
 * Update action), so they are no longer stale even where the user kept their own text.
 */
export const upToDateStepsSchema = z.array(z.enum(stepDataKeys, { error: 'Unknown step' })).max(20);

/**
 * POST /api/projects. Everything optional: the dashboard's Create Project sends an empty title,
 * step 1 and empty stepData; the wizard's prefill sends the chosen idea. A new project starts at
 * step 7 at the latest (reaching step 8 completes a project, which needs a save or /complete).
 */
export const createProjectRequestSchema = z.object({
  title: projectTitleSchema.optional(),
  currentStep: currentStepSchema
    .max(TOTAL_STEPS - 1, 'A new project starts at step 7 at the latest')
    .optional(),
  stepData: stepDataSchema.optional(),
  provenance: provenanceSchema.optional(),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;

/**
 * Only the changed fields of each step (the lean save): a field present replaces the stored one,
 * a field absent is left as it is (to remove one, name it in `cleared`).
 */
const partialStep = <K extends StepKey>(k: K) => stepDataSchema.shape[k].unwrap().partial().optional();

export const stepFieldsSchema = z
  .object({
    ideaGeneration: partialStep('ideaGeneration'),
    businessDefinition: partialStep('businessDefinition'),
    nameGeneration: partialStep('nameGeneration'),
    styleGuide: partialStep('styleGuide'),
    logoCreation: partialStep('logoCreation'),
    userStories: partialStep('userStories'),
    techDocumentation: partialStep('techDocumentation'),
    exportSave: partialStep('exportSave'),
    financials: partialStep('financials'),
  })
  .strict();
export type StepFields = z.infer<typeof stepFieldsSchema>;

/**
 * PATCH /api/projects/{id}. stepData is merged per step key: a key present replaces that step's
 * object. currentStep is the highest step reached (a lower value is ignored). An empty or
 * unchanged title is ignored.
 *
 * The lean save (docs/decisions.md "The lean save"): `fields` (instead of stepData) carries only
 * the changed fields, `cleared` the removed ones, and `expectedVersion` the project version the
 * client last saw (a project changed since is refused with 409 VersionConflict and its current
 * version). With the header `Prefer: return=minimal` the answer is a SavedProject, not the project.
 */
export const updateProjectRequestSchema = z.object({
  title: projectTitleSchema.optional(),
  currentStep: currentStepSchema.optional(),
  stepData: stepDataSchema.optional(),
  fields: stepFieldsSchema.optional(),
  cleared: z
    .array(z.string().regex(fieldKeyPattern, 'Each entry is a field as step.field'))
    .max(200, 'At most 200 fields')
    .optional(),
  expectedVersion: z
    .number({ error: 'Expected version must be a whole number' })
    .int('Expected version must be a whole number')
    .min(1, 'Expected version must be at least 1')
    .optional(),
  provenance: provenanceSchema.optional(),
  overwriteUserFields: overwriteUserFieldsSchema.optional(),
  upToDate: upToDateStepsSchema.optional(),
});
export type UpdateProjectRequest = z.infer<typeof updateProjectRequestSchema>;

export const projectSorts = ['updated', 'created', 'az', 'za'] as const;
export const projectSortSchema = z.enum(projectSorts, {
  error: 'Sort must be one of updated, created, az, za',
});
export type ProjectSort = z.infer<typeof projectSortSchema>;

/** GET /api/projects?search=&sort= */
export const listProjectsQuerySchema = z.object({
  search: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional(),
  sort: projectSortSchema.optional(),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuerySchema>;

// ---------------------------------------------------------------- answers

const instant = z.string();

/** What the dashboard cards show besides the progress: cheap to list, no logos or documents. */
export const projectSummarySchema = z.object({
  businessIdea: z.string().nullable(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  businessName: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** One input of a generated step that changed since the step was generated (issue 14). */
export const inputChangeSchema = z.object({
  step: z.enum(stepDataKeys),
  field: z.string(),
  /** 'Business name' */
  label: z.string(),
  /** Short text of the value the step was built from, and of the value now ('' when none). */
  from: z.string(),
  to: z.string(),
});
export type InputChange = z.infer<typeof inputChangeSchema>;

/** A generated step whose inputs changed after it was generated: it may say something outdated. */
export const staleStepSchema = z.object({ step: z.enum(stepDataKeys), changes: z.array(inputChangeSchema) });
export type StaleStep = z.infer<typeof staleStepSchema>;

const projectCommon = {
  id: z.string(),
  title: z.string(),
  /** draft (step 1), in_progress (above 1), completed (read-only). */
  status: projectStatusSchema,
  currentStep: z.number().int().min(1).max(TOTAL_STEPS),
  /** 'Step X of 8'. */
  stepLabel: z.string(),
  /** Done steps / 8 in whole percent. */
  completionPercentage: z.number().int().min(0).max(100),
  /** stepsDone[i]: step i+1 counts as done. */
  stepsDone: z.array(z.boolean()).length(TOTAL_STEPS),
  createdAt: instant,
  updatedAt: instant,
  completedAt: instant.nullable(),
  exportCount: z.number().int().min(0),
  lastExportedAt: instant.nullable(),
  duplicatedFrom: z.string().nullable(),
  /** Generated steps whose inputs changed since they were generated, in step order. */
  staleSteps: z.array(staleStepSchema),
};

/** GET /api/projects (one card). */
export const projectListItemSchema = z.object({ ...projectCommon, summary: projectSummarySchema });
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** Who wrote each field now, keyed 'step.field'. */
export const fieldSourcesSchema = z.record(z.string(), fieldSourceSchema);
export type FieldSources = z.infer<typeof fieldSourcesSchema>;

/** GET/PATCH /api/projects/{id}, POST /api/projects, POST /api/projects/{id}/duplicate. */
export const projectSchema = z.object({
  ...projectCommon,
  /** The project stream's version: a lean save sends it back as expectedVersion. */
  version: z.number().int().min(1),
  stepData: stepDataSchema,
  sources: fieldSourcesSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** What a save that reached step 8 did about completion (PATCH answers only). */
export const completionOutcomeSchema = z.object({
  completed: z.boolean(),
  /** Set when the project stayed open: the monthly limit was reached. */
  reason: z.literal('MonthlyLimitReached').optional(),
  completedThisMonth: z.number().int().min(0),
  /** -1 unlimited. */
  monthlyLimit: z.number().int().min(-1),
});
export type CompletionOutcome = z.infer<typeof completionOutcomeSchema>;

export const updateProjectResponseSchema = projectSchema.extend({
  completion: completionOutcomeSchema.optional(),
});
export type UpdateProjectResponse = z.infer<typeof updateProjectResponseSchema>;

/**
 * PATCH /api/projects/{id} with `Prefer: return=minimal`: what the save changed besides the data the
 * client sent (no stepData, no logos).
 */
export const savedProjectSchema = z.object({
  id: z.string(),
  version: z.number().int().min(1),
  title: z.string(),
  status: projectStatusSchema,
  currentStep: z.number().int().min(1).max(TOTAL_STEPS),
  completionPercentage: z.number().int().min(0).max(100),
  stepsDone: z.array(z.boolean()).length(TOTAL_STEPS),
  staleSteps: z.array(staleStepSchema),
  /** The save's time; null when it changed nothing (then nothing was written). */
  updatedAt: instant.nullable(),
  sources: fieldSourcesSchema,
  completion: completionOutcomeSchema.optional(),
});
export type SavedProject = z.infer<typeof savedProjectSchema>;

/** 409 VersionConflict: the project changed since expectedVersion; the client re-reads and re-applies. */
export interface VersionConflictAnswer {
  code: 'VersionConflict';
  currentVersion: number;
}

/** POST /api/projects/{id}/complete */
export const completeProjectResponseSchema = z.object({
  completedThisMonth: z.number().int().min(0),
  monthlyLimit: z.number().int().min(-1),
  period: z.string(),
  project: projectSchema,
});
export type CompleteProjectResponse = z.infer<typeof completeProjectResponseSchema>;

export const projectHistoryEntrySchema = z.object({
  /** Position in the project's stream, 1-based: the handle a restore will use. */
  version: z.number().int().min(1),
  type: z.string(),
  /** A readable label: 'Project created', 'Step saved', ... */
  label: z.string(),
  at: instant,
  currentStep: z.number().int().nullable(),
  title: z.string().nullable(),
  /** The fields a save changed (no values), with who wrote them. */
  changes: z.array(
    z.object({
      step: z.enum(stepDataKeys),
      field: z.string(),
      cleared: z.boolean(),
      source: fieldSourceSchema,
    }),
  ),
  /** For completions: the usage month it counted against. */
  period: z.string().nullable(),
});
export type ProjectHistoryEntry = z.infer<typeof projectHistoryEntrySchema>;
export const projectHistoryResponseSchema = z.object({
  projectId: z.string(),
  entries: z.array(projectHistoryEntrySchema),
});
export type ProjectHistoryResponse = z.infer<typeof projectHistoryResponseSchema>;
