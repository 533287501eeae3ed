import { z } from 'zod';
import { fieldSourceSchema, inputChangeSchema } from './projects';
import { stepDataKeys } from './step-data';

/**
 * Updating stale steps (issue 14): POST /api/projects/{id}/step-updates proposes, for each stale
 * step asked for, the new value of each part that depends on what changed, generated with the
 * current inputs (a new name is written into the generator's text and redrawn into the logos; a new
 * idea gets new stories and documents). Nothing is saved: the wizard shows a diff for the fields the
 * user wrote and saves what they accept with PATCH /api/projects/{id}, naming the accepted fields of
 * theirs in overwriteUserFields and the updated steps in upToDate.
 */
export const stepUpdatesRequestSchema = z.object({
  /** The steps to update; all stale steps when absent. A step that is not stale is skipped. */
  steps: z
    .array(z.enum(stepDataKeys, { error: 'Unknown step' }))
    .max(20)
    .optional(),
});
export type StepUpdatesRequest = z.infer<typeof stepUpdatesRequestSchema>;

export const proposedFieldSchema = z.object({
  field: z.string(),
  /** 'Mission statement' */
  label: z.string(),
  current: z.unknown(),
  proposed: z.unknown(),
  /**
   * The user wrote the current value: it is replaced only if they accept (a save names it in
   * overwriteUserFields). Otherwise the generator wrote it and the update replaces it.
   */
  yours: z.boolean(),
});
export type ProposedField = z.infer<typeof proposedFieldSchema>;

export const stepUpdateSchema = z.object({
  step: z.enum(stepDataKeys),
  /** What changed since the step was generated ('Business name: Lucky Loop → Wren Wear'). */
  changes: z.array(inputChangeSchema),
  /** Only the fields whose value would change; empty when the step already fits its inputs. */
  fields: z.array(proposedFieldSchema),
  /** Who wrote the proposed values: the save's provenance for the fields it takes. */
  provenance: fieldSourceSchema,
  /** What the update leaves for the user ('2 logos were not drawn here: generate them again'). */
  notes: z.array(z.string()),
});
export type StepUpdate = z.infer<typeof stepUpdateSchema>;

export const stepUpdatesResponseSchema = z.object({ updates: z.array(stepUpdateSchema) });
export type StepUpdatesResponse = z.infer<typeof stepUpdatesResponseSchema>;
