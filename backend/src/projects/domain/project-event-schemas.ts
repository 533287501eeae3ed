import { z } from 'zod';
import { stepDataKeys } from '../../contracts/step-data';
import {
  projectEventTypes,
  projectSlotEventTypes,
  type ProjectEvent,
  type ProjectSlotEvent,
} from './project-events';

/**
 * The data of each project and slot event as it is read back from the log (the reading side of
 * project-events.ts). Loose objects: a field the code does not know yet is kept, not dropped.
 * Sources are checked for their shape only, not for the limits a request's provenance has.
 */
const fieldSource = z.discriminatedUnion('source', [
  z.looseObject({ source: z.literal('user') }),
  z.looseObject({
    source: z.literal('generator'),
    generator: z.string(),
    version: z.string(),
    model: z.string(),
    seed: z.number(),
  }),
]);
const step = z.enum(stepDataKeys);
const fieldChange = z.looseObject({
  step,
  field: z.string(),
  value: z.unknown().optional(),
  cleared: z.literal(true).optional(),
  source: fieldSource,
});
const titleSource = z.enum(['user', 'selected-idea', 'selected-name', 'copy', 'none']);

export const projectEventSchemas = {
  [projectEventTypes.created]: z.looseObject({
    projectId: z.string(),
    userId: z.string(),
    title: z.string(),
    titleSource,
    duplicatedFrom: z.string().nullable(),
  }),
  [projectEventTypes.renamed]: z.looseObject({
    projectId: z.string(),
    title: z.string(),
    titleSource: z.enum(['user', 'selected-idea', 'selected-name']),
  }),
  [projectEventTypes.stepSaved]: z.looseObject({
    projectId: z.string(),
    currentStep: z.number().int(),
    previousStep: z.number().int(),
    changes: z.array(fieldChange),
    upToDate: z.array(step).optional(),
  }),
  [projectEventTypes.stepDataRestored]: z.looseObject({
    projectId: z.string(),
    step,
    fromVersion: z.number().int(),
    value: z.record(z.string(), z.unknown()),
    changes: z.array(fieldChange),
    builtFrom: z.record(z.string(), z.unknown()).nullable().optional(),
  }),
  [projectEventTypes.completed]: z.looseObject({
    projectId: z.string(),
    userId: z.string(),
    period: z.string(),
    completedThisMonth: z.number().int(),
    monthlyLimit: z.number().int(),
    via: z.enum(['save', 'complete']),
  }),
  [projectEventTypes.deleted]: z.looseObject({ projectId: z.string(), userId: z.string() }),
} satisfies {
  [T in ProjectEvent['type']]: z.ZodType<Extract<ProjectEvent, { type: T }>['data']>;
};

export const projectSlotEventSchemas = {
  [projectSlotEventTypes.taken]: z.looseObject({ userId: z.string(), projectId: z.string() }),
  [projectSlotEventTypes.released]: z.looseObject({
    userId: z.string(),
    projectId: z.string(),
    reason: z.enum(['completed', 'deleted']),
  }),
} satisfies {
  [T in ProjectSlotEvent['type']]: z.ZodType<Extract<ProjectSlotEvent, { type: T }>['data']>;
};
