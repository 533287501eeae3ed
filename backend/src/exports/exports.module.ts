import { Module } from '@nestjs/common';
import { UsageMeter } from '../billing/usage-meter';
import { CreateExportHandler } from './commands/create-export/create-export.handler';
import { ExportsController } from './http/exports.controller';

const httpControllers = [ExportsController];
const commandHandlers = [CreateExportHandler];
const queryHandlers: never[] = [];

/**
 * Exports: the six downloads of a project (rendering/ makes the files; fixtures/ holds a fully
 * filled project for tests and the benchmark). Every export is an 'exports.export-created' event
 * in the project's stream, counted against the plan's monthly exports in the same append.
 * The counts are read models of other contexts: rm_projects (exportCount, lastExportedAt) and
 * rm_monthly_usage (exportsThisMonth in GET /api/subscription-status).
 */
@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, UsageMeter],
})
export class ExportsModule {}
