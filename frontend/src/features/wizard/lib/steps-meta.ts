/**
 * What each step is for, under its title. None names a field, tab or title of its step: a lookup
 * by text matches substrings in any case, so 'value proposition' here made getByText('Value
 * Proposition') find two elements (steps-meta.spec.ts).
 */
export const stepDescriptions: readonly string[] = [
  'Tell us what you care about and what you are good at, and get business ideas that fit.',
  'Say in plain words why your business exists, what it offers, how it earns and why it wins.',
  'Find a memorable name, each with a .com domain to check.',
  'Choose the colours, fonts and personality of your brand.',
  'Generate logo designs from your name and colours, and pick one.',
  'Describe who will use your product and what they need it to do, in a form developers can build from.',
  'Choose what you can spend and how much to build, then get the documents developers need.',
  'Complete your project and download your package.',
];

export interface Phase {
  name: string;
  /** The other documentation's name for it. */
  alias: string;
  first: number;
  last: number;
}

/** The sidebar's four phases. */
export const phases: readonly Phase[] = [
  { name: 'Foundation', alias: 'Define', first: 1, last: 3 },
  { name: 'Brand Identity', alias: 'Design', first: 4, last: 5 },
  { name: 'Development Plan', alias: 'Develop', first: 6, last: 7 },
  { name: 'Complete & Export', alias: 'Deliver', first: 8, last: 8 },
];

export type PhaseState = 'completed' | 'current' | 'pending';

/**
 * A phase is completed once the project has moved past its last step, current while the
 * project's step is in it, pending before; a completed project has every phase completed.
 */
export function phaseState(phase: Phase, reachedStep: number, projectCompleted = false): PhaseState {
  if (projectCompleted || reachedStep > phase.last) return 'completed';
  if (reachedStep >= phase.first) return 'current';
  return 'pending';
}

export function phaseOf(step: number): Phase {
  return phases.find((p) => step >= p.first && step <= p.last) ?? phases[0]!;
}
