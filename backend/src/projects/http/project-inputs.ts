import { complexities, industries, logoStyles, logoSymbols, priorities, techBudgets } from '../../contracts/options';
import { budgetInput, nameLengthInput } from '../../generation/http/spec-inputs';
import { isPlainObject, matchOption, type BodyNormalizer } from '../../shared/http/normalize-body';

/**
 * POST and PATCH /api/projects as a client written from the spec sends them (docs/decisions.md
 * "Projects and the wizard"): a selected idea with only the four fields part 2 lists, option values
 * in any case or as labels, a name length as a number. Wrong types (a step as '3') stay 400. Everything else passes as
 * sent and is judged by the contract (backend/src/contracts/step-data.ts).
 */

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
    const industry = matchOption(step.industry, industries, { 'e-commerce': 'ecommerce', tech: 'technology' });
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
  if (typeof step.logoStyle === 'string' && step.logoStyle !== '') step.logoStyle = option(step.logoStyle, logoStyles);
  if (Array.isArray(step.symbols)) step.symbols = step.symbols.map((s) => option(s, logoSymbols));
}

function userStories(step: Record<string, unknown>): void {
  if (Array.isArray(step.generatedStories))
    step.generatedStories = step.generatedStories.map((story) =>
      isPlainObject(story) ? { ...story, priority: option(story.priority, priorities) } : story,
    );
}

function techDocumentation(step: Record<string, unknown>): void {
  if (typeof step.budget === 'string' && step.budget !== '') step.budget = option(step.budget, techBudgets);
  if (typeof step.complexity === 'string' && step.complexity !== '') step.complexity = option(step.complexity, complexities);
}

const steps: Record<string, (step: Record<string, unknown>) => void> = {
  ideaGeneration,
  nameGeneration,
  logoCreation,
  userStories,
  techDocumentation,
};

export const projectInput: BodyNormalizer = (body) => {
  if (isPlainObject(body.stepData)) {
    const stepData = { ...body.stepData };
    for (const [key, normalize] of Object.entries(steps)) {
      const step = stepData[key];
      if (isPlainObject(step)) {
        const copy = { ...step };
        normalize(copy);
        stepData[key] = copy;
      }
    }
    body.stepData = stepData;
  }
  return body;
};
