import { randomInt } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { PlanFeature } from '../../contracts/billing';
import type { GenerationProvenance } from '../../contracts/generation';
import { requireFeature } from '../../billing/domain/plans';
import type { Knex } from 'knex';
import type { Access } from '../../billing/domain/subscription';
import { accessOf } from '../../billing/queries/effective-tier';
import { CLOCK, KNEX, type Clock } from '../../shared/tokens';
import { GenerationFailed } from '../domain/errors';
import { provenanceOf, type Generator } from '../domain/generator.port';
import { GeneratorResolver } from './generator-resolver';

export interface GenerationRun<T> {
  answer: T;
  provenance: GenerationProvenance;
}

/**
 * Runs one generation for a user: checks the plan's feature gate, picks the generator (own key,
 * server key or offline), turns a provider failure into a clear 502 (nothing is saved), and
 * records the use of the user's own key.
 */
@Injectable()
export class GenerationService {
  constructor(
    private readonly resolver: GeneratorResolver,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The plan in effect now (trial included). */
  access(userId: string): Promise<Access> {
    return accessOf(this.knex, userId, this.clock.now());
  }

  async run<T>(
    userId: string,
    options: { feature?: PlanFeature; seed?: number; kind?: 'text' | 'image'; failureMessage: string },
    generate: (generator: Generator, seed: number, access: Access) => Promise<T>,
  ): Promise<GenerationRun<T>> {
    const access = await this.access(userId);
    if (options.feature) requireFeature(access.tier, options.feature);
    const seed = options.seed ?? randomInt(0, 2 ** 32 - 1);
    const { generator, ownKeyId } = await this.resolver.forUser(userId, options.kind);
    try {
      const answer = await generate(generator, seed, access);
      await this.resolver.markUsed(ownKeyId);
      return { answer, provenance: provenanceOf(generator, seed) };
    } catch (error) {
      if (error instanceof GenerationFailed) {
        throw new HttpException(
          { message: `${options.failureMessage}: ${error.message}` },
          HttpStatus.BAD_GATEWAY,
        );
      }
      throw error;
    }
  }
}
