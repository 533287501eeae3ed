import {
  industries,
  logoStyles,
  logoSymbols,
  nameStyles,
  complexities,
  vibePlatforms,
} from '../../contracts/options';
import {
  defaultTexts,
  isPlainObject,
  matchOption,
  type BodyNormalizer,
} from '../../shared/http/normalize-body';
import { budgetInput, colourInput, nameLengthInput, stepDataInput } from '../../shared/http/spec-values';

/**
 * The generate calls' payloads as a client written from the spec sends them, rewritten to the
 * contract's values (docs/decisions.md "Generation"): industries and options in any case or as
 * their labels, budgets with '$' and thousands separators, a name length as a number of
 * characters, lists as comma-separated text, optional texts missing. Anything else passes
 * unchanged and is judged by the contract.
 */

const industryAliases = { 'e-commerce': 'ecommerce', tech: 'technology', health: 'healthcare' } as const;

const nameStyleAliases = {
  modern: 'Modern & Tech',
  tech: 'Modern & Tech',
  professional: 'Professional & Corporate',
  corporate: 'Professional & Corporate',
  creative: 'Creative & Unique',
  unique: 'Creative & Unique',
  short: 'Short & Memorable',
  memorable: 'Short & Memorable',
} as const;

function list(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean);
}

function option<T extends string>(
  value: unknown,
  options: readonly T[],
  aliases: Record<string, T> = {},
): unknown {
  return matchOption(value, options, aliases) ?? value;
}

export const ideasInput: BodyNormalizer = (body) => {
  const industry = matchOption(body.industry, industries, industryAliases);
  if (industry) body.industry = industry;
  else if (typeof body.industry === 'string' && body.industry.trim() && !body.customIndustry) {
    // An industry outside the list is the spec's 'other' with that text as the custom industry.
    body.customIndustry = body.industry.trim();
    body.industry = 'other';
  }
  body.budget = budgetInput(body.budget);
  return body;
};

export const businessDefinitionInput: BodyNormalizer = (body) => {
  if (isPlainObject(body.businessIdea)) body.businessIdea = body.businessIdea.businessIdea;
  defaultTexts(body, ['targetAudience', 'industry']);
  return body;
};

export const namesInput: BodyNormalizer = (body) => {
  if (Array.isArray(body.keywords))
    body.keywords = body.keywords.filter((k) => typeof k === 'string').join(', ');
  body.style = option(body.style, nameStyles, nameStyleAliases);
  body.maxLength = nameLengthInput(body.maxLength);
  if (typeof body.domainExtension === 'string' && body.domainExtension.trim().toLowerCase() === 'com')
    body.domainExtension = '.com';
  if (isPlainObject(body.businessContext)) body.businessContext = JSON.stringify(body.businessContext);
  return body;
};

export const styleGuideInput: BodyNormalizer = (body) => {
  defaultTexts(body, ['industry', 'targetAudience']);
  body.brandPersonality = list(body.brandPersonality);
  return body;
};

export const logosInput: BodyNormalizer = (body) => {
  body.style = option(body.style, logoStyles);
  body.symbols = list(body.symbols);
  if (isPlainObject(body.colors))
    body.colors = Object.fromEntries(Object.entries(body.colors).map(([k, v]) => [k, colourInput(v)]));
  if (Array.isArray(body.symbols)) body.symbols = body.symbols.map((s) => option(s, logoSymbols));
  return body;
};

export const userStoriesInput: BodyNormalizer = (body) => {
  if (isPlainObject(body.businessIdea)) body.businessIdea = body.businessIdea.businessIdea;
  defaultTexts(body, ['targetAudience', 'businessModel']);
  body.coreFeatures = list(body.coreFeatures);
  return body;
};

export const techDocumentationInput: BodyNormalizer = (body) => {
  if (isPlainObject(body.businessIdea)) body.businessIdea = body.businessIdea.businessIdea;
  defaultTexts(body, ['targetAudience']);
  body.complexity = option(body.complexity, complexities);
  if (Array.isArray(body.userStories))
    body.userStories = (body.userStories as unknown[]).map((story) => {
      if (!isPlainObject(story)) return story;
      const s = { ...story };
      defaultTexts(s, ['description']);
      return s;
    });
  return body;
};

export const vibeCodingInput: BodyNormalizer = (body) => {
  body.promptType = option(body.promptType, vibePlatforms);
  if (body.projectData !== undefined) body.projectData = stepDataInput(body.projectData);
  return body;
};

export const quickProjectInput: BodyNormalizer = (body) => {
  body.budget = budgetInput(body.budget);
  // A selected idea with only some of its fields (part 2 lists four) is taken as its text.
  const idea = body.businessIdea;
  if (isPlainObject(idea) && typeof idea.businessIdea === 'string') {
    const complete =
      ['description', 'targetAudience', 'potentialRevenue', 'industry'].every(
        (f) => typeof idea[f] === 'string' && idea[f].trim() !== '',
      ) &&
      Array.isArray(idea.keyFeatures) &&
      idea.keyFeatures.length > 0;
    if (!complete) body.businessIdea = idea.businessIdea;
  }
  return body;
};
