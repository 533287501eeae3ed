import type { Archetype } from '../archetype';
import { clinicComplianceSoftware } from './b2b-saas/clinic-compliance';
import { developerApiTool } from './b2b-saas/developer-api';
import { invoicingSoftware } from './b2b-saas/invoicing-software';
import { shiftSchedulingSoftware } from './b2b-saas/shift-scheduling';
import { tradesSchedulingSoftware } from './b2b-saas/trades-scheduling';
import { realEstateCrm } from './b2b-saas/real-estate-crm';
import { architecturePracticeSoftware } from './b2b-saas/architecture-practice-software';
import { salesCrm } from './b2b-saas/sales-crm';
import { projectManagementApp } from './b2b-saas/project-management-app';
import { hrPayrollSoftware } from './b2b-saas/hr-payroll-software';
import { teamChatApp } from './b2b-saas/team-chat-app';
import { podcastHostingPlatform } from './b2b-saas/podcast-hosting-platform';

/** Software sold to businesses by subscription. */
export const b2bSaasArchetypes: readonly Archetype[] = [
  tradesSchedulingSoftware,
  clinicComplianceSoftware,
  developerApiTool,
  shiftSchedulingSoftware,
  invoicingSoftware,
  realEstateCrm,
  architecturePracticeSoftware,
  salesCrm,
  projectManagementApp,
  hrPayrollSoftware,
  teamChatApp,
  podcastHostingPlatform,
];
