import type { FounderInput } from '../understand';

/**
 * One founder of the labelled corpus: what they typed, and the archetypes a reader would accept
 * for them (the first is the best fit). Written here by hand, never generated.
 */
export interface FounderCase {
  id: string;
  input: FounderInput;
  accepted: string[];
}
