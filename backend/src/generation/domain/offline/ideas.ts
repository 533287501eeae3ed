import type { Budget } from '../../../contracts/options';
import type { GenerateIdeasRequest, GenerateIdeasResponse } from '../../../contracts/generation';
import type { Rng } from './prng';
import {
  capitalize,
  fill,
  firstSentence,
  keywordsOf,
  phraseCase,
  phrasesOf,
  sentence,
  shorten,
  titleCase,
  withAcronyms,
} from './text';
import type { Audience, IdeaArchetype, IndustryProfile } from './vocabulary/industry-profile';
import { industryFor, resolveIndustry } from './vocabulary/profiles';

type Idea = GenerateIdeasResponse['ideas'][number];

/** Revenue ranges a business started with this budget can plausibly reach, small to large. */
const REVENUE: Record<Budget, readonly string[]> = {
  '0-1000': ['$10K-$50K/year', '$20K-$80K/year', '$25K-$100K/year'],
  '1000-5000': ['$40K-$150K/year', '$50K-$200K/year', '$75K-$250K/year'],
  '5000-10000': ['$80K-$350K/year', '$100K-$400K/year', '$150K-$500K/year'],
  '10000-50000': ['$200K-$800K/year', '$250K-$1M/year', '$300K-$1.2M/year'],
  '50000+': ['$750K-$3M/year', '$1M-$5M/year', '$1.5M-$6M/year'],
};

/** How much capital (1-3) a budget can fund. */
const CAPITAL: Record<Budget, 1 | 2 | 3> = {
  '0-1000': 1,
  '1000-5000': 1,
  '5000-10000': 2,
  '10000-50000': 3,
  '50000+': 3,
};

const SKILL_USES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(ai|machine learning|ml|data science|llm)\b/i,
    'Your {skill} skills make the smart, personalised parts of the product possible without hiring a specialist.',
  ],
  [
    /develop|program|coding|code|software|engineer|web|app|javascript|typescript|python|react|tech/i,
    'Your {skill} skills let you build the first version yourself, which keeps launch costs low.',
  ],
  [
    /design|ux|ui|illustrat|graphic|photo|video|art|creative/i,
    'Your {skill} background lets you craft a polished, trustworthy experience from day one.',
  ],
  [
    /market|sales|seo|social|content|writ|copy|brand|communicat|network/i,
    'With your {skill} experience you can win the first customers without a big advertising budget.',
  ],
  [
    /financ|account|business|manag|operation|strateg|consult|project/i,
    'Your {skill} expertise keeps pricing, operations and unit economics on track from the start.',
  ],
  [
    /teach|coach|mentor|train|nurs|care|therap|counsel|medic|health/i,
    'Your {skill} experience gives you credibility with {audience} and shapes a service they trust.',
  ],
];

function skillSentence(skill: string | undefined, audience: Audience): string {
  if (!skill) return 'It can start small, prove demand with a pilot group and grow from there.';
  const use =
    SKILL_USES.find(([pattern]) => pattern.test(skill))?.[1] ??
    'Your {skill} skills give you a head start on both the product and its first customers.';
  // 'AI skills' (what Quick Generate sends) would read 'Your AI skills skills': the templates
  // add their own noun.
  const bare = skill.replace(/\s+(skills?|experience|expertise|background)$/i, '') || skill;
  return fill(use, { skill: bare, audience: audience.short.toLowerCase() });
}

function orderArchetypes(profile: IndustryProfile, budget: Budget, rng: Rng): IdeaArchetype[] {
  const affordable = profile.archetypes.filter((a) => a.capital <= CAPITAL[budget]);
  const rest = profile.archetypes.filter((a) => a.capital > CAPITAL[budget]);
  return [...rng.shuffle(affordable), ...rng.shuffle(rest)];
}

function keyFeatures(archetype: IdeaArchetype, topic: string, skills: string[], rng: Rng): string[] {
  const all = archetype.features.map((f) => fill(f, { topic }));
  const n = rng.int(4, Math.min(6, Math.max(4, all.length)));
  const chosen = [...all.slice(0, 3), ...rng.sample(all.slice(3), n - 3)];
  const wantsAi = skills.some((s) => /\b(ai|machine learning|ml|data science|llm)\b/i.test(s));
  if (wantsAi && !chosen.some((f) => /\bai\b|recommend|smart|personali/i.test(f))) {
    chosen[chosen.length - 1] = `AI-powered ${topic} recommendations`;
  }
  return chosen.map(capitalize);
}

function revenueFor(budget: Budget, archetype: IdeaArchetype, rng: Rng): string {
  const ranges = REVENUE[budget];
  const index = Math.min(ranges.length - 1, archetype.capital - 1 + rng.int(0, 1));
  return ranges[Math.max(0, index)] ?? ranges[0] ?? '$50K-$200K/year';
}

