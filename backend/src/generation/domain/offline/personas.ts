import type { GenerateUserStoriesResponse } from '../../../contracts/generation';
import { analyzeFeature } from './features';
import type { Rng } from './prng';
import { capitalize, fill, sentence, shorten, singular } from './text';
import { genericStep } from './vocabulary/feature-concepts';
import type { IndustryProfile } from './vocabulary/industry-profile';

type TargetUser = GenerateUserStoriesResponse['targetUsers'][number];
type Journey = GenerateUserStoriesResponse['userJourneys'][number];

const FIRST_NAMES = [
  'Maya',
  'Noah',
  'Sara',
  'Lucas',
  'Amara',
  'Ethan',
  'Hana',
  'Diego',
  'Ines',
  'Kofi',
  'Yuki',
  'Omar',
];

/** A persona: who it is, and the role word stories use ("As a clinic manager..."). */
export interface Persona {
  user: TargetUser;
  firstName: string;
  role: string;
}

/** 'Busy parents who want healthy meals' -> 'busy parent'. */
export function roleFromAudience(targetAudience: string): string | undefined {
  const head = targetAudience
    .toLowerCase()
    .split(/\b(?:who|that|with|looking|interested|wanting|seeking|in need)\b|[,.;:(]/)[0]
    ?.trim()
    .replace(/^(the|all|any|many|most)\s+/, '');
  if (!head || head.length < 3) return undefined;
  const words = head.split(/\s+/).slice(-4);
  const last = words[words.length - 1] ?? '';
  words[words.length - 1] = singular(last);
  return words.join(' ');
}

function featureGoal(feature: string): string {
  return `Get value from ${feature.charAt(0).toLowerCase()}${feature.slice(1)} in the first session, without training`;
}

export function buildPersonas(
  targetAudience: string,
  profile: IndustryProfile,
  features: readonly string[],
  rng: Rng,
): Persona[] {
  const names = rng.shuffle(FIRST_NAMES);
  const archetypes = rng.shuffle(profile.personas);
  const personas: Persona[] = [];
  const role = roleFromAudience(targetAudience);
  if (role) {
    const firstName = names[0] ?? 'Maya';
    const base = archetypes[0];
    personas.push({
      firstName,
      role,
      user: {
        name: `${firstName}, ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`,
        profile:
          sentence(shorten(capitalize(targetAudience.trim()), 400)) +
          ` ${firstName} wants to ${rng.pick(profile.outcomes)} and mostly uses a phone between other tasks.`,
        goals: [
          featureGoal(features[0] ?? 'the product'),
          capitalize(rng.pick(profile.outcomes)),
          ...(base ? base.goals.slice(0, 2) : []),
        ],
        frustrations: [capitalize(rng.pick(profile.pains)), ...(base ? base.frustrations.slice(0, 2) : [])],
      },
    });
  }
  for (const archetype of archetypes) {
    if (personas.length >= 3) break;
    if (role && archetype.role === role) continue;
    const firstName = archetype.firstName;
    const feature = features[personas.length % Math.max(1, features.length)];
    personas.push({
      firstName,
      role: archetype.role,
      user: {
        name: `${firstName}, the ${archetype.role}`,
        profile: archetype.profile,
        goals: [...archetype.goals, ...(feature ? [featureGoal(feature)] : [])],
        frustrations: [...archetype.frustrations],
      },
    });
  }
  return personas;
}

export function buildJourneys(
  personas: readonly Persona[],
  productName: string,
  features: readonly string[],
  rng: Rng,
): Journey[] {
  const channels = [
    'a recommendation from a friend',
    'a search for a solution',
    'a post in an online community',
    'a short video ad',
    'a newsletter mention',
  ];
  return personas.map((persona, index) => {
    const own =
      features.length > 0 ? [0, 1, 2].map((k) => features[(index + k) % features.length] ?? '') : [];
    const used = [...new Set(own.filter(Boolean))];
    const steps = [
      `Discovers ${productName} through ${rng.pick(channels)}`,
      'Signs up with email in under a minute and answers two onboarding questions',
      ...used.map((feature) => {
        const analysis = analyzeFeature(feature);
        const step = fill(analysis.concept?.step ?? genericStep, {
          entity: analysis.entity.replace(/_/g, ' '),
        });
        return `Opens ${feature.charAt(0).toLowerCase()}${feature.slice(1)}: ${step}`;
      }),
      'Sees a clear result on the home screen and gets a summary by email',
      'Comes back the next week and recommends it to a colleague',
    ];
    const scenario = used[0]
      ? `${persona.firstName} tries ${used[0].charAt(0).toLowerCase()}${used[0].slice(1)} for the first time and wants a useful result without asking anyone for help.`
      : `${persona.firstName} tries ${productName} for the first time.`;
    return { persona: persona.user.name, scenario, steps };
  });
}
