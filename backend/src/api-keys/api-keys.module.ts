import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../shared/tokens';
import { ApiKeyResolver } from './api-key-resolver';
import { AddApiKeyHandler } from './commands/add-api-key/add-api-key.handler';
import { RemoveApiKeyHandler } from './commands/remove-api-key/remove-api-key.handler';
import { UpdatePreferencesHandler } from './commands/update-preferences/update-preferences.handler';
import { ApiKeysController } from './http/api-keys.controller';
import { ApiKeyCipher } from './infrastructure/api-key-cipher';

const httpControllers = [ApiKeysController];
const commandHandlers = [AddApiKeyHandler, RemoveApiKeyHandler, UpdatePreferencesHandler];
const queryHandlers: [] = [];

/** API Settings. Exports ApiKeyResolver for generation (import ApiKeysModule to use it). */
@Module({
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    {
      provide: ApiKeyCipher,
      useFactory: (config: AppConfig) => new ApiKeyCipher(config.encryptionKey),
      inject: [APP_CONFIG],
    },
    ApiKeyResolver,
  ],
  exports: [ApiKeyResolver],
})
export class ApiKeysModule {}
