import type { GenerateIdeasRequest, GenerateIdeasResponse } from '../../../contracts/generation';
import { titleCase } from '../grammar';
import { allArchetypes } from '../knowledge';
import type { Archetype } from '../knowledge/archetype';
import { listedNouns } from '../understanding/founder-nouns';
import { understandFounder, type Understanding } from '../understanding/understand';
import { angleOf } from './ideas/angles';
import { buildIdea, type Idea } from './ideas/idea';
import { ideaTitle } from './ideas/titles';
import type { Rng } from './prng';

export { ideaFromText } from './ideas/from-text';

/**
 * The order in which kinds of business are offered: those the founder's words or industry match,
 * best first; then the rest of the best match's family; then the rest of the industry; then the
 * others in a seeded order, so a long list (25 ideas) still reaches different families.
 */
function archetypeOrder(u: Understanding, industry: string | undefined, rng: Rng): Archetype[] {
  // Ties (often several archetypes with only the industry prior) are broken by the seed.
  const tiebreak = new Map(u.ranking.map((r) => [r.archetype.id, rng.next()]));
  const scored = u.ranking
    .filter((r) => r.total > 0)
    .sort(
      (x, y) =>
        y.total - x.total || (tiebreak.get(x.archetype.id) ?? 0) - (tiebreak.get(y.archetype.id) ?? 0),
    )
    .map((r) => r.archetype);
  const first = scored.length > 0 ? scored : [u.primary];
  const seen = new Set(first.map((a) => a.id));
  const take = (list: readonly Archetype[]) => list.filter((a) => !seen.has(a.id) && seen.add(a.id));
  const family = take(allArchetypes.filter((a) => a.family === u.primary.family));
  const sameIndustry = take(rng.shuffle(allArchetypes.filter((a) => a.industry === industry)));
  const rest = take(rng.shuffle([...allArchetypes]));
  return [...first, ...family, ...sameIndustry, ...rest];
}

/** How many ideas each archetype in order gets: more angles on the best fits, one on the rest. */
function quotas(count: number, confident: boolean): number[] {
  if (!confident) return Array.from({ length: count }, () => 1);
  if (count <= 3) return [Math.min(2, count), 1];
  return [Math.ceil(count * 0.25), Math.ceil(count * 0.15), count >= 10 ? 2 : 1];
}

/** The founder's interests and skills, each as their own words. */
function founderLists(request: GenerateIdeasRequest) {
  return { interests: listedNouns(request.interests ?? ''), skills: listedNouns(request.skills ?? '') };
}

/**
 * Ideas for step 1: as many as requested, each a different kind of business or a different way
 * into the founder's best-matching one (what it sells first, to whom, how it earns), tied to their
 * interests and skills, ranked by fit. Never a concept crossed with an audience.
 */
export function generateIdeas(request: GenerateIdeasRequest, count: number, rng: Rng): GenerateIdeasResponse {
  const u = understandFounder({
    interests: request.interests,
    skills: request.skills,
    industry: request.industry,
    customIndustry: request.customIndustry,
  });
  const { interests, skills } = founderLists(request);
  const order = archetypeOrder(u, request.industry || undefined, rng.fork('order'));
  const shares = quotas(count, u.confident);
  const customIndustry =
    request.industry === 'other' && request.customIndustry?.trim()
      ? titleCase(request.customIndustry.trim())
      : undefined;
  const start = rng.fork('shapes').int(0, 2);
  const offset = rng.fork('variants').int(0, 5);

  const ideas: Idea[] = [];
  const titles = new Set<string>();
  order.forEach((archetype, i) => {
    const share = Math.min(shares[i] ?? 1, count - ideas.length);
    let made = 0;
    for (let k = 0; k < archetype.features.length && made < share; k += 1) {
      const angle = angleOf(archetype, k);
      const title = ideaTitle(archetype, angle, start + ideas.length, titles);
      if (!title) continue;
      titles.add(title.toLowerCase());
      const n = ideas.length;
      ideas.push(
        buildIdea({
          archetype,
          angle,
          title,
          variant: k + offset,
          shape: start + n,
          skill: skills.length > 0 ? skills[n % skills.length] : undefined,
          interest: interests.length > 0 ? interests[n % interests.length] : undefined,
          industry: archetype.id === u.primary.id ? customIndustry : undefined,
        }),
      );
      made += 1;
    }
  });
  return { ideas };
}
