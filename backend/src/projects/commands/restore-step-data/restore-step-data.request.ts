import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { fieldSourceSchema } from '../../../contracts/projects';
import { stepDataKeys } from '../../../contracts/step-data';

/**
 * The project history's restore (issue 7). Kept beside the command: the frontend mirrors these
 * two shapes in features/project-history/api.
 */
const stepMessage = `Step must be one of ${stepDataKeys.join(', ')}`;
export const historyStepKeySchema = z.enum(stepDataKeys, { error: stepMessage });

const versionMessage = 'Version must be a whole number from 1';
export const historyVersionSchema = z
  .number({ error: versionMessage })
  .int(versionMessage)
  .min(1, versionMessage);

/** POST /api/projects/{id}/restore: put `step` back as it was after `version`. */
export const restoreStepDataRequestSchema = z.object({
  version: historyVersionSchema,
  step: historyStepKeySchema,
});
export type RestoreStepDataRequest = z.infer<typeof restoreStepDataRequestSchema>;
export class RestoreStepDataDto extends createZodDto(restoreStepDataRequestSchema) {}

/** GET /api/projects/{id}/history/{version}/step/{stepKey}: route params, as text. */
export const stepVersionParamsSchema = z.object({
  version: z
    .string()
    .regex(/^\d{1,9}$/, versionMessage)
    .transform(Number)
    .pipe(historyVersionSchema),
  step: historyStepKeySchema,
});

/** The answer of GET /api/projects/{id}/history/{version}/step/{stepKey}. */
export const stepVersionResponseSchema = z.object({
  projectId: z.string(),
  version: z.number().int().min(1),
  step: historyStepKeySchema,
  /** When that version was written. */
  at: z.string(),
  /** The step's object after that version ({} when the step had no data then). */
  value: z.record(z.string(), z.unknown()),
  /** Who had written each field then, by field name. */
  sources: z.record(z.string(), fieldSourceSchema),
});
export type StepVersionResponse = z.infer<typeof stepVersionResponseSchema>;
