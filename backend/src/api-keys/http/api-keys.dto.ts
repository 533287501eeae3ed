import { createZodDto } from 'nestjs-zod';
import { addApiKeyRequestSchema, updatePreferencesRequestSchema } from '../../contracts/api-keys';
import type { BodyNormalizer } from '../../shared/http/normalize-body';

export class AddApiKeyDto extends createZodDto(addApiKeyRequestSchema) {}
/** PUT /api/user/preferences: a field left out keeps its current value. */
export class UpdatePreferencesDto extends createZodDto(updatePreferencesRequestSchema.partial()) {}

/** 'OpenAI' and 'openai' name the same provider. */
export const addApiKeyInput: BodyNormalizer = (body) => {
  if (typeof body.provider === 'string') body.provider = body.provider.trim().toLowerCase();
  return body;
};
