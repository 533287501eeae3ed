import type { GenerateUserStoriesRequest, GenerateUserStoriesResponse } from '../../../contracts/generation';
import { analyzeFeature, entityWords } from './features';
import { buildJourneys, buildPersonas, type Persona } from './personas';
import type { Rng } from './prng';
import { capitalize, fill, firstSentence, lowerFirst, shorten } from './text';
import { industryFor } from './vocabulary/profiles';

type Story = GenerateUserStoriesResponse['generatedStories'][number];
type Priority = Story['priority'];

const FIBONACCI = [1, 2, 3, 5, 8, 13] as const;

/** The Fibonacci number at `steps` positions from `points` (clamped to the scale). */
function fib(points: number, steps: number): number {
  const index = FIBONACCI.findIndex((p) => p >= points);
  const at = Math.max(
    0,
    Math.min(FIBONACCI.length - 1, (index === -1 ? FIBONACCI.length - 1 : index) + steps),
  );
  return FIBONACCI[at] ?? 3;
}

function priorityAt(index: number, total: number): Priority {
  if (index < Math.ceil(total / 3)) return 'high';
  if (index < Math.ceil((2 * total) / 3)) return 'medium';
  return 'low';
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function id(n: number): string {
  return `US-${String(n).padStart(3, '0')}`;
}

/** Unique, trimmed features in the user's order. */
function cleanFeatures(features: readonly string[]): string[] {
  const seen = new Set<string>();
  return features
    .map((f) => f.replace(/\s+/g, ' ').trim())
    .filter((f) => f && !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase()));
}

function featureStory(feature: string, index: number, total: number, persona: Persona, rng: Rng): Story {
  const analysis = analyzeFeature(feature);
  const words = entityWords(analysis.entity);
  const values = {
    feature: lowerFirst(feature),
    entity: words.one,
    entities: words.many,
    persona: persona.role,
  };
  const goal = analysis.concept
    ? fill(analysis.concept.goal, values)
    : `use ${values.feature} to create and manage my ${words.many}`;
  const benefit = analysis.concept
    ? analysis.concept.benefit
    : `I can keep my ${words.many} organised in one place`;
  const criteria = [
    `Given I am signed in as ${article(persona.role)} ${persona.role}, I can open ${values.feature} from the main navigation in one click`,
    ...rng.sample(analysis.criteria, rng.int(2, 4)).map((c) => fill(c, values)),
  ];
  return {
    id: id(index + 2),
    title: shorten(capitalize(feature), 300),
    description: `As ${article(persona.role)} ${persona.role}, I want to ${goal} so that ${benefit}.`,
    priority: priorityAt(index, total),
    storyPoints: fib(analysis.points, rng.int(-1, 0)),
    acceptanceCriteria: criteria,
  };
}

export function generateUserStories(
  request: GenerateUserStoriesRequest,
  rng: Rng,
): GenerateUserStoriesResponse {
  const features = cleanFeatures(request.coreFeatures);
  const profile = industryFor(request.industry, request.businessIdea, request.targetAudience);
  const personas = buildPersonas(request.targetAudience, profile, features, rng.fork('personas'));
  const product = request.businessName?.trim() || shorten(firstSentence(request.businessIdea), 40);
  const lead = personas[0];
  const leadRole = lead?.role ?? 'customer';

  const onboarding: Story = {
    id: id(1),
    title: 'Sign up and set up my account',
    description: `As ${article(leadRole)} ${leadRole}, I want to create an account and tell ${product} what I need so that everything I see is relevant to me.`,
    priority: 'high',
    storyPoints: 3,
    acceptanceCriteria: [
      'I can sign up with email and password; the password needs at least 8 characters with a letter and a number',
      'I must confirm my email address before my data is shared with anyone',
      'Onboarding asks at most three questions, can be skipped and can be changed later in settings',
      'I can sign out and sign back in on another device and find my data unchanged',
    ],
  };
  const storyRng = rng.fork('stories');
  const stories = features.map((feature, i) =>
    featureStory(
      feature,
      i,
      features.length,
      personas[i % Math.max(1, personas.length)] ?? {
        firstName: '',
        role: leadRole,
        user: { name: '', profile: '', goals: [], frustrations: [] },
      },
      storyRng,
    ),
  );
  const hasInsights = features.some((f) => analyzeFeature(f).concept?.id === 'analytics');
  const insights: Story[] = hasInsights
    ? []
    : [
        {
          id: id(features.length + 2),
          title: 'See how the business is doing',
          description: `As an administrator of ${product}, I want to see a simple overview of sign-ups, activity and revenue so that I can decide what to improve next.`,
          priority: 'low',
          storyPoints: 5,
          acceptanceCriteria: [
            'An admin page shows new sign-ups, active users and revenue for the last 30 days',
            'Each figure can be compared with the previous period',
            'Only users with the admin role can open the page',
          ],
        },
      ];
  const targetUsers = personas.map((p) => p.user);
  return {
    targetUsers,
    userJourneys: buildJourneys(personas, product, features, rng.fork('journeys')),
    generatedStories: [onboarding, ...stories, ...insights].slice(0, 200),
  };
}
