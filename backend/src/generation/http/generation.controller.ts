import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import { requireFeature } from '../../billing/domain/plans';
import { UsageMeter } from '../../billing/usage-meter';
import { stepKeys } from '../../contracts/step-data';
import { CurrentUser } from '../../shared/http/auth';
import type { AuthUser } from '../../shared/http/auth';
import { ProjectionAwait } from '../../shared/cqrs/projection-await';
import { DomainError } from '../../shared/domain-error';
import { NormalizeBody } from '../../shared/http/normalize-body';
import { CLOCK, KNEX, type Clock } from '../../shared/tokens';
import { GenerationService } from '../infrastructure/generation.service';
import {
  GenerateBusinessDefinitionDto,
  GenerateIdeasDto,
  GenerateLogosDto,
  GenerateNamesDto,
  GenerateStyleGuideDto,
  GenerateTechDocumentationDto,
  GenerateUserStoriesDto,
  GenerateVibeCodingDto,
  QuickProjectDto,
} from './generation.dto';
import {
  businessDefinitionInput,
  ideasInput,
  logosInput,
  namesInput,
  quickProjectInput,
  styleGuideInput,
  techDocumentationInput,
  userStoriesInput,
  vibeCodingInput,
} from './spec-inputs';

/**
 * The generate calls of the wizard. Answers are the
 * response contracts plus `provenance` (who generated them), which the wizard sends back with the
 * save so every field records its source. Plan gates answer 403; provider failures 502.
 */
@ApiTags('generation')
@Controller()
export class GenerationController {
  constructor(
    private readonly generation: GenerationService,
    private readonly usage: UsageMeter,
    private readonly projections: ProjectionAwait,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('generate/ideas')
  @NormalizeBody(ideasInput)
  @HttpCode(200)
  async ideas(@CurrentUser() user: AuthUser, @Body() body: GenerateIdeasDto) {
    const run = await this.generation.run(
      user.id,
      { seed: body.seed, failureMessage: 'Failed to generate business ideas' },
      (g, seed, access) => g.ideas(body, { seed, count: access.limits.ideasPerGeneration }),
    );
    return { ...run.answer, businessIdeas: run.answer.ideas, provenance: run.provenance };
  }

  @Post('generate/business-definition')
  @NormalizeBody(businessDefinitionInput)
  @HttpCode(200)
  async businessDefinition(@CurrentUser() user: AuthUser, @Body() body: GenerateBusinessDefinitionDto) {
    const run = await this.generation.run(
      user.id,
      { seed: body.seed, failureMessage: 'Failed to generate business definition' },
      (g, seed) => g.businessDefinition(body, { seed }),
    );
    return { ...run.answer, provenance: run.provenance };
  }

  @Post('generate/names')
  @NormalizeBody(namesInput)
  @HttpCode(200)
  async names(@CurrentUser() user: AuthUser, @Body() body: GenerateNamesDto) {
    const run = await this.generation.run(
      user.id,
      { seed: body.seed, failureMessage: 'Failed to generate business names' },
      (g, seed, access) => g.names(body, { seed, count: access.limits.namesPerGeneration }),
    );
    return { ...run.answer, provenance: run.provenance };
  }

  @Post('generate/style-guide')
  @NormalizeBody(styleGuideInput)
  @HttpCode(200)
  async styleGuide(@CurrentUser() user: AuthUser, @Body() body: GenerateStyleGuideDto) {
    const run = await this.generation.run(
      user.id,
      { seed: body.seed, failureMessage: 'Failed to generate style guide' },
      (g, seed) => g.styleGuide(body, { seed }),
    );
    return { ...run.answer, provenance: run.provenance };
  }

  @Post('generate/logos')
  @NormalizeBody(logosInput)
  @HttpCode(200)
  async logos(@CurrentUser() user: AuthUser, @Body() body: GenerateLogosDto) {
    const run = await this.generation.run(
      user.id,
      { feature: 'logos', seed: body.seed, kind: 'image', failureMessage: 'Failed to generate logos' },
      (g, seed) => g.logos(body, { seed }),
    );
    return { ...run.answer, provenance: run.provenance };
  }

  @Post('generate/user-stories')
  @NormalizeBody(userStoriesInput)
  @HttpCode(200)
  async userStories(@CurrentUser() user: AuthUser, @Body() body: GenerateUserStoriesDto) {
    const run = await this.generation.run(
      user.id,
      { feature: 'userStories', seed: body.seed, failureMessage: 'Failed to generate user stories' },
      (g, seed) => g.userStories(body, { seed }),
    );
    return { ...run.answer, provenance: run.provenance };
  }

  @Post('generate/tech-documentation')
  @NormalizeBody(techDocumentationInput)
  @HttpCode(200)
  async techDocumentation(@CurrentUser() user: AuthUser, @Body() body: GenerateTechDocumentationDto) {
    const run = await this.generation.run(
      user.id,
      { feature: 'techDocs', seed: body.seed, failureMessage: 'Failed to generate technical documentation' },
      (g, seed) => g.techDocumentation(body, { seed }),
    );
    return { ...run.answer, provenance: run.provenance };
  }

  /** Counts against the plan's monthly vibe-coding prompts; the count is an event. */
  @Post('generate-vibe-coding')
  @NormalizeBody(vibeCodingInput)
  @HttpCode(200)
  async vibeCoding(@CurrentUser() user: AuthUser, @Body() body: GenerateVibeCodingDto) {
    const access = await this.generation.access(user.id);
    // The free plan blocks it as a feature, not as a used-up quota of 0/0.
    requireFeature(access.tier, 'vibeCoding');
    const now = this.clock.now();
    await this.usage.assertRemaining(user.id, 'vibeCodingPrompts', access.limits, now);
    const run = await this.generation.run(
      user.id,
      { feature: 'vibeCoding', seed: body.seed, failureMessage: 'Failed to generate Vibe Coding prompts' },
      (g, seed) => g.vibeCoding(body, { seed }),
    );
    const counted = await this.usage.count(user.id, 'vibeCodingPrompts', access.limits, now);
    await this.projections.waitFor(counted.position);
    return {
      ...run.answer,
      provenance: run.provenance,
      usage: { vibeCodingUsed: counted.usedAfter, vibeCodingLimit: counted.limit },
    };
  }

  @Post('generate/quick-project')
  @NormalizeBody(quickProjectInput)
  @HttpCode(200)
  async quickProject(@CurrentUser() user: AuthUser, @Body() body: QuickProjectDto) {
    // The plan gate comes first: a free user is told to upgrade whichever project they name.
    requireFeature((await this.generation.access(user.id)).tier, 'quickGenerate');
    const owned = await this.knex('rm_projects')
      .where({ id: body.projectId, user_id: user.id, deleted: false })
      .first<{ id: string } | undefined>('id')
      .catch(() => undefined);
    if (!owned) throw new DomainError('not_found', 'Project not found');
    const run = await this.generation.run(
      user.id,
      { feature: 'quickGenerate', seed: body.seed, failureMessage: 'Failed to generate complete project' },
      (g, seed) => g.quickProject(body, { seed }),
    );
    // stepData is keyed by step number and, for the wizard's save, by step key.
    const byNumber = Object.fromEntries(
      stepKeys.flatMap((key, i) =>
        key in run.answer.stepData
          ? [[String(i + 1), run.answer.stepData[key as keyof typeof run.answer.stepData]]]
          : [],
      ),
    );
    return { ...run.answer, stepData: { ...byNumber, ...run.answer.stepData }, provenance: run.provenance };
  }
}
