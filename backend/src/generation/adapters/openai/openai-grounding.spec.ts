import {
  generateTechDocumentationResponseSchema,
  generateUserStoriesResponseSchema,
  type GenerateTechDocumentationRequest,
  type GenerateUserStoriesRequest,
} from '../../../contracts/generation';
import { OfflineGenerator } from '../../domain/offline/offline-generator';
import { storyRoleProblem } from '../../domain/offline/story-grammar';
import { answers, byTask, KEY } from './canned-answers.test-helper';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.test-helper';
import { OpenAiGenerator } from './openai-generator';

const bakeryStories: GenerateUserStoriesRequest = {
  businessIdea: 'A sourdough bakery on the high street with bread, pastries and cakes to order',
  targetAudience: 'Locals who shop on the high street',
  coreFeatures: ['Pre-orders for collection', 'Bread club subscription', 'Custom cake orders with deposits'],
  businessModel: 'Counter sales and a bread club',
  businessName: 'Crumb & Co',
};
const bakeryDocs: GenerateTechDocumentationRequest = {
  businessIdea: bakeryStories.businessIdea,
  targetAudience: bakeryStories.targetAudience,
  complexity: 'simple',
  budget: 'startup',
  userStories: bakeryStories.coreFeatures.map((title) => ({ title, description: '' })),
};

function lastRequest(server: FakeOpenAiServer) {
  const request = server.requests[server.requests.length - 1];
  const [system, user] = request?.body.messages ?? [];
  return {
    system: system?.content ?? '',
    user: JSON.parse(user?.content ?? '{}') as Record<string, unknown>,
  };
}

describe('OpenAiGenerator grounded in the knowledge base, with the offline generator behind every field', () => {
  let server: FakeOpenAiServer;
  let generator: OpenAiGenerator;
  const offline = new OfflineGenerator();

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.reply(byTask());
    generator = new OpenAiGenerator({
      apiKey: KEY,
      baseURL: server.baseURL,
      model: 'test-model',
      maxRetries: 0,
      // Generous: a loaded CI machine can hold a local answer for seconds while the other
      // steps of a quick project render; a timeout here would read as an unreachable provider.
      timeoutMs: 30_000,
    });
  });

  it('sends the archetype’s facts as grounding and the contract’s JSON Schema', async () => {
    await generator.userStories(bakeryStories, { seed: 1 });
    const { system, user } = lastRequest(server);
    expect(system).toContain('The answer must validate against this JSON Schema:');
    expect(system).toContain('"generatedStories"');
    expect(system).toContain('"grounding" object holds facts');
    const grounding = user.grounding as {
      business: string;
      customers: Array<{ role: string }>;
      features: Array<{ title: string }>;
    };
    expect(grounding.business).toBe('artisan bakery');
    expect(grounding.customers.map((c) => c.role)).toContain('local regular');
    expect(grounding.features.map((f) => f.title)).toContain('Pre-orders for collection');
    expect(user.coreFeatures).toEqual(bakeryStories.coreFeatures);
  });

  it('gives the tech docs the stack sized for the business and its monthly cost', async () => {
    await generator.techDocumentation(bakeryDocs, { seed: 1 });
    const { user } = lastRequest(server);
    const stack = (user.grounding as { recommendedStack: { frontend: string[]; budgetBand: string } })
      .recommendedStack;
    expect(stack.frontend.join(' ')).toContain('Square Online storefront');
    expect(stack.budgetBand).toBe('$100-2000');
  });

  it('keeps the model’s good fields and takes a broken one from the offline generator', async () => {
    const canned = answers.userStories as {
      targetUsers: unknown[];
      generatedStories: Array<{ description: string }>;
    };
    const broken = {
      ...canned,
      generatedStories: canned.generatedStories.map((s) => ({
        ...s,
        description: 'As a without a marketing team, I want to order bread so that I can eat.',
      })),
    };
    server.reply(byTask({ userStories: { content: JSON.stringify(broken) } }));
    const result = await generator.userStories(bakeryStories, { seed: 1 });
    const fallback = await offline.userStories(bakeryStories, { seed: 1 });
    expect(generateUserStoriesResponseSchema.safeParse(result).success).toBe(true);
    expect(result.targetUsers).toEqual(canned.targetUsers);
    expect(result.generatedStories).toEqual(fallback.generatedStories);
  });

  it('replaces an answer that is not JSON or is cut off with the offline documents, never a failed step', async () => {
    server.reply(() => ({ content: 'Here is your architecture: ...' }));
    const docs = await generator.techDocumentation(bakeryDocs, { seed: 1 });
    expect(generateTechDocumentationResponseSchema.safeParse(docs).success).toBe(true);
    expect(docs).toEqual(await offline.techDocumentation(bakeryDocs, { seed: 1 }));
    server.reply(() => ({ content: '{"techStack": {', finishReason: 'length' }));
    expect(await generator.techDocumentation(bakeryDocs, { seed: 1 })).toEqual(docs);
  });

  it('reads story roles the way the quality rules do', () => {
    expect(
      storyRoleProblem('As a local regular, I want to reserve bread so that I can collect it.'),
    ).toBeUndefined();
    expect(
      storyRoleProblem('As the owner of Crumb & Co, I want to publish the bake list so that I can sell.'),
    ).toBeUndefined();
    expect(storyRoleProblem('As an of small private clinic, I want to book so that I can.')).toMatch(
      /not a noun phrase/,
    );
    expect(storyRoleProblem('As a office manager, I want to plan so that I can.')).toMatch(/wrong article/);
    expect(storyRoleProblem('I want to plan.')).toMatch(/must start/);
  });
});