export function generateIdeas(request: GenerateIdeasRequest, count: number, rng: Rng): GenerateIdeasResponse {
  const profile = resolveIndustry(request.industry, request.customIndustry);
  const interestTopics = phrasesOf(request.interests, 5).map(withAcronyms);
  const topics = interestTopics.length > 0 ? interestTopics : profile.topics;
  const skills = phrasesOf(request.skills, 4).map(withAcronyms);
  const archetypes = orderArchetypes(profile, request.budget, rng.fork('archetypes'));
  const audienceRng = rng.fork('audiences');
  const pick = rng.fork('details');

  const ideas: Idea[] = [];
  const titles = new Set<string>();
  const attempts = Math.max(count * 12, 60);
  for (let j = 0; ideas.length < count && j < attempts; j += 1) {
    const archetype = archetypes[j % archetypes.length];
    const topic = topics[(j + Math.floor(j / archetypes.length)) % topics.length];
    const suited = archetype
      ? archetype.audiences.map((i) => profile.audiences[i]).filter((a): a is Audience => Boolean(a))
      : [];
    const pool = suited.length > 0 ? suited : profile.audiences;
    const audience =
      pool[
        (audienceRng.int(0, pool.length - 1) + Math.floor(j / (archetypes.length * topics.length))) %
          pool.length
      ];
    if (!archetype || !topic || !audience) break;
    const base = fill(archetype.title, { topic });
    let title = base;
    let forAudience = audience;
    if (titles.has(title.toLowerCase())) {
      const free = [audience, ...pool, ...profile.audiences].find(
        (a) => !titles.has(`${base} for ${a.short}`.toLowerCase()),
      );
      if (!free) continue;
      forAudience = free;
      title = `${base} for ${free.short}`;
    }
    titles.add(title.toLowerCase());
    // Pitches name the audience briefly; the target audience field says it in full.
    const values = { topic, audience: phraseCase(forAudience.short) };
    ideas.push({
      businessIdea: title,
      description: [
        sentence(fill(archetype.pitch, values)),
        sentence(archetype.problem),
        skillSentence(skills[ideas.length % Math.max(1, skills.length)], forAudience),
      ].join(' '),
      targetAudience: capitalize(`${forAudience.long}, especially those interested in ${topic}`),
      potentialRevenue: revenueFor(request.budget, archetype, pick),
      keyFeatures: keyFeatures(archetype, topic, skills, pick),
      industry: profile.label,
    });
  }
  return { ideas };
}

/** Archetype features that share the most words with `text`, filled with its topic. */
function featuresFor(text: string, profile: IndustryProfile, topic: string, rng: Rng): string[] {
  const words = new Set(keywordsOf(text, 30));
  const scored = profile.archetypes
    .flatMap((a) => a.features)
    .map((f) => fill(f, { topic }))
    .map((f) => ({ f, score: keywordsOf(f, 10).filter((w) => words.has(w)).length + rng.next() * 0.5 }))
    .sort((a, b) => b.score - a.score);
  return [...new Set(scored.map((s) => capitalize(s.f)))].slice(0, 5);
}

/** A full idea from a free-text one ("An app that helps dog owners find sitters"). */
export function ideaFromText(text: string, budget: Budget | undefined, rng: Rng): Idea {
  const clean = text.replace(/\s+/g, ' ').trim();
  const profile = industryFor(undefined, clean);
  const generic = new Set([
    'marketplace',
    'platform',
    'app',
    'service',
    'tool',
    'online',
    'website',
    'business',
    'company',
  ]);
  const topic =
    keywordsOf(clean, 8)
      .filter((w) => !generic.has(w))
      .slice(0, 2)
      .join(' ') || rng.pick(profile.topics);
  const archetype =
    profile.archetypes
      .map((a) => ({
        a,
        score:
          keywordsOf(`${a.title} ${a.pitch} ${a.features.join(' ')}`, 60).filter((w) =>
            clean.toLowerCase().includes(w),
          ).length +
          rng.next() * 0.5,
      }))
      .sort((x, y) => y.score - x.score)[0]?.a ?? rng.pick(profile.archetypes);
  const audience = profile.audiences[rng.pick(archetype.audiences)] ?? rng.pick(profile.audiences);
  const first = firstSentence(clean);
  const title =
    first.length <= 60 ? titleCase(first) : titleCase(shorten(keywordsOf(first, 5).join(' '), 60));
  const description =
    clean.length > 80 ? shorten(clean, 600) : `${sentence(capitalize(clean))} ${sentence(archetype.problem)}`;
  return {
    businessIdea: shorten(title, 300),
    description,
    targetAudience: capitalize(audience.long),
    potentialRevenue: revenueFor(budget ?? '1000-5000', archetype, rng),
    keyFeatures: featuresFor(clean, profile, topic, rng),
    industry: profile.label,
  };
}
