import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { ApiKeyResolver } from '../../api-keys/api-key-resolver';
import { APP_CONFIG } from '../../shared/tokens';
import { createGenerator } from '../adapters/generator-factory';
import type { Generator } from '../domain/generator.port';
import { OfflineGenerator } from '../domain/offline/offline-generator';

export interface ResolvedGenerator {
  generator: Generator;
  /** Set when the user's own key is used, so its "last used" can be recorded after success. */
  ownKeyId: string | null;
}

/**
 * Which generator serves a request: the user's own key when they turned on "use my own keys" and
 * stored one for the chosen model's provider; else the server's OPENAI_API_KEY; else offline.
 */
@Injectable()
export class GeneratorResolver {
  private readonly serverGenerator: Generator;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly keys: ApiKeyResolver,
  ) {
    this.serverGenerator = config.openAi
      ? createGenerator({
          apiKey: config.openAi.apiKey,
          baseURL: config.openAi.baseUrl,
          model: config.openAi.model,
        })
      : new OfflineGenerator();
  }

  async forUser(userId: string, kind: 'text' | 'image' = 'text'): Promise<ResolvedGenerator> {
    const own = await this.keys.resolveForGeneration(userId, kind);
    if (own) {
      return {
        generator: createGenerator({ apiKey: own.apiKey, provider: own.provider, model: own.model }),
        ownKeyId: own.keyId,
      };
    }
    return { generator: this.serverGenerator, ownKeyId: null };
  }

  markUsed(keyId: string | null): Promise<void> {
    return keyId ? this.keys.markUsed(keyId) : Promise.resolve();
  }
}
