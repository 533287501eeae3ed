import type { Budget } from '../../../../contracts/options';
import { sentence, titleCase } from '../../grammar';
import type { Archetype } from '../../knowledge/archetype';
import { tokenize } from '../../understanding/tokens';
import { understandFounder } from '../../understanding/understand';
import type { Rng } from '../prng';
import { segmentFor, segmentNamed } from './angles';
import { buildIdea, type Idea } from './idea';
import { ideaTitle } from './titles';
import { hasRepeatedPhrase } from './wording';

/** Openings founders write before the business itself: 'I want to open', 'We are building'. */
const PREAMBLE =
  /^(i|we)\s+(want|would like|plan|hope|am planning|are planning)\s+to\s+(open|start|build|launch|run|create|set up)\s+|^(i|we)('m| am| are)\s+(opening|starting|building|launching)\s+|^(my|our)\s+idea\s+is\s+(to\s+\w+\s+)?/i;
const ARTICLE = /^(a|an|the)\s+/i;

/**
 * A title from the founder's first sentence: their words, cut at the first aside or clause, title-cased.
 * Undefined when their words make no title (too long, or a word said twice: 'Law Firm for Family
 * Law'), and the archetype's own title is used instead.
 */
export function titleFromText(text: string): string | undefined {
  const first = (text.split(/(?<=[.!?])\s/)[0] ?? text).replace(/[.!?…]+$/, '').trim();
  let phrase = first.replace(PREAMBLE, '').replace(ARTICLE, '');
  // A title names the business; what it sells and how come after it ('... selling bread',
  // '... that visits homes'), so a longer phrase is cut at the first such clause.
  if (phrase.length > 32) {
    const head =
      phrase.split(
        /,\s|\s[-–—]\s|\s(?:with|that|which|who|where|so that|because|selling|offering|serving|providing|helping|giving|using)\s/,
      )[0] ?? phrase;
    // ... unless the cut leaves too little to tell the business ('Online Marketplace').
    if (head.split(/\s+/).length >= 3 || phrase.length > 56) phrase = head;
  }
  const title = titleCase(phrase);
  return title.length > 64 || hasRepeatedPhrase(title) ? undefined : title;
}

/** Overlap between the founder's words and a feature's words (stems), for choosing features. */
function overlap(words: ReadonlySet<string>, text: string): number {
  return tokenize(text).filter((t) => words.has(t.stem)).length;
}

/** The archetype's features, those the founder mentions first (stable order otherwise). */
function featuresByMention(a: Archetype, text: string): number[] {
  const words = new Set(tokenize(text).map((t) => t.stem));
  return a.features
    .map((f, i) => ({ i, score: overlap(words, `${f.title} ${f.action}`) * 10 - i }))
    .sort((x, y) => y.score - x.score)
    .map((x) => x.i);
}

/**
 * A full idea from the founder's own words ("A sourdough bakery and cafe on the high street"):
 * their business's archetype, their words as the title and opening, the audience and features of
 * that business (those they mention first). Never a generic audience or feature list.
 */
export function ideaFromText(text: string, _budget: Budget | undefined, rng: Rng): Idea {
  const clean = text.replace(/\s+/g, ' ').trim();
  const u = understandFounder({ text: clean }, { nouns: false, generic: true });
  const a = u.primary;
  const byMention = featuresByMention(a, clean);
  // The customers the founder names lead, with the first of their features the founder mentions;
  // else any customers' feature, never the owner's or staff's own tools (a bike check-out list).
  const named = segmentNamed(a, clean);
  const forCustomers = (i: number) =>
    a.features[i]?.usedBy.some((u) => (named ? u === named.id : a.segments.some((s) => s.id === u))) ?? false;
  const first = byMention.find(forCustomers);
  const order = first === undefined ? byMention : [first, ...byMention.filter((i) => i !== first)];
  const lead = order[0] ?? 0;
  const feature = a.features[lead];
  if (!feature) throw new Error(`Archetype ${a.id} has no features`);
  const angle = { feature, segment: named ?? segmentFor(a, lead) };
  const idea = buildIdea({
    archetype: a,
    angle,
    title: titleFromText(clean) ?? ideaTitle(a, angle, 0, new Set()) ?? titleCase(a.kind.singular),
    variant: rng.int(0, 3),
    withTie: false,
    opening: sentence(clean.length > 400 ? `${clean.slice(0, 400).replace(/\s+\S*$/, '')}…` : clean),
  });
  const features = order.map((i) => a.features[i]?.title).filter((t): t is string => Boolean(t));
  return { ...idea, keyFeatures: features.slice(0, 6), description: idea.description.replace(/^\s+/, '') };
}
