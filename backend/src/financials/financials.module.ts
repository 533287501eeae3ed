import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { UpdateFinancialsHandler } from './commands/update-financials/update-financials.handler';
import { FinancialsController } from './http/financials.controller';
import { GetFinancialsHandler } from './queries/get-financials.query';

const httpControllers = [FinancialsController];
const commandHandlers = [UpdateFinancialsHandler];
const queryHandlers = [GetFinancialsHandler];

@Module({
  imports: [ProjectsModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers],
})
export class FinancialsModule {}
