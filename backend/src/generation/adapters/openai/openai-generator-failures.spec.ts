import { ideasRequest, petSitterIdea } from '../../domain/fixtures.test-helper';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.test-helper';
import { answers, byTask, failure, KEY } from './canned-answers.test-helper';
import { OpenAiGenerator } from './openai-generator';
import { dataUrlToSvg } from '../../domain/svg-document';

describe('OpenAiGenerator failures: always GenerationFailed, never a partial result', () => {
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

  it('fails when no proposed name fits', async () => {
    const error = await failure(
      generator.names({ keywords: 'paw', style: 'Short & Memorable', maxLength: 'long' }, { seed: 1 }),
    );
    expect(error).toMatchObject({ kind: 'names', reason: 'invalid-response' });
  });

  it('rejects a logo that is not a safe SVG document instead of falling back', async () => {
    server.reply(
      byTask({
        logos: {
          content: JSON.stringify({
            logos: [
              {
                svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
                description: 'x',
              },
            ],
          }),
        },
      }),
    );
    const error = await failure(
      generator.logos(
        {
          businessName: 'Paw',
          style: 'bold',
          symbols: ['star'],
          colors: { primary: '#1E40AF', secondary: '#0E7490' },
        },
        { seed: 1 },
      ),
    );
    expect(error).toMatchObject({ kind: 'logos', reason: 'invalid-response' });
    expect(error.message).toContain('logo 1');
    server.reply(
      byTask({
        logos: { content: JSON.stringify({ logos: [{ svg: '<div>not svg</div>', description: 'x' }] }) },
      }),
    );
    expect(
      await failure(
        generator.logos(
          {
            businessName: 'Paw',
            style: 'bold',
            symbols: ['star'],
            colors: { primary: '#1E40AF', secondary: '#0E7490' },
          },
          { seed: 1 },
        ),
      ),
    ).toMatchObject({ reason: 'invalid-response' });
  });

  it("holds an AI logo to the save's rules, so a logo shown can be kept; comments are taken out", async () => {
    const request = {
      businessName: 'Paw',
      style: 'bold' as const,
      symbols: ['star' as const],
      colors: { primary: '#1E40AF', secondary: '#0E7490' },
    };
    const answer = (svg: string) =>
      server.reply(byTask({ logos: { content: JSON.stringify({ logos: [{ svg, description: 'x' }] }) } }));
    // An external image: the save would refuse it (and a browser would fetch it).
    answer(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use href="https://x.example/a.svg#b"/></svg>',
    );
    expect(await failure(generator.logos(request, { seed: 1 }))).toMatchObject({
      reason: 'invalid-response',
    });
    // A comment, even one an HTML parser would end early, goes as XML reads it; the rest is checked.
    answer(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- the mark --><rect width="10" height="10"/><!--> <img src=x onerror=alert(1)> --></svg>',
    );
    const { logos } = await generator.logos(request, { seed: 1 });
    expect(dataUrlToSvg(logos[0]?.imageUrl ?? '')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
  });

  it('fails clearly on an answer that is not JSON', async () => {
    server.reply(() => ({ content: 'Sure! Here are some ideas: 1. ...' }));
    const error = await failure(generator.ideas(ideasRequest, { seed: 1 }));
    expect(error).toMatchObject({ kind: 'ideas', reason: 'invalid-json' });
    expect(error.message).toBe('The AI answer was not valid JSON; nothing was saved.');
  });

  it('fails clearly on JSON of the wrong shape', async () => {
    server.reply(() => ({ content: JSON.stringify({ ideas: [{ businessIdea: 'Only a title' }] }) }));
    const error = await failure(generator.ideas(ideasRequest, { seed: 1 }));
    expect(error).toMatchObject({ kind: 'ideas', reason: 'invalid-response' });
    expect(error.message).toContain('ideas.0.description');
    server.reply(() => ({
      content: JSON.stringify({ ...(answers.styleGuide as object), fontPrimary: 'Comic Sans MS' }),
    }));
    expect(
      await failure(
        generator.styleGuide({ businessName: 'P', industry: '', targetAudience: '' }, { seed: 1 }),
      ),
    ).toMatchObject({ reason: 'invalid-response' });
  });

  it('fails on a truncated answer', async () => {
    server.reply(() => ({ content: '{"ideas": [', finishReason: 'length' }));
    expect(await failure(generator.ideas(ideasRequest, { seed: 1 }))).toMatchObject({
      reason: 'invalid-response',
    });
  });

  it.each([
    [500, 'the provider had an internal error'],
    [401, 'the API key was rejected'],
    [429, 'the rate limit or quota was exceeded'],
  ])('turns HTTP %i into GenerationFailed', async (status, text) => {
    server.reply(() => ({
      status,
      body: { error: { message: `upstream says ${status} for key ${KEY}`, type: 'error' } },
    }));
    const error = await failure(
      generator.userStories(
        { businessIdea: 'x', targetAudience: '', coreFeatures: ['a'], businessModel: '' },
        { seed: 1 },
      ),
    );
    expect(error).toMatchObject({ kind: 'userStories', reason: 'provider-error', status });
    expect(error.message).toContain(text);
    expect(error.message).not.toContain(KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('reports an unreachable provider', async () => {
    const offline = new OpenAiGenerator({
      apiKey: KEY,
      baseURL: 'http://127.0.0.1:1/v1',
      model: 'm',
      maxRetries: 0,
      timeoutMs: 2_000,
    });
    expect(
      await failure(offline.vibeCoding({ promptType: 'v0', projectData: {} }, { seed: 1 })),
    ).toMatchObject({ reason: 'provider-unreachable' });
  });

  it('gives no partial quick project when a step fails', async () => {
    server.reply(byTask({ userStories: { status: 503, body: { error: { message: 'overloaded' } } } }));
    const error = await failure(
      generator.quickProject({ businessIdea: petSitterIdea, projectId: 'p1' }, { seed: 3 }),
    );
    expect(error).toMatchObject({ kind: 'userStories', reason: 'provider-error', status: 503 });
  });
});
