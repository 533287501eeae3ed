import {
  generateBusinessDefinitionResponseSchema,
  generateIdeasResponseSchema,
  generateLogosResponseSchema,
  generateNamesResponseSchema,
  generateStyleGuideResponseSchema,
  generateTechDocumentationResponseSchema,
  generateUserStoriesResponseSchema,
  generateVibeCodingResponseSchema,
  quickProjectResponseSchema,
} from '../../../contracts/generation';
import { stepDataSchema } from '../../../contracts/step-data';
import {
  ideasRequest,
  petSitterIdea,
  storiesRequest,
  techDocsRequest,
  vibeRequest,
} from '../fixtures.test-helper';
import { provenanceOf, type QuickProjectProgress } from '../generator.port';
import { dataUrlToSvg } from '../svg-document';
import { OfflineGenerator } from './offline-generator';

const generator = new OfflineGenerator();

/** Every generate call, with its response contract. */
const calls = [
  ['ideas', (seed: number) => generator.ideas(ideasRequest, { seed }), generateIdeasResponseSchema],
  [
    'businessDefinition',
    (seed: number) =>
      generator.businessDefinition(
        {
          businessIdea: petSitterIdea.businessIdea,
          targetAudience: petSitterIdea.targetAudience,
          industry: petSitterIdea.industry,
        },
        { seed },
      ),
    generateBusinessDefinitionResponseSchema,
  ],
  [
    'names',
    (seed: number) =>
      generator.names(
        {
          keywords: 'pet, sitter',
          style: 'Creative & Unique',
          maxLength: 'medium',
          domainExtension: '.com',
          businessContext: 'Pet sitting',
        },
        { seed },
      ),
    generateNamesResponseSchema,
  ],
  [
    'styleGuide',
    (seed: number) =>
      generator.styleGuide(
        {
          businessName: 'Pawsitter',
          industry: 'other',
          targetAudience: 'Dog owners',
          brandPersonality: ['Friendly'],
        },
        { seed },
      ),
    generateStyleGuideResponseSchema,
  ],
  [
    'logos',
    (seed: number) =>
      generator.logos(
        {
          businessName: 'Pawsitter',
          style: 'organic',
          symbols: ['leaf', 'abstract'],
          colors: { primary: '#1E40AF', secondary: '#0E7490' },
        },
        { seed },
      ),
    generateLogosResponseSchema,
  ],
  [
    'userStories',
    (seed: number) => generator.userStories(storiesRequest, { seed }),
    generateUserStoriesResponseSchema,
  ],
  [
    'techDocumentation',
    (seed: number) => generator.techDocumentation(techDocsRequest('medium', 'small'), { seed }),
    generateTechDocumentationResponseSchema,
  ],
  [
    'vibeCoding',
    (seed: number) => generator.vibeCoding(vibeRequest('replit'), { seed }),
    generateVibeCodingResponseSchema,
  ],
] as const;

