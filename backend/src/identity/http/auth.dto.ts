import { createZodDto } from 'nestjs-zod';
import {
  adminAccountRequestSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
} from '../../contracts/identity';

export class RegisterDto extends createZodDto(registerRequestSchema) {}
export class LoginDto extends createZodDto(loginRequestSchema) {}
export class ProfileUpdateDto extends createZodDto(profileUpdateSchema) {}
export class AdminAccountDto extends createZodDto(adminAccountRequestSchema) {}
export class ChangePasswordDto extends createZodDto(changePasswordRequestSchema) {}
