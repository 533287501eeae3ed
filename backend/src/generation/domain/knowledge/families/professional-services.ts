import type { Archetype } from '../archetype';
import { bookkeepingPractice } from './professional-services/bookkeeping-practice';
import { lawPractice } from './professional-services/law-practice';
import { managementConsultancy } from './professional-services/management-consultancy';
import { itSupportProvider } from './professional-services/it-support-provider';
import { cybersecurityConsultancy } from './professional-services/cybersecurity-consultancy';

/** Expert advice and support sold by the day, the project or the month. */
export const professionalServicesArchetypes: readonly Archetype[] = [
  managementConsultancy,
  bookkeepingPractice,
  lawPractice,
  itSupportProvider,
  cybersecurityConsultancy,
];
