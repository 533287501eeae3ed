import {
  generateTechDocumentationResponseSchema,
  generateUserStoriesResponseSchema,
} from '../../../contracts/generation';
import { allArchetypes, requireArchetype } from '../knowledge';
import { founderCorpus } from '../understanding/corpus';
import {
  documentsFor,
  journeyEndingErrors,
  journeyFirstPersonErrors,
  journeyTitleErrors,
  promptErrors,
  roleErrors,
  sharedAcrossArchetypes,
  stackBudgetErrors,
  tablePluralErrors,
  type FounderDocuments,
} from './documents';

/**
 * The quality suite for stories, tech docs and build prompts: the labelled founder corpus through
 * steps 6 and 7 offline. Run: npx jest backend/src/generation/domain/quality/documents-quality.spec.ts
 */

function founderText(input: (typeof founderCorpus)[number]['input']): string {
  return (
    input.text ?? [input.interests, input.customIndustry, input.skills].filter(Boolean).join('; ')
  ).slice(0, 2000);
}

describe('quality of stories, tech docs and build prompts over the founder corpus', () => {
  const all: FounderDocuments[] = founderCorpus.map((founder, i) =>
    documentsFor(founder.id, founderText(founder.input), requireArchetype(founder.accepted[0] ?? ''), i),
  );
  const figures: Record<string, string | number> = {};

  afterAll(() => {
    console.log(`Documents quality over ${all.length} founders:\n${JSON.stringify(figures, null, 2)}`);
  });

  it('runs every founder of the corpus, finds their archetype again and answers within the contracts', () => {
    figures.founders = all.length;
    figures.archetypes = new Set(all.map((d) => d.archetype.id)).size;
    figures.stories = all.reduce((n, d) => n + d.stories.generatedStories.length, 0);
    // Steps 6 and 7 find the archetype again from the idea's words and features.
    const missed = all.filter((d) => d.archetype.id !== d.intended);
    figures.archetypeFoundAgain = `${all.length - missed.length}/${all.length}`;
    expect(all).toHaveLength(founderCorpus.length);
    for (const d of all) {
      expect(generateUserStoriesResponseSchema.safeParse(d.stories).success).toBe(true);
      expect(generateTechDocumentationResponseSchema.safeParse(d.docs).success).toBe(true);
    }
    expect(missed.map((d) => `${d.founder}: ${d.intended} read as ${d.archetype.id}`)).toEqual([]);
  });

  it('writes zero broken roles', () => {
    const errors = all.flatMap(roleErrors);
    figures.roleGrammarErrors = errors.length;
    expect(errors).toEqual([]);
  });

  it('ends every journey among the persona’s peers, never with a friend told about a supplier', () => {
    const errors = all.flatMap(journeyEndingErrors);
    figures.journeyEndingErrors = errors.length;
    expect(errors).toEqual([]);
  });

  it('tells every journey of the persona, never in the first person ("answers we have given before")', () => {
    const errors = all.flatMap(journeyFirstPersonErrors);
    figures.journeyLinesInTheFirstPerson = errors.length;
    if (errors.length > 0) figures.firstPersonExamples = errors.slice(0, 3).join(' | ');
    expect(errors).toEqual([]);
  });

  it('keeps a feature title with its own "to" apart from the step’s purpose ("to share to share")', () => {
    const errors = all.flatMap(journeyTitleErrors);
    figures.journeyStepsWithARunOnTitle = errors.length;
    expect(errors).toEqual([]);
  });

  it('shares at most 15% of story sentences verbatim across founders of different archetypes', () => {
    const { share, examples } = sharedAcrossArchetypes(all);
    figures.sharedStorySentences = `${(share * 100).toFixed(1)}%`;
    if (examples.length) figures.sharedExamples = examples.join(' | ');
    expect(share).toBeLessThanOrEqual(0.15);
  });

  it('names every table with a real plural of the archetype’s entities', () => {
    const errors = all.flatMap(tablePluralErrors);
    figures.tablePluralErrors = errors.length;
    figures.tables = all.reduce((n, d) => n + d.docs.databaseSchema.tables.length, 0);
    expect(errors).toEqual([]);
  });

  it('sizes every stack of every archetype to its budget band, and never gives a small business a cluster', () => {
    const errors = allArchetypes.flatMap(stackBudgetErrors);
    figures.stacksChecked = allArchetypes.length * 12;
    figures.stackBudgetErrors = errors.length;
    const small = all.filter((d) => d.archetype.complexity === 1 && d.complexity === 'simple');
    const costs = small.map(
      (d) => d.docs.architecture.components.find((c) => c.name === 'Running costs')?.description,
    );
    figures.smallBusinessCostExample = costs[0] ?? 'none';
    expect(errors).toEqual([]);
  });

  it('asks the builder platform for every core feature and the sized stack', () => {
    const errors = all.flatMap(promptErrors);
    figures.promptErrors = errors.length;
    expect(errors).toEqual([]);
  });
});
