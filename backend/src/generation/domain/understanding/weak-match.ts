import { archetypeById } from '../knowledge';
import type { Archetype } from '../knowledge/archetype';
import {
  genericArchetypes,
  genericBusinessSoftware,
  genericConsumerApp,
  genericLocalBusiness,
} from '../knowledge/generic';
import type { ArchetypeScore } from './understand';
import { stemWord, tokenize } from './tokens';

/**
 * When the founder names a business no archetype accounts for ('Chimney sweep', 'Note-taking app',
 * 'Password manager for families'), the best-scoring archetype is another business that shares a
 * word with it (a handyman service for 'repair', a funeral home for 'families'), and writing that up
 * would put another business's features, customers and costs in the founder's plan. The rule: the
 * head of the noun phrase the founder starts with ('sweep', 'manager', 'wash') must be a word the
 * best archetype scored on, unless that archetype scores well on the rest of what they wrote.
 * Otherwise a generic archetype of the same broad kind (an app, software for businesses, a local
 * business) is used, whose every sentence holds for any business of that kind.
 */

/** Openings before the business itself: 'I want to open', 'We are building', 'My idea is'. */
const PREAMBLE =
  /^(i|we)\s+(want|would like|plan|hope|am planning|are planning)\s+to\s+(open|start|build|launch|run|create|set up|make)\s+|^(i|we)('m| am| are)\s+(opening|starting|building|launching|making)\s+|^(my|our)\s+idea\s+is\s+(to\s+\w+\s+)?/i;
/** Where the founder's first noun phrase ends: 'Password manager | for families'. */
const PHRASE_END =
  /\s(?:for|with|that|which|who|where|in|on|to|by|from|at|near|of|selling|offering|serving|providing|helping|using|and|or|\+|&)\s|[,:;()]\s|\s[-–—]\s/i;
/** Heads that say what form the business takes, not what it is ('app', 'shop', 'studio'). */
const FORM_WORDS = new Set(
  (
    'app apps application platform software saas tool system website site service services company shop ' +
    'store studio startup marketplace mobile web digital agency firm brand solution product'
  )
    .split(' ')
    .map(stemWord),
);
/** A named business has at most this many words; a longer opening is a sentence, not a name. */
const MAX_NAMED_WORDS = 4;
/** The head counts as accounted for when the best archetype scored at least this on it. */
const HEAD_MIN = 3;
/** An archetype scoring this much on the founder's words is their business whatever the head. */
const CLEAR_TOTAL = 12;

/** The stems of the words naming the business in the founder's first phrase, without form words. */
export function namedWords(text: string): string[] {
  const first = (text.split(/[.!?\n]/)[0] ?? '').trim();
  const phrase = first.replace(PREAMBLE, '').replace(/^(a|an|the|our|my)\s+/i, '');
  const head = ` ${phrase} `.split(PHRASE_END)[0] ?? '';
  return tokenize(head)
    .map((t) => t.stem)
    .filter((s) => !FORM_WORDS.has(s));
}

/**
 * The founder's first sentence names the archetype's kind ('booking for salons' names a beauty
 * salon); for software sold to a business, the business's kind ('Booking software for gyms' names
 * the gym whose software it is: the software's own kind, 'booking platform for independent gyms',
 * ends in a form word).
 */
function namesKind(text: string, archetype: Archetype): boolean {
  const said = new Set(tokenize(text.split(/[.!?\n]/)[0] ?? '').map((t) => t.stem));
  const served = archetype.servesArchetype ? archetypeById(archetype.servesArchetype) : undefined;
  const kinds = [archetype.kind, ...(served ? [served.kind] : [])];
  return kinds
    .flatMap((k) => [k.singular, k.plural])
    .some((kind) => {
      // The kind's head noun, before what it is for ('activity box business for kids' -> box).
      const last = tokenize(kind.replace(/\s+(for|of|with)\s.*$/, '')).pop()?.stem;
      return last !== undefined && !FORM_WORDS.has(last) && said.has(last);
    });
}

/** True when the best archetype does not account for the business the founder names. */
export function isWeakMatch(text: string, best: ArchetypeScore | undefined): boolean {
  const named = namedWords(text);
  const head = named[named.length - 1];
  if (!best || !head || named.length > MAX_NAMED_WORDS || best.total >= CLEAR_TOTAL) return false;
  if (namesKind(text, best.archetype)) return false;
  const onHead = best.terms
    .filter((t) => t.source === 'founder' && stemWord(t.word) === head)
    .reduce((s, t) => s + t.score, 0);
  const inPhrase = best.phrases.some((p) => tokenize(p.phrase).some((t) => t.stem === head));
  return onHead < HEAD_MIN && !inPhrase;
}

const SOFTWARE_WORDS =
  /\b(software|saas|platform|tool|system|dashboard|crm|erp|api|plugin|b2b|management|tracking|automation|builder|analytics)\b/i;
const APP_WORDS =
  /\b(apps?|application|ios|android|ai|assistant|bot|chatbot|manager|website|online|digital|social network)\b/i;
const BUSINESS_BUYERS =
  /\bfor\s+(?:small\s+|local\s+|independent\s+)?(?:businesses|companies|teams|shops|stores|firms|agencies|restaurants|retailers|clinics|startups|brands|employers|managers)\b/i;

/** The generic archetype of the broad kind the founder's words name: software, an app, or a local business. */
export function genericFor(text: string): Archetype {
  const first = text.split(/[.!?\n]/)[0] ?? text;
  if (SOFTWARE_WORDS.test(first) || (APP_WORDS.test(first) && BUSINESS_BUYERS.test(first))) {
    return genericBusinessSoftware;
  }
  if (APP_WORDS.test(first)) return genericConsumerApp;
  return genericLocalBusiness;
}

/**
 * The generic archetype an idea was written from, read back from its features: an idea written by
 * this generator carries its archetype's feature titles, and the generic ones are shared with no
 * other archetype.
 */
export function genericOfFeatures(features: readonly string[] | undefined): Archetype | undefined {
  const titles = new Set((features ?? []).map((f) => f.trim().toLowerCase()));
  if (titles.size === 0) return undefined;
  return genericArchetypes.find(
    (a) => a.features.filter((f) => titles.has(f.title.toLowerCase())).length >= Math.min(2, titles.size),
  );
}
