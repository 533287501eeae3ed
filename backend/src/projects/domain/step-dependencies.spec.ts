import type { Provenance } from '../../contracts/projects';
import type { StepData } from '../../contracts/step-data';
import { decideCreate, decideUpdate, type UpdateProject } from './decide';
import type { ProjectEvent } from './project-events';
import { foldProject } from './project';
import { decideRestore } from './restore';
import { staleSteps } from '@bb/kernel';
import { completeStepData, idea, step3 } from '../testing/step-data.fixtures';

const userId = 'user-1';
const projectId = '11111111-1111-4111-8111-111111111111';
const gen = { source: 'generator' as const, generator: 'offline', version: '1', model: 'offline', seed: 3 };

/** Every field of every step in `data` written by the generator (as Quick Generate saves). */
function generated(data: StepData): Provenance {
  return Object.fromEntries(Object.keys(data).map((step) => [step, gen]));
}

function given(...updates: Array<Omit<UpdateProject, 'userId'>>): ProjectEvent[] {
  const events: ProjectEvent[] = [...decideCreate({ projectId, userId })];
  for (const update of updates)
    events.push(...decideUpdate(foldProject(events), { userId, ...update }).events);
  return events;
}
const staleOf = (events: ProjectEvent[]) => {
  const state = foldProject(events);
  return staleSteps(state.stepData, state.builtFrom);
};
const named = (name: string): StepData => ({
  nameGeneration: {
    ...step3.nameGeneration,
    selectedName: { name, description: 'd', domain: `${name}.com` },
  },
});

describe('stale steps', () => {
  const quick = { currentStep: 7, stepData: completeStepData, provenance: generated(completeStepData) };

  it('a project generated in one go has nothing stale', () => {
    expect(staleOf(given(quick))).toEqual([]);
  });

  it('renaming the business marks the style guide, the logos and the tech docs, saying what changed', () => {
    const stale = staleOf(given(quick, { stepData: named('Wren Wear') }));
    expect(stale.map((s) => s.step)).toEqual([
      'styleGuide',
      'logoCreation',
      'userStories',
      'techDocumentation',
    ]);
    expect(stale[1]!.changes).toEqual([
      {
        step: 'nameGeneration',
        field: 'selectedName',
        label: 'Business name',
        from: 'ToolNest',
        to: 'Wren Wear',
      },
    ]);
  });

  it('switching the idea marks every step built on it, but not a step the user wrote by hand', () => {
    const handWritten = { ...completeStepData };
    const provenance = generated(completeStepData);
    delete provenance.businessDefinition; // the user wrote the definition
    const stale = staleOf(
      given(
        { currentStep: 7, stepData: handWritten, provenance },
        {
          stepData: {
            ideaGeneration: {
              ...completeStepData.ideaGeneration,
              selectedIdea: { ...idea, businessIdea: 'A mobile dog groomer' },
            },
          },
        },
      ),
    );
    expect(stale.map((s) => s.step)).toEqual([
      'nameGeneration',
      'styleGuide',
      'userStories',
      'techDocumentation',
    ]);
    expect(stale.find((s) => s.step === 'userStories')!.changes[0]).toMatchObject({
      label: 'Business idea',
      to: 'A mobile dog groomer',
    });
  });

  it('regenerating a stale step makes it current; changing the input back clears it too', () => {
    const renamed = given(quick, { stepData: named('Wren Wear') });
    const regenerated = [
      ...renamed,
      ...decideUpdate(foldProject(renamed), {
        userId,
        stepData: { logoCreation: { ...completeStepData.logoCreation, logoStyle: 'bold' } },
        provenance: { logoCreation: gen },
      }).events,
    ];
    expect(staleOf(regenerated).map((s) => s.step)).toEqual([
      'styleGuide',
      'userStories',
      'techDocumentation',
    ]);
    const back = [
      ...regenerated,
      ...decideUpdate(foldProject(regenerated), { userId, stepData: named('ToolNest') }).events,
    ];
    expect(staleOf(back).map((s) => s.step)).toEqual(['logoCreation']);
  });

  it('a restored step is built from what it was built from at that version', () => {
    const events = given(quick, { stepData: named('Wren Wear') });
    const logosAgain = [
      ...events,
      ...decideUpdate(foldProject(events), {
        userId,
        stepData: { logoCreation: { ...completeStepData.logoCreation, logoStyle: 'bold' } },
        provenance: { logoCreation: gen },
      }).events,
    ];
    expect(staleOf(logosAgain).some((s) => s.step === 'logoCreation')).toBe(false);
    // The logos of version 2 were made for 'ToolNest': brought back under 'Wren Wear', they are stale.
    const restored = [
      ...logosAgain,
      ...decideRestore(logosAgain, { userId, step: 'logoCreation', fromVersion: 2 }),
    ];
    expect(staleOf(restored).find((s) => s.step === 'logoCreation')!.changes[0]).toMatchObject({
      from: 'ToolNest',
      to: 'Wren Wear',
    });
  });
});
