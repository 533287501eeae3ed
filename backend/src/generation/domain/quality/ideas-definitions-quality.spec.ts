import {
  generateBusinessDefinitionResponseSchema,
  generateIdeasResponseSchema,
} from '../../../contracts/generation';
import { founderCorpus } from '../understanding/corpus';
import {
  audienceMismatches,
  awkwardPhrases,
  blurredLists,
  otherSubKinds,
  outputFor,
  repeatedTitles,
  roleGrammarErrors,
  sharedDefinitionSentences,
  type FounderOutput,
} from './ideas-definitions';

/**
 * The quality suite for ideas and business definitions: the labelled founder corpus through steps
 * 1 and 2 offline. Run: npx jest backend/src/generation/domain/quality/ideas-definitions-quality.spec.ts
 */
describe('quality of ideas and business definitions over the founder corpus', () => {
  const outputs: FounderOutput[] = founderCorpus.map((c, i) => outputFor(c, 1000 + i));
  const figures: Record<string, string | number> = {};

  afterAll(() => {
    console.log(
      `Ideas and definitions quality over ${outputs.length} founders:\n${JSON.stringify(figures, null, 2)}`,
    );
  });

  it('answers every founder within the contracts, about their own kind of business', () => {
    figures.founders = outputs.length;
    figures.ideas = outputs.reduce((n, o) => n + o.ideas.length, 0);
    const onTarget = founderCorpus.filter((c, i) => c.accepted.includes(outputs[i]?.archetype.id ?? ''));
    figures.firstIdeaOfAnAcceptedArchetype = `${onTarget.length}/${outputs.length}`;
    for (const o of outputs) {
      expect(generateIdeasResponseSchema.safeParse({ ideas: o.ideas }).success).toBe(true);
      expect(generateBusinessDefinitionResponseSchema.safeParse(o.definition).success).toBe(true);
    }
    expect(onTarget.length / outputs.length).toBeGreaterThanOrEqual(0.9);
  });

  it('writes zero role-grammar errors (articles agree, roles never start or end with a function word)', () => {
    const errors = outputs.flatMap(roleGrammarErrors);
    figures.roleGrammarErrors = errors.length;
    expect(errors).toEqual([]);
  });

  it('shares at most 5% of definition sentences verbatim across founders of different archetypes', () => {
    const { share, total, shared } = sharedDefinitionSentences(outputs);
    figures.definitionSentences = total;
    figures.definitionSentencesSharedAcrossArchetypes = `${(share * 100).toFixed(1)}%`;
    if (shared.length > 0) figures.sharedExamples = shared.slice(0, 3).join(' | ');
    expect(share).toBeLessThanOrEqual(0.05);
  });

  it('writes the mission and the advantage for the customers the idea names first', () => {
    const errors = outputs.flatMap(audienceMismatches);
    figures.missionOrAdvantageForAnotherAudience = errors.length;
    expect(errors).toEqual([]);
  });

  it('joins lists so that an item with its own "and" still reads whole', () => {
    const blurred = outputs.flatMap(blurredLists);
    figures.sentencesWithABlurredList = blurred.length;
    if (blurred.length > 0) figures.blurredExamples = blurred.slice(0, 3).join(' | ');
    expect(blurred).toEqual([]);
  });

  it('writes no template phrase that reads wrongly for some businesses', () => {
    const awkward = outputs.flatMap(awkwardPhrases);
    figures.awkwardTemplatePhrases = awkward.length;
    expect(awkward).toEqual([]);
  });

  it('writes a business of one sub-kind without the other sub-kinds’ things (no chess sets for a drama club)', () => {
    const founderText = (i: number) => {
      const input = founderCorpus[i]?.input;
      return [input?.text, input?.interests, input?.customIndustry].filter(Boolean).join(' ');
    };
    const others = outputs.flatMap((o, i) => otherSubKinds(founderText(i), o));
    figures.otherSubKindsNamed = others.length;
    expect(others).toEqual([]);
  });

  it('writes no idea title with a repeated phrase', () => {
    const repeated = repeatedTitles(outputs);
    figures.titlesWithARepeatedPhrase = repeated.length;
    expect(repeated).toEqual([]);
  });
});
