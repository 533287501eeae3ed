import { GenerationFailed } from '../../domain/errors';
import { petSitterIdea } from '../../domain/fixtures.test-helper';
import type { FakeReply, RecordedRequest } from './fake-openai-server.test-helper';

/** Canned provider answers for the OpenAiGenerator specs, one per task. */

export const KEY = 'sk-test-1234567890';
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320"><rect width="320" height="320" fill="#1E40AF"/><text x="10" y="200">Paw &amp; Co</text></svg>';

export const answers: Record<string, unknown> = {
  ideas: {
    ideas: [
      petSitterIdea,
      { ...petSitterIdea, businessIdea: 'Dog Walking Club' },
      { ...petSitterIdea, businessIdea: 'Cat Hotel Finder' },
      { ...petSitterIdea, businessIdea: 'Extra' },
    ],
  },
  ideaFromText: { idea: petSitterIdea },
  businessDefinition: {
    missionStatement: 'To help dog owners travel calmly.',
    valueProposition: 'Trusted sitters in minutes.',
    businessModel: '15% commission per booking.',
    competitiveAdvantage: 'Verified sitters only.',
  },
  names: {
    names: [
      { name: 'Pawsome', description: 'Playful.' },
      { name: 'Paw', description: 'Too short for medium.' },
      { name: 'pawsome', description: 'Duplicate.' },
      { name: 'Sitterly', description: 'Modern.' },
      { name: 'Tailwise', description: 'Smart.' },
    ],
  },
  styleGuide: {
    colors: { primary: '#A5B4FC', secondary: '#FDE68A', accent: '#F59E0B', neutral: '#CBD5E1' },
    fontPrimary: 'Poppins',
    fontSecondary: 'Lato',
    brandPersonality: ['Friendly'],
    designPrinciples: ['Be clear.'],
  },
  logos: {
    logos: [
      { svg: SVG, description: 'A blue tile with the name.' },
      { svg: SVG.replace('#1E40AF', '#0E7490'), description: 'A teal tile.' },
    ],
  },
  userStories: {
    targetUsers: [
      {
        name: 'Dana, a dog owner',
        profile: 'Travels for work.',
        goals: ['Find a sitter'],
        frustrations: ['No-shows'],
      },
    ],
    userJourneys: [
      { persona: 'Dana, a dog owner', scenario: 'Books a sitter.', steps: ['Searches', 'Books', 'Pays'] },
    ],
    generatedStories: [
      {
        id: 'US-001',
        title: 'Online booking and payments',
        description: 'As a dog owner, I want to book so that my dog is cared for.',
        priority: 'high',
        storyPoints: 5,
        acceptanceCriteria: ['Free slots only', 'Confirmation email', 'Cancel up to 24h before'],
      },
    ],
  },
  techDocumentation: {
    techStack: { frontend: ['Next.js'], backend: ['Node.js'], database: ['PostgreSQL'], hosting: ['Vercel'] },
    architecture: {
      type: 'Monolith',
      components: [{ name: 'Web app', description: 'UI and API', technologies: ['Next.js'] }],
    },
    apiSpecification: {
      endpoints: [
        {
          method: 'POST',
          path: '/api/bookings',
          description: 'Book',
          parameters: [{ name: 'startsAt', type: 'string', required: true }],
        },
      ],
    },
    databaseSchema: {
      tables: [{ name: 'bookings', fields: [{ name: 'id', type: 'UUID', constraints: 'PRIMARY KEY' }] }],
    },
  },
  vibeCoding: { prompt: '# Build Pawsome', readme: '# Pawsome' },
};

/** Answers each request with the canned answer of its task (read from the system prompt). */
export function byTask(overrides: Record<string, FakeReply> = {}): (request: RecordedRequest) => FakeReply {
  return (request) => {
    const task = /^Task: (\w+)\./.exec(request.body.messages?.[0]?.content ?? '')?.[1] ?? '';
    return overrides[task] ?? { content: JSON.stringify(answers[task]) };
  };
}

export async function failure(promise: Promise<unknown>): Promise<GenerationFailed> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GenerationFailed) return error;
    throw error;
  }
  throw new Error('Expected GenerationFailed, but the call succeeded');
}
