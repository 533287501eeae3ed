import { industries, type Industry } from '../../../contracts/options';
import { allArchetypes, type Archetype } from '../knowledge';
import { understandFounder } from '../understanding';
import { genericOfFeatures } from '../understanding/weak-match';
import { featureFor, featureQuery } from './feature-match';

/**
 * The archetype behind a later step's request (stories, tech docs, prompts), from the idea's text,
 * its audience, industry and features. An idea from step 1 carries its archetype's feature titles,
 * so two or more features of one archetype decide; otherwise the understanding matcher reads the
 * words, and a business it cannot place gets no archetype (the generator then writes from the
 * founder's own features).
 */
export interface BusinessText {
  idea: string;
  audience?: string | undefined;
  industry?: string | undefined;
  features?: readonly string[] | undefined;
}

/** Features decide when at least two, and at least half, of the founder's are one archetype's. */
function byFeatures(features: readonly string[]): Archetype | undefined {
  const needed = Math.max(2, Math.ceil(features.length / 2));
  const queries = features.map(featureQuery);
  let best: { archetype: Archetype; count: number } | undefined;
  for (const archetype of allArchetypes) {
    const count = queries.filter((q) => featureFor(archetype, q)).length;
    if (count >= needed && (!best || count > best.count)) best = { archetype, count };
  }
  return best?.archetype;
}

function industryOf(text: string | undefined): { industry?: Industry; customIndustry?: string } {
  const lower = (text ?? '').trim().toLowerCase();
  if (!lower) return {};
  const known = industries.find((i) => i === lower);
  return known ? { industry: known } : { customIndustry: text };
}

/** Recent answers: stories, tech docs and prompts of one project ask about the same idea. */
const recent = new Map<string, Archetype | undefined>();
const RECENT_MAX = 256;

export function archetypeFor(text: BusinessText): Archetype | undefined {
  const key = JSON.stringify([text.idea, text.audience ?? '', text.industry ?? '', text.features ?? []]);
  if (recent.has(key)) return recent.get(key);
  const found = findArchetype(text);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? '');
  recent.set(key, found);
  return found;
}

/** Features agree with the words when their archetype is among the words' best few. */
const AGREEING_RANKS = 3;

function findArchetype(text: BusinessText): Archetype | undefined {
  // An idea written from a generic archetype (a business no archetype accounts for) carries its features.
  const generic = genericOfFeatures(text.features);
  if (generic) return generic;
  const understanding = understandFounder({
    text: [text.idea, text.audience].filter(Boolean).join('. '),
    ...industryOf(text.industry),
  });
  const fromWords = understanding.confident ? understanding.primary : undefined;
  const fromFeatures = byFeatures(text.features ?? []);
  // A founder's own features can look like another business's ('Gift cards' and 'Pre-orders' are
  // an apparel brand's too): they decide only when the idea's words do not clearly name a
  // business, or name this one among their best few.
  if (!fromFeatures) return fromWords;
  if (!fromWords) return fromFeatures;
  // Software for a kind of business has that business's features ('booking software for salons').
  if (fromWords.servesArchetype === fromFeatures.id) return fromWords;
  const near = understanding.ranking.slice(0, AGREEING_RANKS).some((r) => r.archetype.id === fromFeatures.id);
  return near ? fromFeatures : fromWords;
}
