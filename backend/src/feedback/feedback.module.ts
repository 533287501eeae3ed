import { Module } from '@nestjs/common';
import { ReviewFeedbackHandler } from './commands/review-feedback/review-feedback.handler';
import { SubmitFeedbackHandler } from './commands/submit-feedback/submit-feedback.handler';
import { AdminFeedbackController } from './http/admin-feedback.controller';
import { FeedbackController } from './http/feedback.controller';

const httpControllers = [FeedbackController, AdminFeedbackController];
const commandHandlers = [SubmitFeedbackHandler, ReviewFeedbackHandler];
const queryHandlers: [] = [];

@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers],
})
export class FeedbackModule {}
