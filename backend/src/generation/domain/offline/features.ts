import {
  featureConcepts,
  genericCriteria,
  genericFields,
  type FeatureConcept,
  type FieldSpec,
} from './vocabulary/feature-concepts';
import { kebabCase, keywordsOf, plural, singular, snakeCase } from './text';

/** What a feature (free text like "Online appointment booking") is about, for stories, API and data. */
export interface FeatureAnalysis {
  /** The feature as the user wrote it, trimmed. */
  feature: string;
  concept: FeatureConcept | undefined;
  /** Singular snake_case record name: 'booking'. */
  entity: string;
  /** Plural snake_case table name: 'bookings'. */
  table: string;
  /** REST collection path: '/api/bookings'. */
  resource: string;
  fields: FieldSpec[];
  criteria: string[];
  points: number;
}

/** Words that describe a feature rather than name the thing it manages. */
const GENERIC = new Set(
  (
    'online digital secure smart simple easy quick fast automated automatic auto real time realtime custom ' +
    'personalised personalized interactive live instant advanced basic built one click based friendly ' +
    'library builder tool tools management manager system platform module feature features editor engine ' +
    'hub center centre portal page pages view views app apps mobile web dashboard searchable shareable ' +
    'integration integrations drag drop multi channel daily weekly monthly annual guided structured ' +
    'automation workflow workflows support plus pre private public beautiful unlimited ' +
    'see get view manage create add edit delete set make doing start sign allow enable let show update run ' +
    'build work keep save business overview improve able want'
  ).split(' '),
);

/** A preposition after the first word ends the noun phrase: 'Loyalty stamps on the phone'. */
const PHRASE_END = /\s(?:on|in|at|by|for|from|of|to|via|with|through|per|across|between)\s/i;

/**
 * The thing a feature manages: the last content word of its first noun phrase ('Loyalty stamps on
 * the phone' -> stamp, not phone), kept with the word before it when the phrase is just those two
 * ('Gift cards' -> gift card).
 */
function headNoun(text: string, trigger: RegExp | undefined): string | undefined {
  const cut = PHRASE_END.exec(text);
  const phrase = cut ? text.slice(0, cut.index) : text;
  const words = keywordsOf(phrase, 20).filter((w) => !GENERIC.has(w) && !(trigger && trigger.test(w)));
  const last = words[words.length - 1];
  if (!last) return undefined;
  const head = singular(last);
  return words.length === 2 ? `${words[0]} ${head}` : head;
}

/** The concepts named in the text, the one whose keyword appears last first (English puts the head noun last). */
export function conceptsOf(text: string): FeatureConcept[] {
  const found: Array<{ concept: FeatureConcept; end: number }> = [];
  for (const concept of featureConcepts) {
    const global = new RegExp(concept.pattern.source, 'gi');
    let end = -1;
    for (const match of text.matchAll(global)) end = Math.max(end, (match.index ?? 0) + match[0].length);
    if (end >= 0) found.push({ concept, end });
  }
  return found.sort((a, b) => b.end - a.end).map((f) => f.concept);
}

/** What a feature is about; `as` forces one of the concepts it names (default: the head one). */
export function analyzeFeature(feature: string, as?: FeatureConcept): FeatureAnalysis {
  const text = feature.replace(/\s+/g, ' ').trim();
  const concept = as ?? conceptsOf(text)[0];
  const noun = headNoun(text, concept ? new RegExp(`^${concept.pattern.source}$`, 'i') : undefined);
  const entity = snakeCase(concept?.entity || noun || 'item') || 'item';
  const table = plural(entity);
  return {
    feature: text,
    concept,
    entity,
    table,
    resource: `/api/${kebabCase(table)}`,
    fields: concept?.fields ?? genericFields,
    criteria: concept?.criteria ?? genericCriteria,
    points: concept?.points ?? 3,
  };
}

/** Analyses of several features, one per distinct entity (the first feature naming it wins). */
export function distinctEntities(features: readonly string[]): FeatureAnalysis[] {
  const seen = new Set<string>();
  const out: FeatureAnalysis[] = [];
  for (const feature of features) {
    const analysis = analyzeFeature(feature);
    if (seen.has(analysis.entity) || analysis.entity === 'user' || analysis.entity === 'profile') continue;
    seen.add(analysis.entity);
    out.push(analysis);
  }
  return out;
}

/** The human word for an entity: 'provider_profile' -> 'provider profile'. */
export function entityWords(entity: string): { one: string; many: string } {
  const one = entity.replace(/_/g, ' ');
  return { one, many: plural(one) };
}
