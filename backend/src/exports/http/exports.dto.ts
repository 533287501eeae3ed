import { createZodDto } from 'nestjs-zod';
import { completeExportRequestSchema, exportRequestSchema } from '../../contracts/exports';

/** For the OpenAPI document; the bodies are parsed in the controller (an empty body is a valid export request). */
export class ExportRequestDto extends createZodDto(exportRequestSchema) {}
export class CompleteExportRequestDto extends createZodDto(completeExportRequestSchema) {}
