import { createZodDto } from 'nestjs-zod';
import { reviewFeedbackRequestSchema, submitFeedbackRequestSchema } from '../../contracts/feedback';
import type { BodyNormalizer } from '../../shared/http/normalize-body';

export class SubmitFeedbackDto extends createZodDto(submitFeedbackRequestSchema) {}
export class ReviewFeedbackDto extends createZodDto(reviewFeedbackRequestSchema) {}

/** 'Bug' is the bug type. A rating must be a number (a string is a wrong type: 400). */
export const submitFeedbackInput: BodyNormalizer = (body) => {
  if (typeof body.type === 'string') body.type = body.type.trim().toLowerCase();
  return body;
};
