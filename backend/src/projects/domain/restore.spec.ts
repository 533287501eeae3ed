import { decideCreate, decideUpdate, type UpdateProject } from './decide';
import { projectEventTypes, type ProjectEvent } from './project-events';
import { READ_ONLY_MESSAGE } from './project-errors';
import { foldProject } from './project';
import { decideRestore, projectAtVersion, readStepAtVersion } from './restore';
import { completeStepData, step1, step2, step3 } from '../testing/step-data.fixtures';

const userId = 'user-1';
const projectId = '11111111-1111-4111-8111-111111111111';
const gen = {
  source: 'generator' as const,
  generator: 'business-definition',
  version: '1',
  model: 'offline',
  seed: 3,
};
const mission = (text: string) => ({
  businessDefinition: { ...step2.businessDefinition, missionStatement: text },
});

/** Given a stream: the creation, then each update decided on the state so far. */
function given(...updates: Array<Omit<UpdateProject, 'userId'>>): ProjectEvent[] {
  const events: ProjectEvent[] = [...decideCreate({ projectId, userId })];
  for (const update of updates)
    events.push(...decideUpdate(foldProject(events), { userId, ...update }).events);
  return events;
}
const whenRestored = (events: ProjectEvent[], fromVersion: number, step = 'businessDefinition' as const) =>
  decideRestore(events, { userId, step, fromVersion });

