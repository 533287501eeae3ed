import { createZodDto } from 'nestjs-zod';
import { reviewFeedbackRequestSchema, submitFeedbackRequestSchema } from '../../contracts/feedback';

export class SubmitFeedbackDto extends createZodDto(submitFeedbackRequestSchema) {}
export class ReviewFeedbackDto extends createZodDto(reviewFeedbackRequestSchema) {}
