import { inputValues, rebuildBuiltFrom, staleSteps, stepInputs, type BuiltFrom } from './step-dependencies';

const gen = { source: 'generator', generator: 'offline', version: '1', model: 'offline', seed: 3 } as const;
const idea = { businessIdea: 'Tool library', description: 'Borrow tools' };
const data = {
  ideaGeneration: { selectedIdea: idea },
  nameGeneration: { selectedName: { name: 'ToolNest', domain: 'toolnest.com' } },
  styleGuide: { primaryColor: '#6366F1' },
};

describe('the step dependency graph', () => {
  it('says what each generated step is built from', () => {
    const inputsOf = (step: keyof typeof stepInputs) => stepInputs[step]?.map((i) => `${i.step}.${i.field}`);
    expect(inputsOf('businessDefinition')).toEqual(['ideaGeneration.selectedIdea']);
    expect(inputsOf('logoCreation')).toEqual([
      'nameGeneration.selectedName',
      'styleGuide.primaryColor',
      'styleGuide.secondaryColor',
      'styleGuide.accentColor',
      'styleGuide.fontPrimary',
    ]);
    expect(inputsOf('ideaGeneration')).toBeUndefined();
  });

  it('keeps the input values of a step a generator wrote, and of a step brought up to date', () => {
    const built = rebuildBuiltFrom({}, [{ step: 'styleGuide', field: 'primaryColor', source: gen }], data, [
      'logoCreation',
    ]);
    expect(built.styleGuide).toEqual(inputValues('styleGuide', data));
    expect(built.logoCreation?.['styleGuide.primaryColor']).toBe('#6366F1');
    expect(built.logoCreation?.['styleGuide.secondaryColor']).toBeNull();
  });

  it("does not track a step only the user wrote: nothing of it goes stale behind the user's back", () => {
    const before: BuiltFrom = {};
    expect(
      rebuildBuiltFrom(
        before,
        [{ step: 'styleGuide', field: 'primaryColor', source: { source: 'user' } }],
        data,
      ),
    ).toBe(before);
  });

  it('a step is stale when an input holds another value, saying what changed', () => {
    const built = rebuildBuiltFrom(
      {},
      [{ step: 'logoCreation', field: 'generatedLogos', source: gen }],
      data,
    );
    expect(staleSteps(data, built)).toEqual([]);
    const renamed = { ...data, nameGeneration: { selectedName: { name: 'Wren Wear', domain: 'wren.com' } } };
    expect(staleSteps(renamed, built)).toEqual([
      {
        step: 'logoCreation',
        changes: [
          {
            step: 'nameGeneration',
            field: 'selectedName',
            label: 'Business name',
            from: 'ToolNest',
            to: 'Wren Wear',
          },
        ],
      },
    ]);
  });

  it("a name's other domain alone does not make its dependants stale", () => {
    const built = rebuildBuiltFrom(
      {},
      [{ step: 'logoCreation', field: 'generatedLogos', source: gen }],
      data,
    );
    const otherDomain = {
      ...data,
      nameGeneration: { selectedName: { name: 'ToolNest', domain: 'toolnest.io' } },
    };
    expect(staleSteps(otherDomain, built)).toEqual([]);
  });
});
