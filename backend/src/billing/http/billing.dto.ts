import { createZodDto } from 'nestjs-zod';
import { changePlanRequestSchema } from '../../contracts/account';
import {
  cancelSubscriptionRequestSchema,
  createSubscriptionRequestSchema,
  resumeSubscriptionRequestSchema,
  startTrialRequestSchema,
} from '../../contracts/billing';

export class CreateSubscriptionDto extends createZodDto(createSubscriptionRequestSchema) {}
export class ChangePlanDto extends createZodDto(changePlanRequestSchema) {}
export class CancelSubscriptionDto extends createZodDto(cancelSubscriptionRequestSchema) {}
export class StartTrialDto extends createZodDto(startTrialRequestSchema) {}
export class ResumeSubscriptionDto extends createZodDto(resumeSubscriptionRequestSchema) {}
