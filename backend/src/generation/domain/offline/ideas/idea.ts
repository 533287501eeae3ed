import type { GenerateIdeasResponse } from '../../../../contracts/generation';
import { capitalise, hasDeterminer, joinList, lowerFirst, sentence, withArticle } from '../../grammar';
import { tokenize } from '../../understanding/tokens';
import type { Archetype, CustomerSegment } from '../../knowledge/archetype';
import { industryLabelOf } from '../../knowledge/labels';
import { type Angle, interestTie, skillTie } from './founder-tie';
import { revenueRange } from './revenue-estimate';
import { aboutThem } from './wording';

export type Idea = GenerateIdeasResponse['ideas'][number];

/** 'Dog owners who work full time' (the role with its qualifier). */
export function audienceOf(segment: CustomerSegment): string {
  return [segment.role.plural, segment.qualifier].filter(Boolean).join(' ');
}

/** The target audience: the lead segment in full, then the others of the business. */
export function targetAudience(a: Archetype, lead: CustomerSegment): string {
  const others = a.segments.filter((s) => s.id !== lead.id).map(audienceOf);
  const rest = others.length > 0 ? `; also ${joinList(others)}` : '';
  return capitalise(`${audienceOf(lead)}${rest}`);
}

/** 'its pre-orders for collection', but 'this week’s locations' (a title with its own determiner). */
function ownFeature(title: string): string {
  const phrase = lowerFirst(title);
  return hasDeterminer(phrase) ? phrase : `its ${phrase}`;
}

/** Opening shapes: what the business does for the lead segment, from the lead feature. */
const OPENINGS: ReadonlyArray<(a: Archetype, angle: Angle) => string> = [
  (a, angle) =>
    `${withArticle(a.kind.singular)} that lets ${angle.segment.role.plural} ${aboutThem(angle.feature.action)}, so they can ${aboutThem(angle.feature.benefit)}`,
  (a, angle) =>
    `${withArticle(a.kind.singular)} built around ${ownFeature(angle.feature.title)}: ${angle.segment.role.plural} ${aboutThem(angle.feature.action)}`,
  (a, angle) =>
    `For ${audienceOf(angle.segment)}, ${withArticle(a.kind.singular)} where they can ${aboutThem(angle.feature.action)}`,
];

export function whatItDoes(a: Archetype, angle: Angle, shape: number): string {
  const open = OPENINGS[shape % OPENINGS.length] ?? OPENINGS[0];
  return open ? sentence(open(a, angle)) : '';
}

/** The value proposition that shares most words with the lead feature (ties broken by variant). */
function valueFor(a: Archetype, angle: Angle, variant: number): string {
  const words = new Set(tokenize(`${angle.feature.title} ${angle.feature.action}`).map((t) => t.stem));
  const scored = a.valuePropositions.map((v, i) => ({
    v,
    score:
      tokenize(v).filter((t) => words.has(t.stem)).length * 10 -
      ((i - variant + 100) % a.valuePropositions.length),
  }));
  return scored.sort((x, y) => y.score - x.score)[0]?.v ?? '';
}

/** The key features: the lead feature first, then the rest of the archetype's, up to six. */
export function keyFeaturesOf(a: Archetype, lead: Angle['feature']): string[] {
  return [lead, ...a.features.filter((f) => f.id !== lead.id)].slice(0, 6).map((f) => f.title);
}

export interface IdeaParts {
  archetype: Archetype;
  angle: Angle;
  title: string;
  /** Which of the archetype's pains and value propositions to use (varies between angles). */
  variant: number;
  /** Which opening sentence shape to use (seeded). */
  shape?: number;
  skill?: string | undefined;
  interest?: string | undefined;
  industry?: string | undefined;
  /** False when the founder described the business themselves (no interest or skill to tie to). */
  withTie?: boolean;
  /** The opening sentence when the founder described the business in their own words. */
  opening?: string | undefined;
}

export function buildIdea(p: IdeaParts): Idea {
  const { archetype: a, angle, variant } = p;
  const pain = angle.segment.pains[variant % angle.segment.pains.length] ?? '';
  const value = valueFor(a, angle, variant);
  const opening = p.opening ?? whatItDoes(a, angle, p.shape ?? variant);
  const tie = p.withTie === false ? '' : (skillTie(p.skill, a, angle) ?? interestTie(p.interest, a, angle));
  return {
    businessIdea: p.title,
    description: [opening, sentence(pain), sentence(value), sentence(tie)].filter(Boolean).join(' '),
    targetAudience: targetAudience(a, angle.segment),
    potentialRevenue: revenueRange(a),
    keyFeatures: keyFeaturesOf(a, angle.feature),
    industry: p.industry ?? industryLabelOf(a),
  };
}
