import { createZodDto } from 'nestjs-zod';
import { changeUserRoleRequestSchema, changeUserStatusRequestSchema } from '../../contracts/admin';
import { adminAccountRequestSchema } from '../../contracts/identity';

export class ChangeUserStatusDto extends createZodDto(changeUserStatusRequestSchema) {}
export class ChangeUserRoleDto extends createZodDto(changeUserRoleRequestSchema) {}
export class CreateAdminAccountDto extends createZodDto(adminAccountRequestSchema) {}
