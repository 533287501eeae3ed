import type {
  GenerateBusinessDefinitionResponse,
  GenerateIdeasRequest,
  GenerateIdeasResponse,
} from '../../../contracts/generation';
import { indefiniteArticle, roleProblems } from '../grammar';
import { allArchetypes } from '../knowledge';
import type { Archetype } from '../knowledge/archetype';
import { generateBusinessDefinition } from '../offline/business-definition';
import { generateIdeas, ideaFromText } from '../offline/ideas';
import { hasRepeatedPhrase } from '../offline/ideas/wording';
import { createRng } from '../offline/prng';
import type { FounderCase } from '../understanding/corpus';
import { archetypeForIdea } from '../understanding/idea-archetype';

/**
 * The quality rules for steps 1 and 2 (ideas, business definitions), measured over the labelled
 * founders: article agreement and proper role nouns, sentences shared verbatim between founders
 * of different archetypes, titles that repeat a phrase. Pure; the corpus spec prints the figures.
 */
export interface FounderOutput {
  founder: string;
  ideas: GenerateIdeasResponse['ideas'];
  definition: GenerateBusinessDefinitionResponse;
  /** The archetype of the founder's first idea (what the definition is about). */
  archetype: Archetype;
}

/** Step 1's fields for a founder of the corpus (a free-text founder types their words as interests). */
export function ideasRequestFor(c: FounderCase): GenerateIdeasRequest {
  const industry = c.input.industry || 'other';
  return {
    interests: (c.input.interests ?? c.input.text ?? '').slice(0, 1000) || 'business',
    skills: c.input.skills ?? 'running a small business',
    industry,
    customIndustry:
      industry === 'other' ? (c.input.customIndustry ?? 'Small business') : c.input.customIndustry,
    budget: '1000-5000',
  };
}

