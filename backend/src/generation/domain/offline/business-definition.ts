import type {
  GenerateBusinessDefinitionRequest,
  GenerateBusinessDefinitionResponse,
} from '../../../contracts/generation';
import { capitalise, joinList, lowerFirst, paragraph, withArticle } from '../grammar';
import type { Archetype, ArchetypeFeature, CustomerSegment } from '../knowledge/archetype';
import { archetypeForIdea } from '../understanding/idea-archetype';
import { tokenize } from '../understanding/tokens';
import { audienceOf } from './ideas/idea';
import { aboutThem } from './ideas/wording';
import type { Rng } from './prng';

/** Where a phrase first stands as whole words in a text (case-insensitive), or -1. */
function positionOf(text: string, phrase: string): number {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.search(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`));
}

/**
 * The segment the idea is for: the one its audience names first ('Brides who need a dress fitted;
 * also office workers ...' is for brides, whatever the archetype's order), preferring a segment
 * named with its qualifier when two share a role. An audience naming none (a founder's own words)
 * goes to the segment sharing most words with the idea, else the archetype's first.
 */
export function leadSegment(a: Archetype, request: GenerateBusinessDefinitionRequest): CustomerSegment {
  const audience = (request.targetAudience ?? '').toLowerCase();
  const named = a.segments
    .map((s, order) => {
      const full = positionOf(audience, audienceOf(s));
      const role = [s.role.plural, s.role.singular].map((r) => positionOf(audience, r)).filter((p) => p >= 0);
      const at = full >= 0 ? full : role.length > 0 ? Math.min(...role) : -1;
      return { s, at, full: full >= 0, order };
    })
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at || Number(y.full) - Number(x.full) || x.order - y.order)[0];
  if (named) return named.s;
  const words = new Set(
    tokenize([request.businessIdea, request.targetAudience, request.description].join(' ')).map(
      (t) => t.stem,
    ),
  );
  const shared = a.segments
    .map((s, order) => ({
      s,
      order,
      score: tokenize([audienceOf(s), ...s.jobs].join(' ')).filter((t) => words.has(t.stem)).length,
    }))
    .sort((x, y) => y.score - x.score || x.order - y.order)[0];
  if (shared && shared.score > 0) return shared.s;
  const first = a.segments[0];
  if (!first) throw new Error(`Archetype ${a.id} has no customer segment`);
  return first;
}

/** The archetype's features the idea lists (by words), in the idea's order; else its own first. */
function featuresOf(a: Archetype, keyFeatures: readonly string[]): ArchetypeFeature[] {
  const picked: ArchetypeFeature[] = [];
  for (const title of keyFeatures) {
    const words = new Set(tokenize(title).map((t) => t.stem));
    const best = a.features
      .map((f) => ({ f, score: tokenize(f.title).filter((t) => words.has(t.stem)).length }))
      .sort((x, y) => y.score - x.score)[0];
    if (best && best.score > 0 && !picked.includes(best.f)) picked.push(best.f);
  }
  for (const f of a.features) if (picked.length < 3 && !picked.includes(f)) picked.push(f);
  return picked;
}

interface Facts {
  a: Archetype;
  lead: CustomerSegment;
  other?: CustomerSegment | undefined;
  features: ArchetypeFeature[];
}

const MISSIONS: ReadonlyArray<(f: Facts) => string> = [
  // No 'with a <kind> they can rely on' after the jobs: nobody relies on a mobile game studio.
  ({ lead }) => {
    const jobs = [...new Set(lead.jobs.slice(0, 2))].map(aboutThem);
    // Software owners' jobs for their customers start with 'let' ('let studio members book ...'):
    // 'To let yoga studio owners let studio members book' doubles the verb.
    const verb = /^let\s/.test(jobs[0] ?? '') ? 'help' : 'let';
    return `To ${verb} ${lead.role.plural} ${joinList(jobs)}`;
  },
  // Not 'to be the <kind> that <customers> choose': players choose games, not a mobile game studio.
  ({ a, lead }) =>
    `Our mission as ${withArticle(a.kind.singular)} is to help ${lead.role.plural} ${aboutThem(lead.jobs[0] ?? '')}`,
  ({ lead, other }) =>
    !other
      ? `We exist so that ${lead.role.plural} can ${aboutThem(lead.jobs[0] ?? '')} without the hassle they put up with today`
      : // Two segments of one role (dog owners who work long days, dog owners going on holiday): one subject.
        other.role.plural === lead.role.plural
        ? `We exist so that ${lead.role.plural} can ${aboutThem(lead.jobs[0] ?? '')}, and also ${aboutThem(other.jobs[0] ?? '')}`
        : `We exist so that ${lead.role.plural} can ${aboutThem(lead.jobs[0] ?? '')}, and ${other.role.plural} can ${aboutThem(other.jobs[0] ?? '')}`,
];

/**
 * The features as a list after a colon: their titles are labels ('roof and usage estimate with
 * payback period', 'job board for the mechanics'), which read wrongly as a sentence's objects
 * without an article ('Homeowners get roof and usage estimate').
 */
const FEATURE_SENTENCES: ReadonlyArray<(f: Facts, list: string) => string> = [
  ({ lead }, list) => `What ${lead.role.plural} get: ${list}`,
  // Not 'at the <kind>': one is at a bakery, but not at a mobile game studio or at an app.
  (_f, list) => `All in one place: ${list}`,
];

const COST_SENTENCES: ReadonlyArray<(list: string) => string> = [
  (list) => `The main costs are ${list}`,
  (list) => `Most of the money goes on ${list}`,
];

const KPI_SENTENCES: ReadonlyArray<(kpis: string) => string> = [
  (kpis) => `The figures to watch are ${kpis}`,
  (kpis) => `Progress shows in ${kpis}`,
];

/** Items without an 'and' of their own first, so a list of two reads unambiguously. */
function simpleFirst(items: readonly string[]): string[] {
  return [...items.filter((i) => !/\sand\s/.test(i)), ...items.filter((i) => /\sand\s/.test(i))];
}

/** One of several sentence shapes, chosen by the seed. */
function shape<T>(rng: Rng, shapes: readonly T[]): T {
  const chosen = shapes[rng.int(0, shapes.length - 1)] ?? shapes[0];
  if (chosen === undefined) throw new Error('No sentence shapes');
  return chosen;
}

/** The features the lead customers use themselves (an online shopper is not given the owner's analytics). */
function leadFeatures(f: Facts): ArchetypeFeature[] {
  const theirs = f.features.filter((x) => x.usedBy.includes(f.lead.id));
  return theirs.length > 0 ? theirs : f.features;
}

/**
 * The value propositions closest to the lead customers (sharing most words with their role, jobs,
 * pains and features), so a bakery's regulars are not sold the cafes' wholesale invoice first.
 */
function leadValues(f: Facts): string[] {
  const words = new Set(
    tokenize(
      [audienceOf(f.lead), ...f.lead.jobs, ...f.lead.pains, ...leadFeatures(f).map((x) => x.title)].join(' '),
    ).map((t) => t.stem),
  );
  return f.a.valuePropositions
    .map((v, order) => ({ v, order, score: tokenize(v).filter((t) => words.has(t.stem)).length }))
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .map((x) => x.v);
}

function valueProposition(f: Facts, rng: Rng): string {
  const values = rng.shuffle(leadValues(f).slice(0, 2));
  const sentence = shape(rng, FEATURE_SENTENCES);
  const features = sentence === FEATURE_SENTENCES[0] ? leadFeatures(f) : f.features;
  const list = joinList(features.slice(0, 3).map((x) => lowerFirst(x.title)));
  return paragraph([...values, sentence(f, list)]);
}

function businessModel(f: Facts, rng: Rng): string {
  const { a } = f;
  const streams = a.revenue.slice(0, 2).map((r) => r.description);
  const costs = [...a.costs]
    .filter((c) => c.kind !== 'acquisition')
    .sort(
      (x, y) =>
        (y.monthly?.high ?? (y.shareOfRevenue ?? 0) * 20000) -
        (x.monthly?.high ?? (x.shareOfRevenue ?? 0) * 20000),
    )
    .slice(0, 3)
    .map((c) => lowerFirst(c.label));
  const acquisition = a.costs.find((c) => c.kind === 'acquisition');
  // No audience here: 'New parents come through ...' reads as new parents, and the channel is
  // often aimed at another side of the business ('search ads for clients' of a freelance market).
  const reach = acquisition ? `Marketing relies on ${lowerFirst(acquisition.label)}` : '';
  const kpis = joinList(simpleFirst(a.kpis).slice(0, 2).map(lowerFirst));
  return paragraph([
    ...streams,
    shape(rng, COST_SENTENCES)(joinList(costs)),
    reach,
    shape(rng, KPI_SENTENCES)(kpis),
  ]);
}

function competitiveAdvantage(f: Facts, rng: Rng): string {
  const { a, lead } = f;
  const features = leadFeatures(f);
  const rivals = joinList(rng.sample(simpleFirst(a.competitors).slice(0, 3), 2).map(lowerFirst));
  const signature = joinList(features.slice(0, 2).map((x) => lowerFirst(x.title)));
  const risk = a.risks[rng.int(0, a.risks.length - 1)];
  const parts = [
    // The audience before the features: a title may end in its own 'for' ('updates for owners').
    `Unlike ${rivals}, it is built for ${lead.role.plural} around ${signature}`,
    // Between dashes, not in brackets: a risk may carry its own ('hidden work (rotten pipework)').
    risk
      ? `Where others are caught out – ${lowerFirst(risk.risk.replace(/\.$/, ''))} – it plans ahead: ${lowerFirst(risk.mitigation)}`
      : '',
    a.compliance.length > 0
      ? `${capitalise(joinList(a.compliance.slice(0, 2)))} ${a.compliance.length === 1 ? 'is' : 'are'} covered from the first day`
      : '',
  ];
  return paragraph(parts);
}

/**
 * Step 2 for the chosen idea: mission, value proposition, business model and advantage of that
 * kind of business (its customers, revenue, costs, competitors and risks), each sentence shape
 * chosen by the seed among several and realised through the grammar layer.
 */
export function generateBusinessDefinition(
  request: GenerateBusinessDefinitionRequest,
  rng: Rng,
): GenerateBusinessDefinitionResponse {
  const a = archetypeForIdea(request);
  const lead = leadSegment(a, request);
  const facts: Facts = {
    a,
    lead,
    other: a.segments.find((s) => s.id !== lead.id),
    features: featuresOf(a, (request.keyFeatures ?? []).filter(Boolean)),
  };
  return {
    missionStatement: paragraph([shape(rng.fork('mission'), MISSIONS)(facts)]),
    valueProposition: valueProposition(facts, rng.fork('value')),
    businessModel: businessModel(facts, rng.fork('model')),
    competitiveAdvantage: competitiveAdvantage(facts, rng.fork('advantage')),
  };
}

/** The first clause of an audience description, lower-cased: 'busy parents who cook' (style guide). */
export function audiencePhrase(targetAudience: string, fallback: string): string {
  const clause = targetAudience.split(/[.;:]|,\s*(especially|including|such as)/i)[0]?.trim() ?? '';
  const text = clause.length >= 3 ? clause : fallback;
  const phrase = /^[A-Z][a-z]/.test(text) ? lowerFirst(text) : text;
  return phrase.length > 110 ? `${phrase.slice(0, 109).replace(/\s+\S*$/, '')}…` : phrase;
}
