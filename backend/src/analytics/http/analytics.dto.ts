import { createZodDto } from 'nestjs-zod';
import { createAnalyticsTokenRequestSchema } from '../../contracts/analytics';

export class CreateAnalyticsTokenDto extends createZodDto(createAnalyticsTokenRequestSchema) {}
