import { activityConcepts } from './concepts-activity';
import { recordConcepts } from './concepts-records';
import { f, type FeatureConcept, type FieldSpec } from './feature-concept';

export type { EndpointSpec, FeatureConcept, FieldSpec } from './feature-concept';

/** Every known kind of feature; on a tie the earlier one wins. */
export const featureConcepts: FeatureConcept[] = [...activityConcepts, ...recordConcepts];

/** Generic record fields for features that match no concept. */
export const genericFields: FieldSpec[] = [
  f('title', 'VARCHAR(200)'),
  f('description', 'TEXT', 'NULL'),
  f('status', 'VARCHAR(20)', "NOT NULL DEFAULT 'active'"),
];
export const genericStep = 'creates a first {entity} and sees it saved in the list';
/**
 * Criteria for a feature the knowledge base does not know ('Gift cards', 'Loyalty stamps'): what
 * its user can check, not the forms of an admin screen ('create a gift card with the required
 * fields' read as if the customer typed in the card).
 */
export const genericCriteria = [
  'I can see my {entities} in one list, newest first, each with its status',
  'If something is missing or wrong, the message says what to fix before anything is saved',
  'I get a confirmation on screen and by email as soon as it is done',
  'Nothing is lost if I close the page halfway: I can pick up where I left off',
  'The first time, a short explanation says what {entities} are for and how to start',
];
