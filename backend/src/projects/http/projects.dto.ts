import { createZodDto } from 'nestjs-zod';
import { createProjectRequestSchema, updateProjectRequestSchema } from '../../contracts/projects';

export class CreateProjectDto extends createZodDto(createProjectRequestSchema) {}
export class UpdateProjectDto extends createZodDto(updateProjectRequestSchema) {}
