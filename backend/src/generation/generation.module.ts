import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { UsageMeter } from '../billing/usage-meter';
import { ProjectionAwait } from '../shared/cqrs/projection-await';
import { GenerationController } from './http/generation.controller';
import { GenerationService } from './infrastructure/generation.service';
import { GeneratorResolver } from './infrastructure/generator-resolver';

const httpControllers = [GenerationController];

@Module({
  imports: [ApiKeysModule],
  controllers: httpControllers,
  providers: [GenerationService, GeneratorResolver, UsageMeter, ProjectionAwait],
})
export class GenerationModule {}
