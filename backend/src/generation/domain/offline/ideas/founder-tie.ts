import { capitalise, lowerFirst, withArticle, withCanonicalWords } from '../../grammar';
import type { Archetype, ArchetypeFeature, CustomerSegment } from '../../knowledge/archetype';
import { stemWord } from '../../understanding/tokens';

export interface Angle {
  feature: ArchetypeFeature;
  segment: CustomerSegment;
}

type Tie = (skill: string, a: Archetype, angle: Angle) => string;

const plural = (angle: Angle) => angle.segment.role.plural;
const costOf = (a: Archetype, kind: string) =>
  a.costs.find((c) => c.kind === kind)?.label ?? a.costs[0]?.label ?? '';

/** Skill families and what each lets this founder do for this business, named from its facts. */
const SKILL_TIES: ReadonlyArray<readonly [RegExp, Tie]> = [
  [
    /\b(ai|machine learning|ml|data|analytics|statistic)/i,
    (s, a) =>
      `Your ${s} skills can forecast ${lowerFirst(a.kpis[0] ?? 'demand')} from the first month’s figures.`,
  ],
  [
    /develop|program|coding|code|software|engineer|web|app|javascript|typescript|python|react|tech|front-end|backend/i,
    (s, _a, angle) =>
      `Your ${s} skills let you build ${lowerFirst(angle.feature.title)} yourself rather than pay an agency for it.`,
  ],
  [
    /design|ux|ui|figma|illustrat|graphic|photo|video|art|creative|styl/i,
    (s, _a, angle) =>
      `Your ${s} eye shows in what ${plural(angle)} notice first, from the shopfront to ${lowerFirst(angle.feature.title)}.`,
  ],
  [
    /market|sales|seo|social|content|writ|copy|brand|communicat|network|pr\b/i,
    (s, a, angle) =>
      `With your ${s} experience you can reach ${plural(angle)} before launch and track ${lowerFirst(a.kpis[1] ?? a.kpis[0] ?? 'sign-ups')} from day one.`,
  ],
  [
    /financ|account|business|manag|operation|strateg|consult|project|logistic|mba|schedul/i,
    (s, a) =>
      `Your ${s} background keeps the numbers that decide this business in view from the first month: ${lowerFirst(a.kpis[0] ?? 'margin')} and ${lowerFirst(a.kpis[1] ?? costOf(a, 'fixed'))}.`,
  ],
  [
    /teach|coach|mentor|train|nurs|care|therap|counsel|medic|health|tutor/i,
    (s, _a, angle) => `Your ${s} experience earns the trust ${plural(angle)} look for before they commit.`,
  ],
];

function bare(skill: string): string {
  return withCanonicalWords(
    skill.replace(/\s+(skills?|experience|expertise|background)$/i, '').trim() || skill,
  );
}

/** A skill named as a person ('dentist', 'chef', 'yoga teacher') rather than an activity. */
function isPersonNoun(skill: string): boolean {
  return (
    /(ist|er|or|ian|chef|coach|nurse|barber|baker|planner|tutor|accountant)$/i.test(skill) &&
    !/ing\b/i.test(skill)
  );
}

/** True when the skill is the work of this business itself ('cake decorating' for a bakery). */
function isTheCraft(skill: string, a: Archetype): boolean {
  const words = new Set(
    [...a.keywords, a.kind.singular]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3)
      .map(stemWord),
  );
  return skill
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3)
    .some((w) => words.has(stemWord(w)));
}

/** The sentence that ties an idea to what the founder can do. */
export function skillTie(skill: string | undefined, a: Archetype, angle: Angle): string | undefined {
  if (!skill) return undefined;
  const s = bare(skill);
  if (isTheCraft(s, a) || (isPersonNoun(s) && a.keywords.some((k) => k.toLowerCase() === s.toLowerCase()))) {
    const who = isPersonNoun(s)
      ? `As ${withArticle(s)} you already do the work`
      : `${capitalise(s)} is the work itself`;
    return `${who}, so you can open with ${lowerFirst(angle.feature.title)} and grow from your first ${plural(angle)}.`;
  }
  const tie = SKILL_TIES.find(([pattern]) => pattern.test(s))?.[1];
  return tie?.(s, a, angle);
}

/** The sentence that ties an idea to what the founder cares about. */
export function interestTie(interest: string | undefined, a: Archetype, angle: Angle): string {
  if (!interest) {
    return `Start with ${lowerFirst(angle.feature.title)} for the first ${plural(angle)}, then add the rest as they ask for it.`;
  }
  return `It turns your interest in ${interest} into ${withArticle(a.kind.singular)} that ${plural(angle)} pay for.`;
}
