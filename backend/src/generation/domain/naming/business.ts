import type { GenerateNamesRequest } from '../../../contracts/generation';
import { industries, type Industry } from '../../../contracts/options';
import type { Archetype } from '../knowledge';
import { rankArchetypes } from '../understanding';
import { TOPIC_EXTRAS, TOPIC_WORDS } from './data/topic-words';
import { PRACTICES, TRADE_DESCRIPTORS } from './data/trade-descriptors';
import { DEFAULT_QUALITIES, QUALITIES } from './data/qualities';
import { FOREIGN_NOUNS } from './data/foreign-nouns';
import { qualitiesForKinds } from './data/style-words';
import { TRADE_WORDS, type ForeignWord } from './data/trade-words';
import type { NamingBrief } from './candidate';
import { isPictureNoun, pictureNouns } from './picture-nouns';
import { nounSenseOffsets, relatedWords } from './wordnet';
import { isEnglishWord, isFamiliarWord } from './word-data';

const STOP = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our so that the their them they this to we with you your app business company platform service services online new best small'.split(
    ' ',
  ),
);

const wordsIn = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));

/** 'puppies' -> 'puppy', 'schools' -> 'school', when the singular is a word. */
function singular(word: string): string {
  for (const [end, replacement] of [
    ['ies', 'y'],
    ['s', ''],
    ['es', ''],
  ] as const) {
    if (word.endsWith(end) && !word.endsWith('ss')) {
      const stem = word.slice(0, -end.length) + replacement;
      if (stem.length >= 3 && isEnglishWord(stem)) return stem;
    }
  }
  return word;
}

/** Plain nouns a descriptive name may end with, by industry. */
const DESCRIPTORS: Record<Industry, string[]> = {
  technology: ['Labs', 'Systems', 'Software'],
  healthcare: ['Health', 'Clinic', 'Care'],
  education: ['Academy', 'Learning', 'School'],
  finance: ['Capital', 'Finance', 'Advisors'],
  ecommerce: ['Goods', 'Supply', 'Market'],
  marketing: ['Media', 'Agency', 'Studio'],
  consulting: ['Advisory', 'Partners', 'Consulting'],
  creative: ['Studio', 'Works', 'Collective'],
  other: ['Company', 'Works', 'Studio'],
};

