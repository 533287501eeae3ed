import { Module } from '@nestjs/common';
import { CreateIdeaHandler } from './commands/create-idea/create-idea.handler';
import { DeleteIdeaHandler } from './commands/delete-idea/delete-idea.handler';
import { RecordIdeaViewHandler } from './commands/record-idea-view/record-idea-view.handler';
import { UpdateIdeaHandler } from './commands/update-idea/update-idea.handler';
import { AdminIdeasController } from './http/admin-ideas.controller';
import { IdeaOfTheDayController } from './http/idea-of-the-day.controller';

const httpControllers = [IdeaOfTheDayController, AdminIdeasController];
const commandHandlers = [CreateIdeaHandler, UpdateIdeaHandler, DeleteIdeaHandler, RecordIdeaViewHandler];
const queryHandlers: [] = [];

@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers],
})
export class IdeasModule {}
