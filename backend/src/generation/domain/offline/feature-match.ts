import type { Archetype, ArchetypeEntity, ArchetypeFeature } from '../knowledge/archetype';
import { keywordsOf, singular } from './text';

/**
 * Which of an archetype's features a founder's feature text means. The wizard's core features are
 * the archetype's feature titles when they come from an idea, but founders edit and add their own:
 * "Cake pre-orders" should still find "Pre-orders for collection".
 */

/** Words of a feature, singular, so 'orders' and 'order' meet. */
function stems(text: string): string[] {
  return keywordsOf(text, 30).map((w) => singular(w));
}

/** The words of each feature's title and of its action and entities, computed once per feature. */
const featureWords = new WeakMap<ArchetypeFeature, { title: Set<string>; action: Set<string> }>();

function wordsOf(feature: ArchetypeFeature): { title: Set<string>; action: Set<string> } {
  let words = featureWords.get(feature);
  if (!words) {
    words = {
      title: new Set(stems(feature.title)),
      action: new Set(stems(`${feature.action} ${feature.entities.join(' ')}`)),
    };
    featureWords.set(feature, words);
  }
  return words;
}

/**
 * Share of the founder's words found in the feature's title (weighted) or action; a single shared
 * word among several ('Automated reminders' and 'Training records with expiry reminders') is not
 * enough, so the share must reach two thirds, or a half with at least two words in common.
 */
function overlap(wanted: readonly string[], feature: ArchetypeFeature): number {
  if (wanted.length === 0) return 0;
  const { title, action } = wordsOf(feature);
  let score = 0;
  let shared = 0;
  for (const word of wanted) {
    const hit = title.has(word) ? 1 : action.has(word) ? 0.6 : 0;
    score += hit;
    if (hit > 0) shared += 1;
  }
  const share = score / wanted.length;
  return share >= 0.66 || (share >= 0.5 && shared >= 2) ? share : 0;
}

/** A founder's feature text, read once: its lower-case form and its words. */
export interface FeatureQuery {
  lower: string;
  words: string[];
}

export function featureQuery(text: string): FeatureQuery {
  return { lower: text.trim().toLowerCase(), words: stems(text) };
}

/** The archetype feature the text names: its exact title, else the best overlap of at least half. */
export function featureFor(archetype: Archetype, text: string | FeatureQuery): ArchetypeFeature | undefined {
  const query = typeof text === 'string' ? featureQuery(text) : text;
  const exact = archetype.features.find((f) => f.title.toLowerCase() === query.lower);
  if (exact) return exact;
  let best: { feature: ArchetypeFeature; score: number } | undefined;
  for (const feature of archetype.features) {
    const score = overlap(query.words, feature);
    if (!best || score > best.score) best = { feature, score };
  }
  return best && best.score > 0 ? best.feature : undefined;
}

/** One core feature of the wizard with the archetype feature it stands for (if any). */
export interface PlannedFeature {
  /** The text as the founder has it (the story's title). */
  text: string;
  feature: ArchetypeFeature | undefined;
}

/** Unique, trimmed features in the founder's order, each with its archetype feature. */
export function planFeatures(archetype: Archetype | undefined, texts: readonly string[]): PlannedFeature[] {
  const seen = new Set<string>();
  const out: PlannedFeature[] = [];
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push({ text, feature: archetype ? featureFor(archetype, text) : undefined });
  }
  return out;
}

/** The archetype's entity by name (singular or plural, any case). */
export function entityNamed(archetype: Archetype, name: string): ArchetypeEntity | undefined {
  const wanted = name.trim().toLowerCase();
  return archetype.entities.find(
    (e) => e.name.singular.toLowerCase() === wanted || e.name.plural.toLowerCase() === wanted,
  );
}

/** The entities the features use, in order of first use, then the rest of the archetype's. */
export function entitiesOf(
  archetype: Archetype,
  features: ReadonlyArray<ArchetypeFeature | undefined>,
): ArchetypeEntity[] {
  const out: ArchetypeEntity[] = [];
  const add = (entity: ArchetypeEntity | undefined) => {
    if (entity && !out.includes(entity)) out.push(entity);
  };
  for (const feature of features)
    for (const name of feature?.entities ?? []) add(entityNamed(archetype, name));
  for (const entity of archetype.entities) add(entity);
  return out;
}

/** The integrations the features imply, in order, without duplicates. */
export function integrationsOf(features: ReadonlyArray<ArchetypeFeature | undefined>): string[] {
  return [...new Set(features.flatMap((f) => f?.integrations ?? []))];
}
