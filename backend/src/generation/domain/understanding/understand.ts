import type { Industry } from '../../../contracts/options';
import type { Archetype } from '../knowledge/archetype';
import { allArchetypes, archetypesOfIndustry } from '../knowledge';
import { SOFTWARE_FAMILIES, verticalSoftware } from '../knowledge/vertical-software';
import { Bm25Index, type QueryTerm, type TermContribution } from './bm25';
import { founderNouns, listedNouns } from './founder-nouns';
import { tokenize } from './tokens';
import { softwareFor } from './software-for';
import { relatedWords } from './wordnet';
import { genericFor, isWeakMatch } from './weak-match';

/** What a founder told us: step 1's fields, or Quick Generate's free text. */
export interface FounderInput {
  interests?: string | undefined;
  skills?: string | undefined;
  industry?: Industry | '' | undefined;
  customIndustry?: string | undefined;
  text?: string | undefined;
}

export interface ArchetypeScore {
  archetype: Archetype;
  total: number;
  /** BM25 contribution of each matching query word (founder's words, synonyms, broader terms). */
  terms: TermContribution[];
  /** Multi-word keywords found verbatim in the founder's words ('bread club', 'high street'). */
  phrases: { phrase: string; score: number }[];
  /** Bonus for the industry option the founder picked. */
  industryPrior: number;
}

export interface Understanding {
  primary: Archetype;
  /** A close second of another kind, when the founder's words support two businesses. */
  secondary?: Archetype | undefined;
  /** Every archetype, best first. */
  ranking: ArchetypeScore[];
  /** The founder's own noun phrases, to be reused in the text we write. */
  founderNouns: string[];
  /** False when nothing in the founder's words matched and the choice fell back to the industry. */
  confident: boolean;
}

/** How much each input counts. */
const INPUT_WEIGHTS = { text: 1, interests: 1, customIndustry: 1.3, skills: 1 } as const;
/**
 * Skills that any business can use (marketing, software, finance, management) say what the founder
 * can do, not what the business is, so they count little; a craft skill ('grooming', 'cake
 * decorating', 'dentist') is the business itself and counts in full.
 */
const GENERIC_SKILL =
  /\b(market|sales|seo|social|content|copy|writ|brand|communicat|network|develop|program|coding|code|software|engineer|web|app|javascript|typescript|python|react|tech|data|ai|analytic|design|ux|ui|figma|financ|business|manag|operation|strateg|project|leader|customer service|admin)/i;
const GENERIC_SKILL_WEIGHT = 0.2;
const SYNONYM_WEIGHT = 0.35;
const BROADER_WEIGHT = 0.2;
const PHRASE_BONUS = 1.5;
/** The founder named the kind of business itself ('a coffee shop'). */
const KIND_BONUS = 5;
const INDUSTRY_PRIOR = 4;
/** A second archetype is offered when it scores at least this share of the first. */
const SECONDARY_SHARE = 0.55;

/** Built once at module load: the knowledge base does not change at run time. */
const index = new Bm25Index(
  allArchetypes.map((a) => ({
    id: a.id,
    fields: [
      { text: a.kind.singular, weight: 3 },
      { text: a.keywords.join(' '), weight: 2 },
      { text: a.description, weight: 1 },
      { text: a.segments.map((s) => s.role.singular).join(' '), weight: 0.8 },
      { text: a.features.map((f) => f.title).join(' '), weight: 0.6 },
    ],
  })),
);

/** Multi-word keywords of each archetype, and its kind ('coffee shop'), matched verbatim. */
const phrasesOf: ReadonlyMap<string, { phrase: string; score: number }[]> = new Map(
  allArchetypes.map((a) => {
    const kind = a.kind.singular.toLowerCase();
    const keywords = [...new Set(a.keywords.map((k) => k.toLowerCase()))].filter(
      (k) => k.includes(' ') && k !== kind,
    );
    return [
      a.id,
      [
        ...(kind.includes(' ') ? [{ phrase: kind, score: KIND_BONUS }] : []),
        ...keywords.map((phrase) => ({ phrase, score: PHRASE_BONUS })),
      ],
    ];
  }),
);

function addTerm(terms: Map<string, QueryTerm>, term: QueryTerm): void {
  const existing = terms.get(term.stem);
  if (!existing || existing.weight < term.weight) terms.set(term.stem, term);
}

