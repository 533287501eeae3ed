import { deepEqual } from './deep-equal';
import type { FieldSource } from './field-sources';
import type { StepKey } from './steps';

/**
 * What each generated step is built from (issue 14), in one place: the fields of earlier steps it
 * reads. idea → definition → names → style guide → logo; idea and definition → stories → tech docs
 * (with its vibe-coding prompts); the name → stories and tech docs too (their text names the
 * business); everything → exports. When a step's generated fields are saved,
 * the values of its inputs are kept with it (`BuiltFrom`); when an input later holds another value,
 * the step is stale, and `staleSteps` says what changed.
 */

/** One input of a generated step that holds another value than the step was built from. */
export interface InputChange {
  step: StepKey;
  field: string;
  /** 'Business name' */
  label: string;
  /** Short text of the value the step was built from, and of the value now ('' when none). */
  from: string;
  to: string;
}

/** A generated step whose inputs changed after it was generated: it may say something outdated. */
export interface StaleStep {
  step: StepKey;
  changes: InputChange[];
}

/** What the dependency graph reads of a saved field change. */
export interface SourcedChange {
  step: StepKey;
  field: string;
  cleared?: true;
  source: FieldSource;
}

/** A project's stepData as the graph reads it: any step object, by key. */
export type StepDataByKey = { readonly [K in StepKey]?: unknown };

export interface StepInput {
  step: StepKey;
  field: string;
  /** How the change is named to the user: 'Business name'. */
  label: string;
  /** The part of the field's value that matters to the user: a name's text, an idea's title. */
  show?: (value: unknown) => string;
  /** The part that the step depends on, when not the whole value (a name's text, not its domain). */
  significant?: (value: unknown) => unknown;
}

const ideaTitle = (v: unknown) => (v as { businessIdea?: string } | null)?.businessIdea ?? '';
const nameText = (v: unknown) => (v as { name?: string } | null)?.name ?? '';

const idea: StepInput = {
  step: 'ideaGeneration',
  field: 'selectedIdea',
  label: 'Business idea',
  show: ideaTitle,
};
const businessName: StepInput = {
  step: 'nameGeneration',
  field: 'selectedName',
  label: 'Business name',
  show: nameText,
  significant: nameText,
};
const definition: StepInput[] = [
  { step: 'businessDefinition', field: 'missionStatement', label: 'Mission statement' },
  { step: 'businessDefinition', field: 'valueProposition', label: 'Value proposition' },
  { step: 'businessDefinition', field: 'businessModel', label: 'Business model' },
  { step: 'businessDefinition', field: 'competitiveAdvantage', label: 'Competitive advantage' },
];
const colours: StepInput[] = [
  { step: 'styleGuide', field: 'primaryColor', label: 'Primary colour' },
  { step: 'styleGuide', field: 'secondaryColor', label: 'Secondary colour' },
  { step: 'styleGuide', field: 'accentColor', label: 'Accent colour' },
  { step: 'styleGuide', field: 'fontPrimary', label: 'Primary font' },
];
const stories: StepInput = { step: 'userStories', field: 'generatedStories', label: 'User stories' };

export const stepInputs: Readonly<Partial<Record<StepKey, readonly StepInput[]>>> = {
  businessDefinition: [idea],
  nameGeneration: [idea, ...definition],
  styleGuide: [idea, businessName],
  logoCreation: [businessName, ...colours],
  // The stories' journeys and some stories name the business ('… in Wren Wear').
  userStories: [idea, businessName, ...definition],
  techDocumentation: [idea, businessName, stories],
};

/** The value each input of `step` holds, keyed 'step.field'. */
export type InputValues = Record<string, unknown>;
/** Per generated step, the input values it was generated from. */
export type BuiltFrom = Partial<Record<StepKey, InputValues>>;

const keyOf = (input: StepInput) => `${input.step}.${input.field}`;

export function inputValues(step: StepKey, stepData: StepDataByKey): InputValues {
  const values: InputValues = {};
  for (const input of stepInputs[step] ?? []) {
    const value = (stepData[input.step] as Record<string, unknown> | undefined)?.[input.field];
    values[keyOf(input)] = value ?? null;
  }
  return values;
}

const isGenerated = (source: FieldSource) => source.source === 'generator';

/**
 * After a save: a step whose fields the save wrote with a generator's answer is now built from the
 * inputs as they are after the save (a generator is asked with the current inputs), and so is a
 * step the save names in `upToDate` (the Update action: the user reviewed it against the current
 * inputs, keeping some of their own text); the others keep what they were built from. A step
 * written only by the user is not tracked: nothing of it can go stale behind the user's back.
 */
export function rebuildBuiltFrom(
  builtFrom: BuiltFrom,
  changes: readonly SourcedChange[],
  after: StepDataByKey,
  upToDate: readonly StepKey[] = [],
): BuiltFrom {
  const regenerated = new Set(changes.filter((c) => isGenerated(c.source) && !c.cleared).map((c) => c.step));
  for (const step of upToDate) regenerated.add(step);
  if (regenerated.size === 0) return builtFrom;
  const next: BuiltFrom = { ...builtFrom };
  for (const step of regenerated) if (stepInputs[step]) next[step] = inputValues(step, after);
  return next;
}

function shown(input: StepInput, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (input.show) return input.show(value);
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 77)}…` : value;
  return Array.isArray(value) ? `${value.length} items` : '';
}

/** The generated steps whose inputs hold other values than they were built from, in step order. */
export function staleSteps(stepData: StepDataByKey, builtFrom: BuiltFrom): StaleStep[] {
  const stale: StaleStep[] = [];
  for (const [step, inputs] of Object.entries(stepInputs) as [StepKey, readonly StepInput[]][]) {
    const was = builtFrom[step];
    if (!was) continue;
    const now = inputValues(step, stepData);
    const changes = inputs
      .filter((input) => {
        const part = input.significant ?? ((v: unknown) => v);
        return !deepEqual(part(was[keyOf(input)] ?? null), part(now[keyOf(input)] ?? null));
      })
      .map((input): InputChange => ({
        step: input.step,
        field: input.field,
        label: input.label,
        from: shown(input, was[keyOf(input)]),
        to: shown(input, now[keyOf(input)]),
      }));
    if (changes.length > 0) stale.push({ step, changes });
  }
  return stale;
}
