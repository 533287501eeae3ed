import { expandHexColour } from '@bb/kernel';
import {
  budgets,
  complexities,
  industries,
  logoStyles,
  logoSymbols,
  nameLengths,
  priorities,
  techBudgets,
} from '../../contracts/options';
import { isPlainObject, matchOption } from './normalize-body';

/**
 * Values as a client written from the spec sends them, rewritten to the contract's
 * (docs/decisions.md "API conformance"). Used by the `@NormalizeBody` functions of the generate and
 * project routes; anything not recognised passes unchanged and is judged by the contract.
 */

/** '$1,000-$5,000', '$1k-5k', '1000 - 5000' -> '1000-5000'; '$50,000+' -> '50000+'. */
export function budgetInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const plain = value
    .toLowerCase()
    .replace(/[$,\s]/g, '')
    .replace(/(\d+(?:\.\d+)?)k/g, (_, n: string) => String(Math.round(Number(n) * 1000)))
    .replace(/^(\d+)to(\d+)$/, '$1-$2');
  return (budgets as readonly string[]).includes(plain) ? plain : value;
}

/** 'short' | 'medium' | 'long', from a bucket name, its label ('Short (3-6 chars)') or a number of characters. */
export function nameLengthInput(value: unknown): unknown {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (Number.isFinite(n)) return n <= 6 ? 'short' : n <= 10 ? 'medium' : 'long';
  if (typeof value !== 'string') return value;
  const first = value.trim().toLowerCase().split(/[\s(]/)[0] ?? '';
  return (nameLengths as readonly string[]).includes(first) ? first : value;
}

function option<T extends string>(value: unknown, options: readonly T[]): unknown {
  return matchOption(value, options, {}) ?? value;
}

/** A business idea with the fields part 2 leaves out filled in (keyFeatures [], industry ''). */
function idea(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const out = { ...value };
  for (const field of ['businessIdea', 'description', 'targetAudience', 'potentialRevenue', 'industry'])
    if (out[field] === undefined || out[field] === null) out[field] = '';
  if (out.keyFeatures === undefined || out.keyFeatures === null) out.keyFeatures = [];
  return out;
}

function ideaGeneration(step: Record<string, unknown>): void {
  if (typeof step.industry === 'string' && step.industry !== '') {
    const industry = matchOption(step.industry, industries, {
      'e-commerce': 'ecommerce',
      tech: 'technology',
    });
    if (industry) step.industry = industry;
    else if (step.customIndustry === undefined || step.customIndustry === '') {
      step.customIndustry = step.industry;
      step.industry = 'other';
    }
  }
  if (typeof step.budget === 'string' && step.budget !== '') step.budget = budgetInput(step.budget);
  if (step.selectedIdea !== null) step.selectedIdea = idea(step.selectedIdea);
  if (Array.isArray(step.generatedIdeas)) step.generatedIdeas = step.generatedIdeas.map(idea);
}

function nameGeneration(step: Record<string, unknown>): void {
  if (typeof step.maxLength === 'number') step.maxLength = nameLengthInput(step.maxLength);
  if (typeof step.selectedName === 'string') step.selectedName = { name: step.selectedName };
}

function logoCreation(step: Record<string, unknown>): void {
  if (typeof step.logoStyle === 'string' && step.logoStyle !== '')
    step.logoStyle = option(step.logoStyle, logoStyles);
  if (Array.isArray(step.symbols)) step.symbols = step.symbols.map((s) => option(s, logoSymbols));
}

function userStories(step: Record<string, unknown>): void {
  if (Array.isArray(step.generatedStories))
    step.generatedStories = (step.generatedStories as unknown[]).map((story) =>
      isPlainObject(story) ? { ...story, priority: option(story.priority, priorities) } : story,
    );
}

function techDocumentation(step: Record<string, unknown>): void {
  if (typeof step.budget === 'string' && step.budget !== '') step.budget = option(step.budget, techBudgets);
  if (typeof step.complexity === 'string' && step.complexity !== '')
    step.complexity = option(step.complexity, complexities);
}

/** '#abc' -> '#AABBCC', 'aabbcc' -> '#aabbcc': colour text as a colour input may hold it. */
export function colourInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return expandHexColour(value) ?? value;
}

function styleGuide(step: Record<string, unknown>): void {
  for (const field of ['primaryColor', 'secondaryColor', 'accentColor', 'neutralColor'])
    if (step[field] !== undefined) step[field] = colourInput(step[field]);
  if (isPlainObject(step.colors))
    step.colors = Object.fromEntries(Object.entries(step.colors).map(([k, v]) => [k, colourInput(v)]));
}

const steps: Record<string, (step: Record<string, unknown>) => void> = {
  ideaGeneration,
  nameGeneration,
  styleGuide,
  logoCreation,
  userStories,
  techDocumentation,
};

/** stepData (or a projectData of the vibe-coding call) with each known step normalised. */
export function stepDataInput(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const stepData = { ...value };
  for (const [key, normalize] of Object.entries(steps)) {
    const step = stepData[key];
    if (isPlainObject(step)) {
      const copy = { ...step };
      normalize(copy);
      stepData[key] = copy;
    }
  }
  return stepData;
}
