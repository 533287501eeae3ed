import { createZodDto } from 'nestjs-zod';
import { reviewFeedbackRequestSchema, submitFeedbackRequestSchema } from '../../contracts/feedback';
import type { BodyNormalizer } from '../../shared/http/normalize-body';

export class SubmitFeedbackDto extends createZodDto(submitFeedbackRequestSchema) {}
export class ReviewFeedbackDto extends createZodDto(reviewFeedbackRequestSchema) {}

/** 'Bug' is the bug type; a rating sent as text ('4') is that number. */
export const submitFeedbackInput: BodyNormalizer = (body) => {
  if (typeof body.type === 'string') body.type = body.type.trim().toLowerCase();
  if (typeof body.rating === 'string' && /^\s*\d+\s*$/.test(body.rating)) body.rating = Number(body.rating);
  if (body.rating === null || body.rating === '') delete body.rating;
  return body;
};
