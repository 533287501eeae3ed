import { createZodDto } from 'nestjs-zod';
import {
  generateBusinessDefinitionRequestSchema,
  generateIdeasRequestSchema,
  generateLogosRequestSchema,
  generateNamesRequestSchema,
  generateStyleGuideRequestSchema,
  generateTechDocumentationRequestSchema,
  generateUserStoriesRequestSchema,
  generateVibeCodingRequestSchema,
  quickProjectRequestSchema,
} from '../../contracts/generation';

export class GenerateIdeasDto extends createZodDto(generateIdeasRequestSchema) {}
export class GenerateBusinessDefinitionDto extends createZodDto(generateBusinessDefinitionRequestSchema) {}
export class GenerateNamesDto extends createZodDto(generateNamesRequestSchema) {}
export class GenerateStyleGuideDto extends createZodDto(generateStyleGuideRequestSchema) {}
export class GenerateLogosDto extends createZodDto(generateLogosRequestSchema) {}
export class GenerateUserStoriesDto extends createZodDto(generateUserStoriesRequestSchema) {}
export class GenerateTechDocumentationDto extends createZodDto(generateTechDocumentationRequestSchema) {}
export class GenerateVibeCodingDto extends createZodDto(generateVibeCodingRequestSchema) {}
export class QuickProjectDto extends createZodDto(quickProjectRequestSchema) {}
