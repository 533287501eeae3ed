import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import type { FeedbackItem } from '../../contracts/feedback';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { DomainError } from '../../shared/domain-error';
import { NormalizeBody } from '../../shared/http/normalize-body';
import { KNEX } from '../../shared/tokens';
import { SubmitFeedbackCommand } from '../commands/submit-feedback/submit-feedback.handler';
import { findFeedback, listFeedbackOfUser } from '../queries/feedback-read-model';
import { SubmitFeedbackDto, submitFeedbackInput } from './feedback.dto';

/** The Feedback page: the signed-in user's own feedback. */
@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(
    private readonly commands: CommandGateway,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<FeedbackItem[]> {
    return listFeedbackOfUser(this.knex, user.id);
  }

  @Post()
  @NormalizeBody(submitFeedbackInput)
  async submit(@CurrentUser() user: AuthUser, @Body() body: SubmitFeedbackDto): Promise<FeedbackItem> {
    const { feedbackId } = await this.commands.execute<{ feedbackId: string }>(
      new SubmitFeedbackCommand(user.id, body),
    );
    const item = await findFeedback(this.knex, feedbackId);
    if (!item)
      throw new DomainError(
        'conflict',
        'Your feedback was saved but is not visible yet. Reload in a moment.',
      );
    return item;
  }
}
