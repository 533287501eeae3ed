import { Body, Controller, Get, Inject, Param, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import type { AdminFeedbackItem, FeedbackItem } from '../../contracts/feedback';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Roles } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { KNEX } from '../../shared/tokens';
import { ReviewFeedbackCommand } from '../commands/review-feedback/review-feedback.handler';
import { FeedbackNotFound } from '../domain/feedback';
import { findFeedback, listAllFeedback } from '../queries/feedback-read-model';
import { ReviewFeedbackDto } from './feedback.dto';

/** Feedback Review of the admin dashboard. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/feedback')
export class AdminFeedbackController {
  constructor(
    private readonly commands: CommandGateway,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  @Get()
  list(): Promise<AdminFeedbackItem[]> {
    return listAllFeedback(this.knex);
  }

  @Patch(':feedbackId')
  async review(
    @CurrentUser() admin: AuthUser,
    @Param('feedbackId') feedbackId: string,
    @Body() body: ReviewFeedbackDto,
  ): Promise<FeedbackItem> {
    await this.commands.execute(
      new ReviewFeedbackCommand(feedbackId, admin.id, body.resolved, body.adminNotes),
    );
    const item = await findFeedback(this.knex, feedbackId);
    if (!item) throw new FeedbackNotFound();
    return item;
  }
}
