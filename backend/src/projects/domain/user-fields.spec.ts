import type { Provenance } from '../../contracts/projects';
import type { StepData } from '../../contracts/step-data';
import { decideCreate, decideUpdate, type UpdateProject } from './decide';
import { UserFieldsWouldBeOverwritten } from './project-errors';
import type { ProjectEvent } from './project-events';
import { foldProject } from './project';
import { overwrittenUserFields } from './user-fields';
import { staleSteps } from '@bb/kernel';
import { completeStepData, step2 } from '../testing/step-data.fixtures';

const userId = 'user-1';
const projectId = '11111111-1111-4111-8111-111111111111';
const gen = { source: 'generator' as const, generator: 'offline', version: '1', model: 'offline', seed: 3 };
const allGenerated = (data: StepData): Provenance =>
  Object.fromEntries(Object.keys(data).map((step) => [step, gen]));

function given(...updates: Array<Omit<UpdateProject, 'userId'>>): ProjectEvent[] {
  const events: ProjectEvent[] = [...decideCreate({ projectId, userId })];
  for (const update of updates)
    events.push(...decideUpdate(foldProject(events), { userId, ...update }).events);
  return events;
}
const when = (events: ProjectEvent[], update: Omit<UpdateProject, 'userId'>) =>
  decideUpdate(foldProject(events), { userId, ...update });

const quick = { currentStep: 7, stepData: completeStepData, provenance: allGenerated(completeStepData) };
const definition = (patch: Record<string, string>): StepData => ({
  businessDefinition: { ...step2.businessDefinition, ...patch },
});
const handWrittenMission = { stepData: definition({ missionStatement: 'Tools for every street, by us.' }) };
const generatedDefinition = {
  stepData: definition({ missionStatement: 'Generated mission.', valueProposition: 'Generated value.' }),
  provenance: { businessDefinition: gen },
};

describe('the overwrite rule: a generator never replaces what the user wrote unasked', () => {
  it('given a mission the user wrote, when a save puts generated text over it, then 409 names that field only', () => {
    const events = given(quick, handWrittenMission);
    expect(() => when(events, generatedDefinition)).toThrow(UserFieldsWouldBeOverwritten);
    try {
      when(events, generatedDefinition);
    } catch (error) {
      expect((error as UserFieldsWouldBeOverwritten).kind).toBe('conflict');
      expect((error as UserFieldsWouldBeOverwritten).details).toEqual({
        'businessDefinition.missionStatement': expect.stringContaining('You wrote this field'),
      });
    }
  });

  it('when the save names the field in overwriteUserFields, then the generated text is saved as the generator’s', () => {
    const events = given(quick, handWrittenMission);
    const { events: saved } = when(events, {
      ...generatedDefinition,
      overwriteUserFields: ['businessDefinition.missionStatement'],
    });
    const state = foldProject([...events, ...saved]);
    expect(state.stepData.businessDefinition?.missionStatement).toBe('Generated mission.');
    expect(state.sources['businessDefinition.missionStatement']?.source).toBe('generator');
  });

  it('when generated text replaces generated text, or the user replaces their own, then nothing is asked', () => {
    const events = given(quick, handWrittenMission);
    const mine = 'Tools for every street, by us.';
    const regenerated = definition({ missionStatement: mine, valueProposition: 'New generated.' });
    expect(() =>
      when(events, { stepData: regenerated, provenance: { businessDefinition: { valueProposition: gen } } }),
    ).not.toThrow();
    expect(() => when(events, { stepData: definition({ missionStatement: 'Mine again.' }) })).not.toThrow();
  });

  it('when the field the user wrote is empty, then a generator may fill it', () => {
    const events = given(quick, { stepData: definition({ missionStatement: '  ' }) });
    expect(() => when(events, generatedDefinition)).not.toThrow();
  });

  it('when a field holds text with no source recorded, then it counts as the user’s (as the wizard reads it)', () => {
    const change = {
      step: 'businessDefinition' as const,
      field: 'missionStatement',
      value: 'Generated.',
      source: gen,
    };
    expect(overwrittenUserFields(definition({ missionStatement: 'Older text.' }), {}, [change])).toEqual([
      change,
    ]);
    expect(overwrittenUserFields(definition({ missionStatement: '' }), {}, [change])).toEqual([]);
  });

  it('when a save names another field, then the user’s field is still protected', () => {
    const events = given(quick, handWrittenMission);
    expect(() =>
      when(events, { ...generatedDefinition, overwriteUserFields: ['businessDefinition.valueProposition'] }),
    ).toThrow(UserFieldsWouldBeOverwritten);
  });
});

describe('upToDate: a step the user reviewed against its current inputs is no longer stale', () => {
  const renamed: StepData = {
    nameGeneration: {
      ...completeStepData.nameGeneration,
      selectedName: { name: 'Wren Wear', description: 'd', domain: 'wrenwear.com' },
    },
  };
  const staleOf = (events: ProjectEvent[]) => {
    const s = foldProject(events);
    return staleSteps(s.stepData, s.builtFrom).map((x) => x.step);
  };

  it('given a rename, when a save brings the tech docs up to date without changing a field, then only they stop being stale', () => {
    const events = given(quick, { stepData: renamed });
    expect(staleOf(events)).toEqual(['styleGuide', 'logoCreation', 'userStories', 'techDocumentation']);
    const { events: saved } = when(events, { upToDate: ['techDocumentation'] });
    expect(saved).toHaveLength(1);
    expect(staleOf([...events, ...saved])).toEqual(['styleGuide', 'logoCreation', 'userStories']);
  });

  it('when a step was never generated, then upToDate on it appends nothing', () => {
    const events = given({ stepData: completeStepData, currentStep: 7 });
    expect(when(events, { upToDate: ['techDocumentation'] }).events).toEqual([]);
  });
});
