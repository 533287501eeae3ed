import { z } from 'zod';

/**
 * Every error the API answers with has this body. `details` maps a field path ("email",
 * "stepData.styleGuide.primaryColor") to its message, for 400 validation errors.
 */
export const errorResponseSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
