import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { join } from 'node:path';
import { HealthController } from './health/health.controller';
import { IdentityModule } from './identity/identity.module';
import { BillingModule } from './billing/billing.module';
import { ProjectsModule } from './projects/projects.module';
import { FeedbackModule } from './feedback/feedback.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { IdeasModule } from './ideas/ideas.module';
import { GenerationModule } from './generation/generation.module';
import { ExportsModule } from './exports/exports.module';
import { FinancialsModule } from './financials/financials.module';
import { AdminModule } from './admin/admin.module';
import { GamificationModule } from './gamification/gamification.module';
import { AuditModule } from './audit/audit.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { InfrastructureModule, type InfrastructureOptions } from './infrastructure/infrastructure.module';
import { AppExceptionFilter } from './shared/http/exception.filter';
import { AppValidationPipe } from './shared/http/validation';

/** The built single-page app, served by the backend in production (`npm start`). */
export const FRONTEND_DIST = join(__dirname, '..', '..', 'frontend', 'dist');

/** Every bounded context's module; a new context adds itself here. */
const contextModules = [
  IdentityModule,
  BillingModule,
  ProjectsModule,
  FeedbackModule,
  ApiKeysModule,
  IdeasModule,
  AdminModule,
  GamificationModule,
  AuditModule,
  AnalyticsModule,
  GenerationModule,
  ExportsModule,
  FinancialsModule,
];

@Module({})
export class AppModule {
  static register(options: InfrastructureOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.register(options), ...contextModules],
      controllers: [HealthController],
      providers: [
        { provide: APP_PIPE, useClass: AppValidationPipe },
        { provide: APP_FILTER, useClass: AppExceptionFilter },
      ],
    };
  }
}
