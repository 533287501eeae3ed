import { applyChanges, diffStepData, sourceOf } from './step-changes';

const gen = {
  source: 'generator' as const,
  generator: 'names',
  version: '1.0.0',
  model: 'offline',
  seed: 42,
};

describe('fine-grained step changes', () => {
  it('takes the source per step, per field, or the user by default', () => {
    expect(sourceOf(undefined, 'nameGeneration', 'generatedNames')).toEqual({ source: 'user' });
    expect(sourceOf({ nameGeneration: gen }, 'nameGeneration', 'generatedNames')).toEqual(gen);
    expect(sourceOf({ nameGeneration: { generatedNames: gen } }, 'nameGeneration', 'generatedNames')).toEqual(
      gen,
    );
    expect(sourceOf({ nameGeneration: { generatedNames: gen } }, 'nameGeneration', 'selectedName')).toEqual({
      source: 'user',
    });
  });

  it('records changed and cleared fields only, and applying them rebuilds the data', () => {
    const before = {
      nameGeneration: { keywords: 'a', style: 'Modern & Tech' },
      styleGuide: { primaryColor: '#000000' },
    };
    const incoming = { nameGeneration: { keywords: 'b', generatedNames: [] } };
    const changes = diffStepData(before, incoming, { nameGeneration: { generatedNames: gen } });
    expect(changes).toEqual([
      { step: 'nameGeneration', field: 'keywords', value: 'b', source: { source: 'user' } },
      { step: 'nameGeneration', field: 'generatedNames', value: [], source: gen },
      { step: 'nameGeneration', field: 'style', cleared: true, source: { source: 'user' } },
    ]);
    expect(applyChanges(before, changes)).toEqual({ ...incoming, styleGuide: before.styleGuide });
    expect(before.nameGeneration.keywords).toBe('a');
  });
});
