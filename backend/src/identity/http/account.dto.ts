import { createZodDto } from 'nestjs-zod';
import { deleteAccountRequestSchema } from '../../contracts/account';

export class DeleteAccountDto extends createZodDto(deleteAccountRequestSchema) {}
