import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { ProjectsModule } from '../projects/projects.module';
import { UsageMeter } from '../billing/usage-meter';
import { ProjectionAwait } from '../shared/cqrs/projection-await';
import { GenerationController } from './http/generation.controller';
import { StepUpdatesController } from './http/step-updates.controller';
import { GenerationService } from './infrastructure/generation.service';
import { GeneratorResolver } from './infrastructure/generator-resolver';
import { StepUpdatesService } from './step-updates/step-updates.service';

const httpControllers = [GenerationController, StepUpdatesController];

@Module({
  imports: [ApiKeysModule, ProjectsModule],
  controllers: httpControllers,
  providers: [GenerationService, GeneratorResolver, UsageMeter, ProjectionAwait, StepUpdatesService],
})
export class GenerationModule {}