export function outputFor(c: FounderCase, seed: number, count = 3): FounderOutput {
  const ideas = c.input.text
    ? [
        ideaFromText(c.input.text, '1000-5000', createRng(seed)),
        ...generateIdeas(ideasRequestFor(c), count - 1, createRng(seed)).ideas,
      ]
    : generateIdeas(ideasRequestFor(c), count, createRng(seed)).ideas;
  const first = ideas[0];
  if (!first) throw new Error(`No idea for ${c.id}`);
  const definition = generateBusinessDefinition(
    {
      businessIdea: first.businessIdea,
      targetAudience: first.targetAudience,
      industry: first.industry,
      description: first.description,
      keyFeatures: first.keyFeatures,
    },
    createRng(seed),
  );
  return { founder: c.id, ideas, definition, archetype: archetypeForIdea(first) };
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'a' or 'an' followed by a word it does not agree with ('a artisan', 'an bakery'). */
export function articleErrors(text: string): string[] {
  const errors: string[] = [];
  for (const m of text.matchAll(/(?<![&\w])(a|an|A|An) ([A-Za-z0-9][\w'’-]*)/g)) {
    const [whole, article, word] = m;
    if (!article || !word) continue;
    if (/^(lot|few|little|bit)$/i.test(word)) continue;
    if (indefiniteArticle(word) !== article.toLowerCase()) errors.push(whole);
  }
  return errors;
}

/** Every role noun of the knowledge base, plural, lower case (audiences must start with one). */
const knownRoles = allArchetypes.flatMap((a) => a.segments.map((seg) => seg.role.plural.toLowerCase()));

/**
 * Broken roles: an audience that does not start with a role noun of the knowledge base, a role
 * noun that starts or ends with a function word, and article disagreements anywhere in the text.
 */
export function roleGrammarErrors(o: FounderOutput): string[] {
  const texts = [
    ...o.ideas.flatMap((i) => [i.businessIdea, i.description, i.targetAudience]),
    ...Object.values(o.definition),
  ];
  const audiences = o.ideas.map((i) => i.targetAudience.toLowerCase());
  const roles = o.ideas.flatMap((i) =>
    archetypeForIdea(i).segments.flatMap((s) => [s.role.singular, s.role.plural]),
  );
  return [
    ...texts.flatMap((t) => articleErrors(t).map((e) => `${o.founder}: '${e}'`)),
    ...audiences
      .filter((a) => !knownRoles.some((r) => a.startsWith(r)))
      .map((a) => `${o.founder}: audience '${a}'`),
    ...roles.filter((r) => roleProblems(r).length > 0).map((r) => `${o.founder}: role '${r}'`),
  ];
}

/** Share of definition sentences that also appear, verbatim, for a founder of another archetype. */
export function sharedDefinitionSentences(outputs: readonly FounderOutput[]): {
  share: number;
  total: number;
  shared: string[];
} {
  const archetypesBySentence = new Map<string, Set<string>>();
  const all: { sentence: string; archetype: string }[] = [];
  for (const o of outputs) {
    for (const text of Object.values(o.definition)) {
      for (const sentence of sentencesOf(text)) {
        all.push({ sentence, archetype: o.archetype.id });
        archetypesBySentence.set(
          sentence,
          (archetypesBySentence.get(sentence) ?? new Set()).add(o.archetype.id),
        );
      }
    }
  }
  const shared = all.filter((s) => (archetypesBySentence.get(s.sentence)?.size ?? 0) > 1);
  return {
    share: all.length ? shared.length / all.length : 0,
    total: all.length,
    shared: [...new Set(shared.map((s) => s.sentence))],
  };
}

export function repeatedTitles(outputs: readonly FounderOutput[]): string[] {
  return outputs.flatMap((o) => o.ideas.map((i) => i.businessIdea).filter(hasRepeatedPhrase));
}

/** Where a phrase first stands as whole words in a lower-case text, or -1. */
function wordPosition(text: string, phrase: string): number {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.toLowerCase().search(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`));
}

/** The first of the archetype's customer roles (plural) a text names, by position. */
function firstRoleNamed(text: string, archetype: Archetype): string | undefined {
  return archetype.segments
    .map((s) => ({ role: s.role.plural, at: wordPosition(text, s.role.plural) }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at || y.role.length - x.role.length)[0]?.role;
}

/**
 * The mission and the advantage must be about the customers the idea is for: the first customer
 * role either names is the one the idea's audience starts with (a wedding-dress idea for brides
 * is not built 'for office workers' because the tailor's first segment is office workers).
 */
export function audienceMismatches(o: FounderOutput): string[] {
  const audience = o.ideas[0]?.targetAudience ?? '';
  const lead = firstRoleNamed(audience, o.archetype);
  if (!lead) return [`${o.founder}: audience '${audience}' names none of ${o.archetype.id}'s segments`];
  const { missionStatement, competitiveAdvantage } = o.definition;
  // Rivals are no audience: 'local dog walkers found by word of mouth' names dog walkers.
  const withoutRivals = (text: string) =>
    o.archetype.competitors.reduce((t, c) => t.split(c.toLowerCase()).join(' '), text.toLowerCase());
  return [
    ['mission', missionStatement],
    ['advantage', competitiveAdvantage],
  ].flatMap(([field, text]) => {
    const named = firstRoleNamed(withoutRivals(text ?? ''), o.archetype);
    return named === lead
      ? []
      : [`${o.founder}: ${field} is for '${named ?? 'nobody'}', the idea for '${lead}'`];
  });
}

/** Everything written by hand about a business, lower case: a phrase found here is not a template's. */
const authoredText = new Map<string, string>();
function authored(a: Archetype): string {
  const known = authoredText.get(a.id);
  if (known !== undefined) return known;
  const text = JSON.stringify(a).toLowerCase();
  authoredText.set(a.id, text);
  return text;
}

/**
 * Joined lists whose items blur: two 'and's with no comma, semicolon or bracket between them, the
 * first not opening an item (', and' / '; and'), that the archetype's own text does not contain
 * ('block, report and date check-in and photo-verified profiles'; 'online booking with prices
 * shown and reminders and easy rescheduling'). The one list join marks such items off.
 */
export function blurredLists(o: FounderOutput): string[] {
  const own = authored(o.archetype);
  return Object.values(o.definition).flatMap((text) =>
    sentencesOf(text)
      .filter((s) =>
        [...s.replace(/\([^)]*\)/g, '()').matchAll(/(?<![,;])\sand\s[^,;:()]+?\sand\s/g)].some(
          (m) => !own.includes(m[0].trim().toLowerCase()),
        ),
      )
      .map((s) => `${o.founder}: ${s}`),
  );
}

/** Kinds of business one is never 'at': software, apps, marketplaces, online shops, media. */
const PLACELESS: ReadonlySet<Archetype['family']> = new Set([
  'b2b-saas',
  'consumer-apps',
  'marketplaces',
  'ecommerce',
  'subscriptions',
  'media-and-creators',
  'hardware',
]);

/**
 * Template phrases that read wrongly for some businesses: 'new' put before a customer role reads
 * as part of it ('New parents come through ...' is about new parents; 'new regulars' is a
 * contradiction), 'with a <kind of business> they can rely on' does not fit a studio or an app,
 * nobody is 'at' an app, a platform or an online shop ('All in one place at the dating app'), and
 * customers choose a studio's games, not the studio ('the mobile game studio that casual players
 * choose'). A phrase the archetype's own text has ('new pet owners' as a role) is not a template's.
 */
export function awkwardPhrases(o: FounderOutput): string[] {
  const text = Object.values(o.definition).join(' ');
  const own = authored(o.archetype);
  const newRoles = o.archetype.segments
    .map((seg) => `new ${seg.role.plural.toLowerCase()}`)
    .filter((p) => wordPosition(text, p) >= 0 && !own.includes(p));
  const kind = o.archetype.kind.singular;
  const placeless = PLACELESS.has(o.archetype.family);
  const atTheKind = placeless && wordPosition(text, `at the ${kind}`) >= 0 ? [`at the ${kind}`] : [];
  // One role as the subject of both halves ('dog owners can book daycare ..., and dog owners can book boarding').
  const twice = [...new Set(o.archetype.segments.map((seg) => seg.role.plural))]
    .filter((role) => new RegExp(`\\bthat ${role} can\\b.*\\band ${role} can\\b`, 'i').test(text))
    .map((role) => `${role} can ..., and ${role} can`);
  const chosen = o.archetype.segments
    .map((seg) => `the ${kind} that ${seg.role.plural} choose`)
    .filter((p) => wordPosition(text, p) >= 0);
  return [
    ...chosen,
    ...newRoles,
    ...atTheKind,
    ...twice,
    ...(/\bthey can rely on\b/i.test(text) ? ['they can rely on'] : []),
  ].map((p) => `${o.founder}: '${p}'`);
}

/**
 * Businesses of one kind that come in sub-kinds, each with its own things: a kids' activity club
 * is a drama, chess, gymnastics, football, art or science club. Copy for a founder who names one
 * sub-kind must not list another's things (a drama club's costs read 'chess sets').
 */
const SUB_KINDS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'kids-activity-club': [
    ['drama', 'theatre', 'acting', 'costumes', 'stage school'],
    ['chess'],
    ['gymnastics', 'mats', 'cartwheel', 'tumbling'],
    ['football', 'soccer'],
    ['art club', 'craft'],
    ['science'],
  ],
};

/** Words of another sub-kind in the copy for a founder whose words name one sub-kind. */
export function otherSubKinds(founderText: string, o: FounderOutput): string[] {
  const kinds = SUB_KINDS[o.archetype.id];
  if (!kinds) return [];
  const has = (text: string, word: string) => wordPosition(text.toLowerCase(), word) >= 0;
  const named = kinds.filter((words) => words.some((w) => has(founderText, w)));
  if (named.length !== 1) return [];
  const idea = o.ideas[0];
  const copy = [idea?.description, idea?.targetAudience, ...Object.values(o.definition)].join(' ');
  return kinds
    .filter((words) => words !== named[0])
    .flatMap((words) => words.filter((w) => has(copy, w)))
    .map((w) => `${o.founder}: '${w}'`);
}
