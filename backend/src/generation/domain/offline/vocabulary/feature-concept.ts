/**
 * Kinds of product features the offline generator recognises in free text ("Online appointment
 * booking" is a scheduling feature). Each kind knows its data (table fields), its API, how to
 * phrase a user story about it and how to test it (acceptance criteria). Templates use {feature}
 * (the user's words), {entity}/{entities} (the record it manages) and {persona}.
 */

export interface FieldSpec {
  name: string;
  type: string;
  constraints: string;
}

export interface EndpointSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the entity's collection, e.g. '/{id}/cancel' or '' for the collection. */
  path: string;
  description: string;
}

export interface FeatureConcept {
  id: string;
  pattern: RegExp;
  /** Singular snake_case record name; '' means the record comes from the feature's own noun. */
  entity: string;
  fields: FieldSpec[];
  goal: string;
  benefit: string;
  /** Third-person journey step: 'picks a free slot and gets an instant confirmation'. */
  step: string;
  criteria: string[];
  /** Base story points (Fibonacci). */
  points: number;
  endpoints: EndpointSpec[];
}

export const f = (name: string, type: string, constraints = 'NOT NULL'): FieldSpec => ({
  name,
  type,
  constraints,
});
export const ep = (method: EndpointSpec['method'], path: string, description: string): EndpointSpec => ({
  method,
  path,
  description,
});