/** The query: the founder's words by input, then WordNet synonyms and broader terms of them. */
export function queryFor(input: FounderInput, expand = true): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const founderWords: { word: string; weight: number }[] = [];
  const skills = (input.skills ?? '').split(/[,;/]|\s+and\s+/);
  const parts: { key: keyof typeof INPUT_WEIGHTS; text: string; weight: number }[] = [
    ...(['text', 'interests', 'customIndustry'] as const).map((key) => ({
      key,
      text: input[key] ?? '',
      weight: INPUT_WEIGHTS[key],
    })),
    ...skills.map((text) => ({
      key: 'skills' as const,
      text,
      weight: GENERIC_SKILL.test(text) ? GENERIC_SKILL_WEIGHT : INPUT_WEIGHTS.skills,
    })),
  ];
  for (const { key, text, weight } of parts) {
    for (const token of tokenize(text)) {
      addTerm(terms, { stem: token.stem, word: token.word, source: 'founder', weight });
      if (key !== 'skills') founderWords.push({ word: token.word, weight });
    }
  }
  for (const { word, weight } of expand ? founderWords : []) {
    const related = relatedWords(word);
    const expansions = [
      ...related.synonyms.map((w) => ({ w, source: 'synonym' as const, factor: SYNONYM_WEIGHT })),
      ...related.broader.map((w) => ({ w, source: 'broader' as const, factor: BROADER_WEIGHT })),
    ];
    for (const { w, source, factor } of expansions) {
      for (const token of tokenize(w)) {
        if (terms.get(token.stem)?.source === 'founder') continue;
        addTerm(terms, {
          stem: token.stem,
          word: `${token.word} (from ${word})`,
          source,
          weight: weight * factor,
        });
      }
    }
  }
  return [...terms.values()];
}

function normalised(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
}

/** Scores every archetype of the knowledge base, best first. */
function rankKnown(input: FounderInput, options: { expand?: boolean } = {}): ArchetypeScore[] {
  const query = queryFor(input, options.expand ?? true);
  const said = normalised([input.text, input.interests, input.customIndustry].filter(Boolean).join(' '));
  return allArchetypes
    .map((archetype) => {
      const terms = index.explain(archetype.id, query);
      const phrases = (phrasesOf.get(archetype.id) ?? []).filter((p) => said.includes(normalised(p.phrase)));
      const industryPrior =
        input.industry && input.industry !== 'other' && input.industry === archetype.industry
          ? INDUSTRY_PRIOR
          : 0;
      const total =
        terms.reduce((s, t) => s + t.score, 0) + phrases.reduce((s, p) => s + p.score, 0) + industryPrior;
      return { archetype, total, terms, phrases, industryPrior };
    })
    .sort((a, b) => b.total - a.total || a.archetype.id.localeCompare(b.archetype.id));
}

/** The head of a kind's plural: 'gyms' of 'independent gyms', 'agencies' of 'recruitment agencies'. */
function kindHead(a: Archetype): string {
  return (
    a.kind.plural
      .replace(/\s+(for|of|with)\s.*$/, '')
      .split(' ')
      .pop() ?? ''
  );
}

/** A kind's head shared by more businesses than this ('agencies', 'schools') names none of them. */
const MAX_KINDS_OF_HEAD = 2;

/** How many businesses (not software) each kind head names. */
const kindHeads: ReadonlyMap<string, number> = allArchetypes
  .filter((a) => !SOFTWARE_FAMILIES.has(a.family))
  .reduce((m, a) => m.set(kindHead(a), (m.get(kindHead(a)) ?? 0) + 1), new Map<string, number>());

/** How far ahead of the next business an audience must score to be read as the software's buyer. */
const AUDIENCE_LEAD = 1.25;
const AUDIENCE_MIN = 3;
const verticals = new Map<string, Archetype>();

/**
 * Software sold to a kind of business the knowledge base knows ('booking software for hair
 * salons'), scored just above that business, or nothing when the idea is not software for a
 * business or the buyers' words do not clearly name one.
 */
