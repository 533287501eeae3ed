import { vibePlatforms } from '../../../contracts/options';
import { generateVibeCodingResponseSchema } from '../../../contracts/generation';
import { petSitterIdea, vibeRequest } from '../fixtures.test-helper';
import { requireArchetype } from '../knowledge';
import { createRng } from './prng';
import { generateUserStories } from './stories';
import { generateTechDocumentation } from './tech-docs';
import { generateVibeCoding } from './vibe-coding';

/** A bakery's project as the wizard holds it after step 7, built by the offline generator. */
function bakeryProject(platform: (typeof vibePlatforms)[number]) {
  const bakery = requireArchetype('artisan-bakery');
  const idea = {
    businessIdea: 'Sourdough bakery on the high street',
    description: bakery.description,
    targetAudience: 'Local regulars, party hosts and cafes nearby',
    potentialRevenue: '$150K-$300K/year',
    keyFeatures: bakery.features.slice(0, 5).map((f) => f.title),
    industry: 'Food and drink',
  };
  const stories = generateUserStories(
    { ...idea, coreFeatures: idea.keyFeatures, businessModel: '', businessName: 'Crumb & Co' },
    createRng(1),
  );
  const docs = generateTechDocumentation({
    businessIdea: idea.businessIdea,
    userStories: stories.generatedStories,
    targetAudience: idea.targetAudience,
    complexity: 'simple',
    budget: 'startup',
  });
  return generateVibeCoding({
    promptType: platform,
    projectData: {
      ideaGeneration: { selectedIdea: idea },
      nameGeneration: { selectedName: { name: 'Crumb & Co', domain: 'crumbandco.com', description: 'x' } },
      techDocumentation: docs,
      userStories: { coreFeatures: idea.keyFeatures, ...stories },
    },
  });
}

const PLATFORM_WORDS = {
  replit: /Replit/,
  bolt: /Bolt\.new|WebContainer/,
  lovable: /Lovable/,
  v0: /v0|App Router/,
  universal: /any AI coding assistant/,
};

describe('generateVibeCoding', () => {
  it.each(vibePlatforms)(
    'writes a detailed %s build prompt with everything the project decided',
    (platform) => {
      const output = generateVibeCoding(vibeRequest(platform));
      expect(generateVibeCodingResponseSchema.safeParse(output).success).toBe(true);
      const { prompt } = output;
      expect(prompt).toMatch(PLATFORM_WORDS[platform]);
      for (const expected of [
        'Pawsitter',
        petSitterIdea.businessIdea,
        petSitterIdea.targetAudience,
        ...petSitterIdea.keyFeatures,
        'Next.js',
        'PostgreSQL (Neon)',
        '#1E40AF',
        '#0E7490',
        '#F59E0B',
        '#475569',
        'Poppins',
        'Lato',
        'Support dark mode and Spanish translations.',
        'I get a confirmation email',
      ]) {
        expect(prompt).toContain(expected);
      }
      expect(prompt.length).toBeGreaterThan(2500);
    },
  );

  it('gives each platform its own instructions', () => {
    const prompts = vibePlatforms.map((p) => generateVibeCoding(vibeRequest(p)).prompt);
    expect(new Set(prompts).size).toBe(vibePlatforms.length);
  });

  it('writes a proper README.md', () => {
    const { readme } = generateVibeCoding(vibeRequest('universal'));
    expect(readme.startsWith('# Pawsitter\n')).toBe(true);
    for (const heading of [
      '## Features',
      '## Tech stack',
      '## Getting started',
      '### Environment variables',
      '## Project structure',
      '## Brand',
      '## License',
    ]) {
      expect(readme).toContain(heading);
    }
    expect(readme).toContain('npm install');
    expect(readme).toContain('`DATABASE_URL`');
    expect(readme).toContain('`STRIPE_SECRET_KEY`');
    for (const feature of petSitterIdea.keyFeatures) expect(readme).toContain(`- ${feature}`);
    expect((readme.match(/```/g) ?? []).length % 2).toBe(0);
  });

  it.each(['lovable', 'bolt'] as const)(
    'asks %s for exactly the bakery’s sized stack and app: its pages, records, integrations and rules',
    (platform) => {
      const { prompt, readme } = bakeryProject(platform);
      expect(prompt).toContain('runs on Square Online: do not build a checkout');
      expect(prompt).toContain(
        'Pre-orders for collection: where a local regular can reserve tomorrow’s bread and pick a collection time',
      );
      expect(prompt).toContain('skip a week when they are away');
      expect(prompt).toMatch(/`wholesale_accounts`|`allergens`/);
      expect(prompt).toContain('- Stripe Billing for bread club subscription');
      expect(prompt).toMatch(/## Compliance\n- Food hygiene and allergen law/);
      expect(prompt).toMatch(/## Who uses it\n- A local regular who shops on the high street: /);
      for (const text of [prompt, readme]) expect(text).not.toMatch(/Kafka|EKS|ECS|ElastiCache|Kubernetes/);
      expect(readme).toContain('`SQUARE_ACCESS_TOKEN`');
    },
  );
});
