import { quickProjectResponseSchema } from '../../../contracts/generation';
import { stepDataSchema } from '../../../contracts/step-data';
import { contrastRatio, WHITE } from '../../domain/color-contrast';
import { ideasRequest, petSitterIdea } from '../../domain/fixtures.test-helper';
import { dataUrlToSvg } from '../../domain/svg-document';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.test-helper';
import { answers, byTask, KEY, SVG } from './canned-answers.test-helper';
import { OpenAiGenerator } from './openai-generator';

describe('OpenAiGenerator against a local OpenAI-compatible server', () => {
  let server: FakeOpenAiServer;
  let generator: OpenAiGenerator;

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

  it('asks for JSON with a task prompt and returns validated ideas, cut to the count', async () => {
    const result = await generator.ideas(ideasRequest, { seed: 42, count: 3 });
    expect(result.ideas.map((i) => i.businessIdea)).toEqual([
      'Pet Sitter Booking Platform',
      'Dog Walking Club',
      'Cat Hotel Finder',
    ]);
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_object' },
      seed: 42,
    });
    expect(request?.body.messages?.[0]).toMatchObject({ role: 'system' });
    expect(request?.body.messages?.[0]?.content).toContain('Task: ideas.');
    const user = JSON.parse(request?.body.messages?.[1]?.content ?? '{}') as Record<string, unknown>;
    expect(user).toMatchObject({ interests: ideasRequest.interests, skills: ideasRequest.skills, count: 3 });
    expect(user).not.toHaveProperty('seed');
    expect(generator).toMatchObject({ name: 'openai-compatible', model: 'test-model' });
  });

  it('keeps only new names of the chosen length and computes their domains', async () => {
    const result = await generator.names(
      { keywords: 'paw', style: 'Creative & Unique', maxLength: 'medium', existingNames: ['Tailwise'] },
      { seed: 1, count: 5 },
    );
    expect(result.names).toEqual([
      { name: 'Pawsome', domain: 'pawsome.com', description: 'Playful.', length: 7, isFavorite: false },
      { name: 'Sitterly', domain: 'sitterly.com', description: 'Modern.', length: 8, isFavorite: false },
    ]);
  });

  it('makes the style guide colours readable on white', async () => {
    const guide = await generator.styleGuide(
      { businessName: 'Pawsome', industry: 'other', targetAudience: '', brandPersonality: [] },
      { seed: 1 },
    );
    for (const colour of [guide.colors.primary, guide.colors.secondary, guide.colors.neutral])
      expect(contrastRatio(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(guide.fontPrimary).toBe('Poppins');
  });

  it('turns SVG answers into logo data URLs', async () => {
    const { logos } = await generator.logos(
      {
        businessName: 'Paw & Co',
        style: 'bold',
        symbols: ['star'],
        colors: { primary: '#1E40AF', secondary: '#0E7490' },
      },
      { seed: 1, count: 2 },
    );
    expect(logos.map((l) => l.id)).toEqual(['logo_1', 'logo_2']);
    expect(dataUrlToSvg(logos[0]?.imageUrl ?? '')).toBe(SVG);
    expect(logos[0]).toMatchObject({ prompt: 'A blue tile with the name.', selected: false });
  });

  it('accepts JSON wrapped in a code fence', async () => {
    server.reply(
      byTask({
        businessDefinition: { content: `\`\`\`json\n${JSON.stringify(answers.businessDefinition)}\n\`\`\`` },
      }),
    );
    const result = await generator.businessDefinition(
      { businessIdea: 'Pets', targetAudience: '', industry: '' },
      { seed: 1 },
    );
    expect(result.missionStatement).toBe('To help dog owners travel calmly.');
  });

  it('sends the project data for vibe coding without earlier prompts', async () => {
    const result = await generator.vibeCoding(
      {
        promptType: 'bolt',
        requirements: 'Dark mode',
        projectData: {
          ideaGeneration: { selectedIdea: petSitterIdea },
          techDocumentation: {
            techStack: {
              frontend: ['React'],
              backend: ['Supabase'],
              database: ['Postgres'],
              hosting: ['Netlify'],
            },
            vibeCodingPrompts: { replit: { prompt: 'OLD PROMPT', readme: 'OLD README' } },
          },
        },
      },
      { seed: 1 },
    );
    expect(result).toEqual({ prompt: '# Build Pawsome', readme: '# Pawsome' });
    const user = server.requests[0]?.body.messages?.[1]?.content ?? '';
    expect(user).toContain('"promptType": "bolt"');
    expect(user).toContain('Pet Sitter Booking Platform');
    expect(user).toContain('Netlify');
    expect(user).not.toContain('OLD PROMPT');
  });

  it('builds a quick project step by step through the provider', async () => {
    const steps: number[] = [];
    const result = await generator.quickProject(
      { businessIdea: 'Pet sitters on demand', projectId: 'p1', budget: '0-1000' },
      { seed: 3, onProgress: (p) => steps.push(p.step) },
    );
    expect(quickProjectResponseSchema.safeParse(result).success).toBe(true);
    expect(stepDataSchema.safeParse(result.stepData).success).toBe(true);
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.title).toBe('Pawsome');
    expect(result.stepData.logoCreation.generatedLogos?.filter((l) => l.selected)).toHaveLength(1);
    const tasks = server.requests.map((r) => /^Task: (\w+)\./.exec(r.body.messages?.[0]?.content ?? '')?.[1]);
    expect(tasks).toEqual([
      'ideaFromText',
      'businessDefinition',
      'names',
      'styleGuide',
      'logos',
      'userStories',
      'techDocumentation',
    ]);
  });
});
