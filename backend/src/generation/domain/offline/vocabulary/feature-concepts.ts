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
export const genericCriteria = [
  'I can create a {entity} with the required fields and see clear messages for missing or invalid values',
  'My {entities} are listed newest first with search and pagination',
  'I can edit and delete my own {entities}, and deletion asks for confirmation',
  'Changes are saved immediately and still there after I sign out and back in',
  'An empty state explains how to create the first {entity}',
];
