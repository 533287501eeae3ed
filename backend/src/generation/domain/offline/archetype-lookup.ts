import type { Archetype } from '../knowledge/archetype';
import { allArchetypes } from '../knowledge';
import { featureFor } from './feature-match';
import { keywordsOf } from './text';

/**
 * The archetype behind a later step's request (stories, tech docs, prompts): the idea's text, its
 * audience, industry and features. TEMPORARY local lookup until the understanding matcher lands.
 */
export interface BusinessText {
  idea: string;
  audience?: string | undefined;
  industry?: string | undefined;
  features?: readonly string[] | undefined;
}

const ARCHETYPES: readonly Archetype[] = allArchetypes;

function score(archetype: Archetype, text: BusinessText): number {
  const words = new Set(keywordsOf(`${text.idea} ${text.audience ?? ''} ${text.industry ?? ''}`, 80));
  let total = 0;
  for (const keyword of archetype.keywords) {
    const needed = keywordsOf(keyword, 5);
    if (needed.length > 0 && needed.every((w) => words.has(w))) total += 1;
  }
  if (total < 2) return 0;
  for (const feature of text.features ?? []) if (featureFor(archetype, feature)) total += 2;
  return total;
}

export function archetypeFor(text: BusinessText): Archetype | undefined {
  let best: { archetype: Archetype; score: number } | undefined;
  for (const archetype of ARCHETYPES) {
    const s = score(archetype, text);
    if (s > 0 && (!best || s > best.score)) best = { archetype, score: s };
  }
  return best?.archetype;
}
