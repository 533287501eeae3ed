import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { createIdeaRequestSchema, patchIdeaRequestSchema } from '../../contracts/ideas';
import { isValidTimeZone } from '@bb/kernel';

export class CreateIdeaDto extends createZodDto(createIdeaRequestSchema) {}
export class PatchIdeaDto extends createZodDto(patchIdeaRequestSchema) {}

/** POST /api/idea-of-the-day/{id}/view: the viewer's IANA time zone, when the browser knows it. */
export const recordIdeaViewRequestSchema = z.object({
  timeZone: z.string().max(100).refine(isValidTimeZone, 'Unknown time zone').optional(),
});

/** ?weekOffset=n: whole weeks from this week (negative: earlier), at most 10 years away. */
export const weeklyQuerySchema = z.object({
  weekOffset: z
    .string()
    .regex(/^-?\d{1,3}$/, 'weekOffset must be a whole number')
    .refine((v) => Math.abs(Number(v)) <= 520, 'weekOffset must be between -520 and 520')
    .optional(),
});
