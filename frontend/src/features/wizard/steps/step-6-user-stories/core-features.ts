import type { StepData } from '@bb/backend/contracts';

/** The most features a project keeps (the contract's limit). */
export const MAX_CORE_FEATURES = 50;

const key = (feature: string) => feature.trim().toLocaleLowerCase();

export function hasFeature(features: readonly string[], candidate: string): boolean {
  const k = key(candidate);
  return features.some((f) => key(f) === k);
}

/**
 * `features` with `input` added at the end, trimmed; the same list (identical array) when the
 * input is empty, already present (ignoring case and surrounding spaces) or the list is full.
 */
export function addFeature(features: readonly string[], input: string): readonly string[] {
  const feature = input.trim().replace(/\s+/g, ' ').slice(0, 300);
  if (!feature || hasFeature(features, feature) || features.length >= MAX_CORE_FEATURES) return features;
  return [...features, feature];
}

export function removeFeature(features: readonly string[], feature: string): string[] {
  return features.filter((f) => f !== feature);
}

/** The selected idea's key features that are not in the list yet (suggestions). */
export function suggestedFeatures(data: StepData, features: readonly string[]): string[] {
  const ideaFeatures = data.ideaGeneration?.selectedIdea?.keyFeatures ?? [];
  const seen: string[] = [];
  for (const f of ideaFeatures) {
    const trimmed = f.trim();
    if (trimmed && !hasFeature(features, trimmed) && !hasFeature(seen, trimmed)) seen.push(trimmed);
  }
  return seen;
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/**
 * Why stories cannot be generated yet (an idea, a business definition and at least one
 * feature are needed), or null when they can.
 */
export function missingForStories(data: StepData, features: readonly string[]): string | null {
  const missing: string[] = [];
  if (!filled(data.ideaGeneration?.selectedIdea?.businessIdea))
    missing.push('a selected business idea (step 1)');
  const d = data.businessDefinition;
  if (![d?.missionStatement, d?.valueProposition, d?.businessModel, d?.competitiveAdvantage].some(filled)) {
    missing.push('a business definition (step 2)');
  }
  if (features.length === 0) missing.push('at least one core feature');
  return missing.length > 0 ? `Stories need ${missing.join(', ')}.` : null;
}