describe('OfflineGenerator', () => {
  it('says who it is, for provenance', () => {
    expect(provenanceOf(generator, 7)).toEqual({
      source: 'generator',
      generator: 'offline',
      version: '1.0.0',
      model: 'offline-templates',
      seed: 7,
    });
  });

  it.each(calls)(
    '%s answers with a valid response, the same for the same seed',
    async (_kind, call, schema) => {
      const first = await call(11);
      expect(schema.safeParse(first).success).toBe(true);
      expect(await call(11)).toEqual(first);
    },
  );

  it.each(calls.filter(([kind]) => kind !== 'techDocumentation' && kind !== 'vibeCoding'))(
    '%s varies with the seed',
    async (_kind, call) => {
      const first = JSON.stringify(await call(11));
      const others = await Promise.all([12, 13, 14].map(async (seed) => JSON.stringify(await call(seed))));
      expect(others.some((o) => o !== first)).toBe(true);
    },
  );

  it('does not count the request seed field as input', async () => {
    expect(await generator.ideas({ ...ideasRequest, seed: 99 }, { seed: 1 })).toEqual(
      await generator.ideas(ideasRequest, { seed: 1 }),
    );
  });

  it("draws no other business's things for a business no archetype accounts for", async () => {
    const { logos } = await generator.logos(
      {
        businessName: 'Vaultly',
        industry: 'Technology',
        description: 'Password manager for families',
        style: 'modern',
        symbols: ['icon'],
        colors: { primary: '#1E40AF', secondary: '#0E7490' },
      },
      { seed: 3, count: 6 },
    );
    const drawn = logos.map((l) => /a ([a-z0-9 ]+) symbol/.exec(l.prompt)?.[1]);
    // It was read as a funeral home (a feather, trees, a bird); it names a password: a key, a lock.
    expect(drawn.join(' ')).not.toMatch(/feather|flower|trees|bird/);
    expect(drawn).toContain('key round');
  });

  it('honours the count', async () => {
    expect((await generator.ideas(ideasRequest, { seed: 1, count: 10 })).ideas).toHaveLength(10);
    expect(
      (
        await generator.names(
          { keywords: 'pet', style: 'Modern & Tech', maxLength: 'short' },
          { seed: 1, count: 20 },
        )
      ).names,
    ).toHaveLength(20);
    expect(
      (
        await generator.logos(
          {
            businessName: 'Pet',
            style: 'bold',
            symbols: ['star'],
            colors: { primary: '#1E40AF', secondary: '#0E7490' },
          },
          { seed: 1, count: 6 },
        )
      ).logos,
    ).toHaveLength(6);
  });

  describe('quickProject', () => {
    it('builds steps 1-7 that validate as stepData and agree with each other', async () => {
      const progress: QuickProjectProgress[] = [];
      const result = await generator.quickProject(
        { businessIdea: petSitterIdea, projectId: 'p1', budget: '1000-5000' },
        { seed: 3, onProgress: (p) => progress.push(p) },
      );
      expect(quickProjectResponseSchema.safeParse(result).success).toBe(true);
      expect(stepDataSchema.safeParse(result.stepData).success).toBe(true);
      expect(progress.map((p) => p.step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(progress.map((p) => p.key)).toEqual([
        'ideaGeneration',
        'businessDefinition',
        'nameGeneration',
        'styleGuide',
        'logoCreation',
        'userStories',
        'techDocumentation',
      ]);

      const { ideaGeneration, nameGeneration, styleGuide, logoCreation, userStories, techDocumentation } =
        result.stepData;
      expect(ideaGeneration.selectedIdea).toEqual(petSitterIdea);
      expect(ideaGeneration).toMatchObject({
        industry: 'other',
        customIndustry: 'Pet Care',
        budget: '1000-5000',
      });
      const name = nameGeneration.selectedName?.name ?? '';
      expect(result.title).toBe(name);
      expect(nameGeneration.generatedNames?.map((n) => n.name)).toContain(name);
      const logos = logoCreation.generatedLogos ?? [];
      expect(logos.filter((l) => l.selected)).toHaveLength(1);
      for (const logo of logos) {
        const svg = dataUrlToSvg(logo.imageUrl);
        expect(svg).toContain(`${name} logo`);
        expect(svg).toContain(styleGuide.primaryColor ?? 'missing');
      }
      expect(styleGuide.colors?.primary).toBe(styleGuide.primaryColor);
      expect(userStories.coreFeatures).toEqual(petSitterIdea.keyFeatures);
      for (const feature of petSitterIdea.keyFeatures)
        expect(userStories.generatedStories?.map((s) => s.title)).toContain(feature);
      expect(techDocumentation).toMatchObject({
        budget: 'small',
        complexity: 'simple',
        selectedTechStack: 'small-nextjs',
      });
      // The tables are the records of the business the stories are about (real plurals, snake_case).
      const tables = techDocumentation.databaseSchema?.tables.map((t) => t.name) ?? [];
      expect(tables).toContain('users');
      expect(tables.length).toBeGreaterThanOrEqual(3);
      for (const table of tables) expect(table).toMatch(/^[a-z]+(_[a-z]+)*s$/);
    });

    it('accepts the idea as plain text and is deterministic', async () => {
      const request = {
        businessIdea: 'A marketplace where home cooks sell meals to neighbours',
        projectId: 'p2',
      };
      const a = await generator.quickProject(request, { seed: 5 });
      expect(stepDataSchema.safeParse(a.stepData).success).toBe(true);
      expect(a.stepData.ideaGeneration.selectedIdea?.description).toContain('home cooks');
      expect(await generator.quickProject({ ...request, projectId: 'p3' }, { seed: 5 })).toEqual(a);
      expect((await generator.quickProject(request, { seed: 6 })).title).toBeTruthy();
    });

    it('names the business from what it is, not how it is run', async () => {
      const result = await generator.quickProject(
        { businessIdea: 'A family-run Italian restaurant with a wood-fired oven', projectId: 'p4' },
        { seed: 5 },
      );
      const names = result.stepData.nameGeneration.generatedNames?.map((n) => n.name) ?? [];
      expect(names.length).toBeGreaterThan(0);
      expect(names.join(' ')).not.toMatch(/run|family/i);
    });

    it('names software for a trade from the trade it is for', async () => {
      const result = await generator.quickProject(
        { businessIdea: 'Scheduling software for piano technicians', projectId: 'p5' },
        { seed: 5 },
      );
      // 'Scheduling' alone gave names about scheduling ('ProgramLab', 'Neochrona').
      expect(result.stepData.nameGeneration.keywords).toBe('piano, technicians, scheduling');
    });
  });
});