describe('reading a step as it was after a version', () => {
  it('folds the stream up to that version with the domain evolve', () => {
    const events = given(
      { currentStep: 2, stepData: { ...step1, ...mission('First') } }, // v2 save, v3 title from the idea
      { stepData: mission('Second') }, // v4
    );
    expect(events.map((e) => e.type)).toEqual([
      projectEventTypes.created,
      projectEventTypes.stepSaved,
      projectEventTypes.renamed,
      projectEventTypes.stepSaved,
    ]);
    const read = (version: number) =>
      readStepAtVersion(events, { userId, version, step: 'businessDefinition' }).value.missionStatement;
    expect(read(1)).toBeUndefined();
    expect(read(2)).toBe('First');
    expect(read(3)).toBe('First');
    expect(read(4)).toBe('Second');
    expect(readStepAtVersion(events, { userId, version: 1, step: 'businessDefinition' }).value).toEqual({});
  });

  it('gives each field the source it had then', () => {
    const events = given({
      stepData: step2,
      provenance: { businessDefinition: { missionStatement: gen } },
    });
    expect(readStepAtVersion(events, { userId, version: 2, step: 'businessDefinition' }).sources).toEqual({
      missionStatement: gen,
      valueProposition: { source: 'user' },
      businessModel: { source: 'user' },
      competitiveAdvantage: { source: 'user' },
    });
  });

  it.each([0, -1, 1.5, 5, Number.NaN])('refuses version %s with 400 (the stream has 4)', (version) => {
    const events = given({ currentStep: 2, stepData: { ...step1, ...step2 } }, { stepData: mission('x') });
    expect(() => projectAtVersion(events, version)).toThrow(
      expect.objectContaining({ kind: 'validation', code: 'UnknownProjectVersion' }),
    );
  });

  it("another user's project is not found, whatever the version", () => {
    const events = given({ stepData: step2 });
    expect(() =>
      readStepAtVersion(events, { userId: 'user-2', version: 99, step: 'businessDefinition' }),
    ).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('restoring a step', () => {
  it('when restored, then the step is as it was, other steps and the current step stay', () => {
    const events = given(
      { currentStep: 2, stepData: { ...step1, ...mission('First') } }, // v2, v3
      { currentStep: 3, stepData: mission('Second') }, // v4
      { stepData: step3 }, // v5 and the rename to the name
    );
    const before = foldProject(events);
    const restored = whenRestored(events, 2);
    expect(restored).toEqual([
      {
        type: 'projects.step-data-restored',
        data: {
          builtFrom: null,
          projectId,
          step: 'businessDefinition',
          fromVersion: 2,
          value: mission('First').businessDefinition,
          changes: [
            {
              step: 'businessDefinition',
              field: 'missionStatement',
              value: 'First',
              source: { source: 'user' },
            },
          ],
        },
      },
    ]);
    const after = foldProject(restored, before);
    expect(after.stepData.businessDefinition?.missionStatement).toBe('First');
    expect(after.stepData.nameGeneration).toEqual(before.stepData.nameGeneration);
    expect(after.currentStep).toBe(3);
    expect(after.title).toBe(before.title);
  });

  it('brings back the sources the fields had, and clears fields the step did not have then', () => {
    const events = given(
      {
        stepData: { businessDefinition: { missionStatement: 'Generated' } },
        provenance: { businessDefinition: gen },
      },
      { stepData: { businessDefinition: { missionStatement: 'Mine', businessModel: 'Membership' } } },
    );
    const after = foldProject(whenRestored(events, 2), foldProject(events));
    expect(after.stepData.businessDefinition).toEqual({ missionStatement: 'Generated' });
    expect(after.sources).toEqual({ 'businessDefinition.missionStatement': gen });
  });

  it('a version before the step had data restores it empty', () => {
    const events = given({ stepData: step2 });
    const after = foldProject(whenRestored(events, 1), foldProject(events));
    expect(after.stepData.businessDefinition).toEqual({});
  });

  it('restoring what the step already holds appends nothing', () => {
    const events = given({ stepData: mission('Same') }, { stepData: step1 });
    expect(whenRestored(events, 2)).toEqual([]);
  });

  it('a restored selected name renames the project, as choosing it does', () => {
    const other = {
      nameGeneration: {
        ...step3.nameGeneration,
        selectedName: { name: 'LendLoop', description: '', domain: '' },
      },
    };
    const events = given({ stepData: step3 }, { stepData: other }); // v2 + rename v3, v4 + rename v5
    expect(foldProject(events).title).toBe('LendLoop');
    const restored = decideRestore(events, { userId, step: 'nameGeneration', fromVersion: 2 });
    expect(restored.map((e) => e.type)).toEqual([
      projectEventTypes.stepDataRestored,
      projectEventTypes.renamed,
    ]);
    expect(foldProject(restored, foldProject(events)).title).toBe('ToolNest');
  });

  it('given a completed project, then 409 read-only', () => {
    const events: ProjectEvent[] = [
      ...decideCreate({ projectId, userId, currentStep: 7, stepData: completeStepData }),
      {
        type: projectEventTypes.completed,
        data: {
          projectId,
          userId,
          period: '2026-03',
          completedThisMonth: 1,
          monthlyLimit: 2,
          via: 'complete',
        },
      },
    ];
    expect(() => whenRestored(events, 1)).toThrow(
      expect.objectContaining({ kind: 'conflict', message: READ_ONLY_MESSAGE }),
    );
  });

  it("given another user's or a deleted project, then not found", () => {
    const events = given({ stepData: step2 });
    expect(() =>
      decideRestore(events, { userId: 'user-2', step: 'businessDefinition', fromVersion: 1 }),
    ).toThrow(expect.objectContaining({ kind: 'not_found' }));
    const deleted: ProjectEvent[] = [
      ...events,
      { type: projectEventTypes.deleted, data: { projectId, userId } },
    ];
    expect(() => whenRestored(deleted, 1)).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });

  it('given a version the stream does not have, then 400', () => {
    const events = given({ stepData: step2 });
    expect(() => whenRestored(events, 3)).toThrow(
      expect.objectContaining({ kind: 'validation', message: 'There is no version 3 of this project' }),
    );
  });

  it('events of other contexts on the stream count as versions and change no step', () => {
    const exported = { type: 'exports.export-created', data: { projectId } } as unknown as ProjectEvent;
    const events = [...given({ stepData: mission('Before export') }), exported];
    events.push(...decideUpdate(foldProject(events), { userId, stepData: mission('After') }).events);
    expect(
      readStepAtVersion(events, { userId, version: 3, step: 'businessDefinition' }).value.missionStatement,
    ).toBe('Before export');
    expect(
      foldProject(whenRestored(events, 3), foldProject(events)).stepData.businessDefinition?.missionStatement,
    ).toBe('Before export');
  });
});
