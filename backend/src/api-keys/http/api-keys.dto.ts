import { createZodDto } from 'nestjs-zod';
import { addApiKeyRequestSchema, updatePreferencesRequestSchema } from '../../contracts/api-keys';

export class AddApiKeyDto extends createZodDto(addApiKeyRequestSchema) {}
export class UpdatePreferencesDto extends createZodDto(updatePreferencesRequestSchema) {}