function softwareScore(
  input: FounderInput,
  expand: boolean,
  ranking: readonly ArchetypeScore[],
): ArchetypeScore | undefined {
  const software = softwareFor(input.text ?? '');
  if (!software) return undefined;
  const businesses = rankKnown({ text: software.audience }, { expand }).filter(
    (r) => !SOFTWARE_FAMILIES.has(r.archetype.family),
  );
  const [best, second] = businesses;
  const ownWords = best ? best.terms.some((t) => t.source === 'founder') || best.phrases.length > 0 : false;
  if (!best || !ownWords || best.total < AUDIENCE_MIN) return undefined;
  // Close runners-up are fine when the buyers' words name the best one's own kind ('gyms'), unless
  // that word names several kinds of business ('agencies': recruitment, marketing, travel, home care).
  const head = kindHead(best.archetype);
  const namesKind =
    ` ${software.audience.toLowerCase()} `.includes(` ${head} `) &&
    (kindHeads.get(head) ?? 0) <= MAX_KINDS_OF_HEAD;
  if (second && !namesKind && best.total < second.total * AUDIENCE_LEAD) return undefined;
  const key = `${best.archetype.id}|${software.product.singular}`;
  const archetype = verticals.get(key) ?? verticalSoftware(best.archetype, software.product);
  verticals.set(key, archetype);
  // The business's evidence in the whole input (its features, its audience) is the software's too.
  const inInput = ranking.find((r) => r.archetype.id === best.archetype.id);
  const basis = inInput && inInput.total > best.total ? inInput : best;
  return {
    archetype,
    total: basis.total + KIND_BONUS,
    terms: basis.terms,
    phrases: basis.phrases,
    industryPrior: 0,
  };
}

/**
 * Scores every archetype for the founder's input, best first, with the reasons for each score.
 * Software for a known kind of business comes first unless a software archetype of the knowledge
 * base already scores higher ('scheduling software for plumbers' is the trades scheduling tool).
 */
export function rankArchetypes(input: FounderInput, options: { expand?: boolean } = {}): ArchetypeScore[] {
  const ranking = rankKnown(input, options);
  const software = softwareScore(input, options.expand ?? true, ranking);
  if (!software) return ranking;
  const top = ranking[0];
  if (top && SOFTWARE_FAMILIES.has(top.archetype.family) && top.total >= software.total) return ranking;
  return [software, ...ranking];
}

/**
 * One or two archetypes for a founder, the score breakdown, and the founder's own nouns. With
 * `generic`, a business the founder names in their text that no archetype accounts for gets the
 * generic archetype of its broad kind instead of the best-scoring other business (`weak-match.ts`).
 */
export function understandFounder(
  input: FounderInput,
  options: { nouns?: boolean; generic?: boolean } = {},
): Understanding {
  const ranking = rankArchetypes(input);
  const matched = ranking.filter((r) => r.total - r.industryPrior > 0);
  const fallback = (input.industry ? archetypesOfIndustry(input.industry)[0] : undefined) ?? allArchetypes[0];
  const first = ranking[0];
  if (!first || !fallback) throw new Error('The knowledge base is empty');
  const text = input.text ?? '';
  const generic = options.generic === true && text.trim() !== '' && isWeakMatch(text, first);
  const primary = generic
    ? genericFor(text)
    : matched.length > 0
      ? first.archetype
      : (ranking.find((r) => r.industryPrior > 0)?.archetype ?? fallback);
  const second = ranking.find((r) => r.archetype.id !== primary.id);
  const secondary =
    !generic &&
    second &&
    first.total > 0 &&
    second.total >= first.total * SECONDARY_SHARE &&
    second.total - second.industryPrior > 0
      ? second.archetype
      : undefined;
  // Noun chunking (compromise) is the slowest step; callers that use the text verbatim skip it.
  const nouns = [
    ...(options.nouns === false ? [] : founderNouns(input.text ?? '')),
    ...listedNouns(input.interests ?? ''),
    ...listedNouns(input.customIndustry ?? ''),
  ];
  return {
    primary,
    secondary,
    ranking,
    founderNouns: [...new Set(nouns)].slice(0, 10),
    confident: generic || matched.length > 0,
  };
}

/** A one-line, human-readable account of why an archetype scored what it did. */
export function explainScore(score: ArchetypeScore): string {
  const parts = [
    ...score.terms.map(
      (t) => `${t.word} ${t.score.toFixed(2)}${t.source === 'founder' ? '' : ` (${t.source})`}`,
    ),
    ...score.phrases.map((p) => `"${p.phrase}" ${p.score.toFixed(2)}`),
    ...(score.industryPrior > 0 ? [`industry ${score.industryPrior.toFixed(2)}`] : []),
  ];
  return `${score.archetype.id} ${score.total.toFixed(2)}: ${parts.join(', ') || 'no match'}`;
}