function industryOf(label: string | undefined): Industry | undefined {
  const key = (label ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return industries.find((i) => key === i || key.startsWith(i));
}

/** Industries where "-lab", "-pilot" and "-wise" fit a name. */
const SOFTWARE: ReadonlySet<Industry> = new Set(['technology', 'finance', 'consulting']);

/** An archetype is used when it scores at least this, keywords and description together. */
const CONFIDENT_SCORE = 10;

/**
 * The archetype of the knowledge base the founder's words point at, found by the same matcher as
 * the rest of the generator (`understanding/`, without WordNet expansion, which costs more than a
 * batch of names may take). The keywords count twice, once with the description and once alone.
 * Undefined when nothing matches clearly.
 */
export function matchArchetype(
  keywords: string,
  context: string,
  industry: Industry | undefined,
): Archetype | undefined {
  const withContext = rankArchetypes({ text: context, interests: keywords, industry }, { expand: false });
  const alone = new Map(
    rankArchetypes({ interests: keywords }, { expand: false }).map((r) => [r.archetype.id, r.total]),
  );
  const scored = withContext
    .map((r) => ({ archetype: r.archetype, score: r.total + (alone.get(r.archetype.id) ?? 0) }))
    .sort((a, b) => b.score - a.score);
  // Two archetypes close together ("invoices, accounting, automation" matches trades software,
  // law and bookkeeping about equally) mean the founder's own words name the business better.
  const [best, second] = scored;
  return best &&
    best.score >= CONFIDENT_SCORE &&
    (alone.get(best.archetype.id) ?? 0) > 0 &&
    (second?.score ?? 0) < best.score * 0.8
    ? best.archetype
    : undefined;
}

/** A keyword a name may picture: a plain concrete noun, not an activity or an abstraction. */
const pictured = (w: string): boolean =>
  w.length >= 3 && w.length <= 7 && !/(ing|tion|sion|ness|ment|ity|ism|ics|ful|ous|ive|ly)$/.test(w);

/** How many WordNet picture words a business without trade words is named from. */
const PICTURE_COUNT = 12;

/**
 * Picture words for a business the knowledge base has no trade words for, from WordNet: the
 * concrete things its keywords (a phrase WordNet knows, such as "ice cream", stays whole) are made
 * of, have as parts or come in, then the concrete nouns of the description and their own parts.
 * Closest first, the keywords' before the description's.
 */
function wordNetPictures(phrases: readonly string[], contextWords: readonly string[]): string[] {
  const weights = new Map<string, number>();
  const add = (word: string, weight: number) => {
    if (weight > (weights.get(word) ?? 0)) weights.set(word, weight);
  };
  const context = [...phrases.flatMap((p) => p.split(' ')), ...contextWords];
  phrases.slice(0, 4).forEach((phrase, i) => {
    // An activity names its thing: "sailing" pictures a sail, "cycling" a cycle.
    const stem = phrase.endsWith('ing') ? phrase.slice(0, -3) : '';
    const things = [phrase, ...(stem && isPictureNoun(stem) ? [stem] : [])];
    if (things.length > 1) add(stem, 0.85);
    for (const thing of things)
      for (const p of pictureNouns(thing, context)) add(p.word, p.weight - i * 0.02);
  });
  for (const w of contextWords.filter(isPictureNoun).slice(0, 4)) add(w, 0.6);
  const taken = new Set(phrases.flatMap((p) => p.split(' ')));
  const ranked = [...weights.entries()]
    .filter(([w]) => !taken.has(w))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  // The other kinds of what the keyword is ("sherbet" beside "ice cream") only when little else
  // was found: beside a bicycle they are cars and wagons.
  const close = ranked.filter(([, weight]) => weight >= 0.5);
  return (close.length >= 6 ? close : ranked).slice(0, PICTURE_COUNT).map(([w]) => w);
}

/** The foreign words of `data/foreign-nouns.ts` for these nouns, each once, in their order. */
function foreignFor(nouns: readonly string[]): ForeignWord[] {
  const seen = new Set<string>();
  return nouns
    .flatMap((n) => FOREIGN_NOUNS[n] ?? [])
    .filter((f) => !seen.has(f.word) && (seen.add(f.word), true));
}

/**
 * A trade borrows only from the languages its own foreign words are in: a taco truck with none
 * got "Spezia" and "Ruota" (Italian spice and wheel).
 */
const sameLanguage = (f: ForeignWord, own: readonly ForeignWord[]): boolean =>
  own.some((o) => o.language === f.language);

/** What the strategies need, from the request: keywords, the business's words, related words. */
/**
 * `knowledge: false` reads the request as if no archetype matched it (the WordNet path of a business
 * the knowledge base lacks), whatever the knowledge base holds by then.
 */
export function namingBrief(
  request: GenerateNamesRequest,
  { knowledge = true }: { knowledge?: boolean } = {},
): NamingBrief {
  const keywords = [...new Set(wordsIn(request.keywords).map(singular))].slice(0, 8);
  const contextWords = [...new Set(wordsIn(request.businessContext ?? '').map(singular))].slice(0, 30);
  const industry = industryOf(request.industry);
  const archetype = knowledge
    ? matchArchetype(request.keywords, request.businessContext ?? '', industry)
    : undefined;
  // Software for a trade ('booking software for salons') pictures that trade's own words.
  const trade = archetype
    ? (TRADE_WORDS[archetype.id] ?? TRADE_WORDS[archetype.servesArchetype ?? ''])
    : undefined;
  // The description's own words only when no archetype matched, and only its plain nouns.
  // Only things a name can picture: "along", "want", "year", "ten" and "open" are words of the
  // description too ("WildAlong", "SteadyTen").
  const describing = archetype ? [] : contextWords.filter((w) => pictured(w) && isPictureNoun(w)).slice(0, 6);
  const related = keywords.slice(0, 4).flatMap((k) =>
    relatedWords(k, [...keywords, ...contextWords])
      .filter((r) => r.word.length >= 4)
      .slice(0, 5),
  );
  const kindWords = archetype ? wordsIn(archetype.kind.singular) : [];
  const kindNoun = kindWords[kindWords.length - 1];
  const tradeDescriptors = archetype ? (TRADE_DESCRIPTORS[archetype.id] ?? []) : [];
  // A known trade's own plain nouns say what it is; other businesses borrow their industry's.
  const descriptors = [
    ...tradeDescriptors,
    ...(tradeDescriptors.length > 0
      ? []
      : [
          ...(kindNoun ? [kindNoun.charAt(0).toUpperCase() + kindNoun.slice(1)] : []),
          ...DESCRIPTORS[archetype?.industry ?? industry ?? 'other'],
        ]),
  ];
  // "Rustic Bakery" is a description, not a name: the words that say what the business is stay
  // out of the picture words.
  const plain = new Set([...kindWords, ...descriptors.flatMap((d) => wordsIn(d))].map(singular));
  // Without a known trade, WordNet's close neighbours of the keywords stand in for its picture
  // words ("bill" for "invoice").
  const neighbours = related
    .filter((r) => r.weight >= 0.85 && pictured(r.word) && isFamiliarWord(r.word))
    .map((r) => r.word);
  // A keyword with picture words of its own ("plumbing") narrows a broad trade (a handyman's).
  const topicKey = (k: string): string | undefined =>
    [k, k.replace(/ing$/, '')].find((key) => TOPIC_WORDS[key] !== undefined);
  const topicKeys = keywords.map(topicKey).filter((k): k is string => k !== undefined);
  const topic = topicKeys.flatMap((k) => TOPIC_WORDS[k] ?? []);
  const extras = topicKeys.map((k) => TOPIC_EXTRAS[k] ?? {});
  // Without trade or topic words, WordNet's picture words of the keywords name the business: a
  // keyword phrase it knows ("ice cream") stays whole, its words are no pictures ("SteadyIce").
  const untaught = !trade && topic.length === 0;
  const phrases = request.keywords
    .toLowerCase()
    .split(/[,;/]+/)
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => /^[a-z][a-z ]*$/.test(p))
    .map((p) => (p.includes(' ') && nounSenseOffsets(p.replace(/ /g, '_')).length > 0 ? p : singular(p)));
  const pictures = untaught ? wordNetPictures(phrases, contextWords) : [];
  const phraseWords = new Set(phrases.filter((p) => p.includes(' ')).flatMap((p) => p.split(' ')));
  // A keyword is a picture when WordNet knows it as a thing, or does not know it ("gelato").
  const pictureKeyword = (k: string): boolean =>
    !untaught || (!phraseWords.has(k) && (isPictureNoun(k) || nounSenseOffsets(k).length === 0));
  const nouns = [
    ...new Set([
      ...keywords.filter((k) => pictured(k) && !plain.has(k) && pictureKeyword(k)),
      ...(topic.length > 0
        ? topic
        : (trade?.nouns ??
          (pictures.length >= 4 ? pictures : [...pictures, ...describing, ...neighbours.slice(0, 8)]))),
    ]),
  ];
  const businessWords = [
    ...new Set([
      ...(trade?.nouns ?? archetype?.vocabulary ?? []),
      ...pictures,
      ...describing.filter((w) => !phraseWords.has(w)),
    ]),
  ];
  const qualityWords = [
    ...new Set([
      ...(trade?.qualities ??
        (untaught && qualitiesForKinds(nouns).length > 0 ? qualitiesForKinds(nouns) : DEFAULT_QUALITIES)),
      ...extras.flatMap((e) => e.qualities ?? []),
    ]),
  ];
  const qualities = qualityWords.map((word) => ({
    word,
    evokes: QUALITIES[word] ?? word,
  }));
  const software =
    SOFTWARE.has(archetype?.industry ?? industry ?? 'other') ||
    /\b(saas|software|app|platform)\b/i.test(request.businessContext ?? '');
  return {
    style: request.style,
    length: request.maxLength,
    keywords,
    keywordPhrases: phrases.filter((p) => p.length >= 3).slice(0, 8),
    businessWords,
    nouns,
    qualities,
    foreign: [
      ...(trade?.foreign ?? []),
      ...extras.flatMap((e) => e.foreign ?? []),
      // Other languages' words for its picture words: all of a business without trade words, and
      // a few for a trade or a topic with fewer than three of its own (short names run out first).
      ...(untaught
        ? foreignFor([...phrases, ...nouns])
        : foreignFor(nouns)
            .filter((f) => !trade || sameLanguage(f, trade.foreign ?? []))
            .slice(0, Math.max(0, 3 - (trade?.foreign?.length ?? 0)))),
    ],
    software,
    practice: archetype
      ? PRACTICES.has(archetype.id)
      : !software && (industry === 'consulting' || industry === 'finance'),
    related,
    ...(archetype ? { kind: extras.find((e) => e.kind)?.kind ?? archetype.kind } : {}),
    descriptors: [...new Set(descriptors)],
  };
}
