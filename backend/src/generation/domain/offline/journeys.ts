import type { GenerateUserStoriesResponse } from '../../../contracts/generation';
import { capitalise, lowerFirst, sentence } from '../grammar';
import type { Archetype, ArchetypeFamily, ArchetypeFeature, CustomerSegment } from '../knowledge/archetype';
import type { Rng } from './prng';

type Journey = GenerateUserStoriesResponse['userJourneys'][number];

/** How customers of each family of business first hear of one (the journey's first step). */
const DISCOVERY: Record<ArchetypeFamily, readonly string[]> = {
  retail: [
    'walking past the shop window',
    'from a friend who shops there',
    'on Google Maps while searching nearby',
  ],
  'food-and-drink': [
    'walking past on the high street',
    'from a neighbour’s Instagram story',
    'on Google Maps while looking for somewhere open',
  ],
  'local-services': [
    'from a neighbour’s recommendation',
    'in a local Facebook group',
    'through a Google search with the town’s name',
  ],
  // Each phrase holds for every business of its family: nobody 'already goes' to a wedding
  // photographer, and an adult learner meets no parent at the school gate.
  'personal-services': [
    'from a friend’s recommendation',
    'through reviews on Google',
    'from a post on Instagram',
  ],
  'professional-services': [
    'from a referral by their accountant',
    'through a LinkedIn post',
    'after a talk at a local business event',
  ],
  agencies: [
    'through a case study shared on LinkedIn',
    'from a referral by a past client',
    'in a search for specialists in their industry',
  ],
  education: ['from a friend’s recommendation', 'through reviews on Google', 'at an open day'],
  'health-and-wellness': [
    'from their doctor’s referral',
    'through reviews on Google',
    'from a friend who recommends it',
  ],
  'b2b-saas': [
    'through a peer in an industry forum',
    'from a comparison article while looking for a tool',
    'at an industry conference stand',
  ],
  'consumer-apps': ['from an App Store feature', 'through a friend’s invite', 'from a short video on TikTok'],
  marketplaces: [
    'while searching for someone local',
    'through a friend who used it last month',
    'from a search ad',
  ],
  ecommerce: ['through an Instagram ad', 'from a friend’s unboxing post', 'in a gift guide'],
  subscriptions: [
    'from a friend’s referral code',
    'through an Instagram ad with a first-box offer',
    'in a review roundup',
  ],
  'media-and-creators': [
    'from a clip shared on social media',
    'through a recommendation in another newsletter',
    'in a search for the topic',
  ],
  hardware: ['in a review video', 'from a crowdfunding page shared by a friend', 'at a trade show demo'],
  'non-profits': ['from a friend who volunteers', 'through a local news story', 'at a community event'],
};

/** First person to third person, for steps told about the persona ('collect my loaf' -> 'collect their loaf'). */
export function thirdPerson(phrase: string): string {
  // A company's people speak as 'we' ('describe our systems', 'answers we have given before').
  return phrase
    .replace(/\b(my|our)\b/g, 'their')
    .replace(/\b(mine|ours)\b/g, 'theirs')
    .replace(/\b(I|we) am\b/g, 'they are')
    .replace(/\bwe are\b/g, 'they are')
    .replace(/\b(I|we)\b/g, 'they')
    .replace(/\b(me|us)\b/g, 'them')
    .replace(/\b(myself|ourselves)\b/g, 'themselves');
}

export interface JourneyInput {
  archetype: Archetype;
  segment: CustomerSegment;
  persona: string;
  business: string;
  /** The features being built, in order; the journey walks through the ones this segment uses. */
  features: readonly ArchetypeFeature[];
  rng: Rng;
}

export function journeyOf(input: JourneyInput): Journey {
  const { archetype, segment, business, rng } = input;
  const name = segment.persona.firstName;
  const own = input.features.filter((f) => f.usedBy.includes(segment.id));
  // A person only walks through the features they use; others' features do not fit their day.
  const used = (own.length > 0 ? own : input.features).slice(0, 3);
  const firstJob = thirdPerson(segment.jobs[0] ?? used[0]?.action ?? 'get what they came for');
  const laterJobs = segment.jobs.map(thirdPerson).filter((job) => job !== firstJob);
  const benefit = used[0]?.benefit.trim() ?? '';
  const outcome = /^not /i.test(benefit)
    ? `No longer has to ${thirdPerson(benefit.slice(4))}`
    : benefit
      ? `Is able to ${thirdPerson(benefit)}`
      : undefined;
  const steps = [
    `Hears about ${business} ${rng.pick(DISCOVERY[archetype.family])}`,
    // A title with its own 'to' ('service pages for families to share', 'upgrade to paid') runs
    // into the purpose's 'to' ('... to share to share a private page'): a comma keeps them apart.
    ...used.map(
      (f) =>
        `Uses ${lowerFirst(f.title)}${/\sto\s/i.test(f.title) ? ', in order' : ''} to ${thirdPerson(f.action)}`,
    ),
    ...(outcome ? [outcome] : []),
  ];
  for (const job of laterJobs) if (steps.length < 5) steps.push(`Comes back to ${job}`);
  // Not 'Tells a friend': a hospice manager or a sales manager passes a supplier on to a peer.
  if (steps.length < 5) steps.push(`Recommends ${business} to another ${segment.role.singular}`);
  const scenario = [sentence(`${name} wants to ${firstJob}`), segment.pains[0] ?? '']
    .filter(Boolean)
    .join(' ');
  return { persona: input.persona, scenario, steps: steps.map((s) => capitalise(s)) };
}
