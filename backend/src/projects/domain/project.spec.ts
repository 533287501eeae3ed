import { READ_ONLY_MESSAGE } from './project-errors';
import { decideCreate, decideDelete, decideDuplicate, decideUpdate, type UpdateProject } from './decide';
import { projectEventTypes, type ProjectEvent } from './project-events';
import { foldProject, type ProjectState } from './project';
import { completeStepData, idea, step1, step2, step3, step4, step5 } from '../testing/step-data.fixtures';

const userId = 'user-1';
const projectId = '11111111-1111-4111-8111-111111111111';

/** Given these events (a fresh project of user-1 unless said otherwise). */
function given(...events: ProjectEvent[]): ProjectState {
  return foldProject([...decideCreate({ projectId, userId }), ...events]);
}
const saved = (currentStep: number, stepData = {}) =>
  decideUpdate(given(), { userId, currentStep, stepData }).events;
const completedEvent: ProjectEvent = {
  type: projectEventTypes.completed,
  data: { projectId, userId, period: '2026-03', completedThisMonth: 1, monthlyLimit: 2, via: 'complete' },
};
/** A project saved up to `step` with complete data. */
function atStep(step: number): ProjectState {
  return foldProject(
    decideCreate({ projectId, userId, currentStep: Math.min(step, 7), stepData: completeStepData }),
  );
}
function whenUpdated(state: ProjectState, cmd: Omit<UpdateProject, 'userId'>) {
  return decideUpdate(state, { userId, ...cmd });
}

describe('creating a project', () => {
  it('when created empty, then it is untitled, at step 1, with empty stepData', () => {
    const events = decideCreate({ projectId, userId });
    expect(events).toEqual([
      {
        type: 'projects.project-created',
        data: { projectId, userId, title: '', titleSource: 'none', duplicatedFrom: null },
      },
    ]);
    expect(foldProject(events)).toMatchObject({
      exists: true,
      currentStep: 1,
      stepData: {},
      completed: false,
    });
  });

  it('when created from an idea, then the title is the idea capped at 50 characters', () => {
    const events = decideCreate({ projectId, userId, stepData: step1 });
    const state = foldProject(events);
    expect(state.title).toBe(idea.businessIdea.slice(0, 50).trim());
    expect(state.title.length).toBeLessThanOrEqual(50);
    expect(state.titleSource).toBe('selected-idea');
    expect(state.stepData.ideaGeneration?.selectedIdea?.businessIdea).toBe(idea.businessIdea);
  });

  it('when created with a typed title, then that title wins', () => {
    expect(foldProject(decideCreate({ projectId, userId, title: '  My shop ', stepData: step1 })).title).toBe(
      'My shop',
    );
  });

  it('when created past a step whose rule fails, then it is refused with the step message', () => {
    expect(() => decideCreate({ projectId, userId, currentStep: 2 })).toThrow(
      'Please select a business idea to continue',
    );
    expect(() => decideCreate({ projectId, userId, currentStep: 3, stepData: step1 })).toThrow(
      'Please fill in all fields before continuing',
    );
  });

  it('when created at step 8, then it is refused (reaching step 8 completes a project)', () => {
    expect(() => decideCreate({ projectId, userId, currentStep: 8, stepData: completeStepData })).toThrow(
      RangeError,
    );
  });

  it('records every field with its source, the generator when the request says so', () => {
    const gen = {
      source: 'generator' as const,
      generator: 'offline',
      version: '1',
      model: 'offline',
      seed: 7,
    };
    const events = decideCreate({
      projectId,
      userId,
      stepData: { ...step1, ...step2 },
      provenance: { businessDefinition: gen },
    });
    const saved = events[1];
    if (saved?.type !== projectEventTypes.stepSaved) throw new Error('expected a step save');
    expect(saved.data.changes.find((c) => c.field === 'missionStatement')?.source).toEqual(gen);
    expect(saved.data.changes.find((c) => c.field === 'selectedIdea')?.source).toEqual({ source: 'user' });
  });
});

describe('saving wizard steps', () => {
  it.each([
    [1, {}, 'Please select a business idea to continue'],
    [2, step1, 'Please fill in all fields before continuing'],
    [3, { ...step1, ...step2 }, 'Please select a business name to continue'],
    [4, { ...step1, ...step2, ...step3 }, 'Please choose a primary and a secondary colour to continue'],
    [5, { ...step1, ...step2, ...step3, ...step4 }, 'Please select a logo design to continue'],
  ])(
    'given step %i is not finished, when moving past it, then 400 with the message',
    (step, data, message) => {
      const state = foldProject(decideCreate({ projectId, userId, currentStep: step, stepData: data }));
      let error: unknown;
      try {
        whenUpdated(state, { currentStep: step + 1 });
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ kind: 'validation', message, code: 'StepRuleBroken' });
      expect((error as { details: Record<string, string> }).details.currentStep).toContain(`Step ${step}`);
    },
  );

  it('given step 2 has only some fields, then the details name the missing ones', () => {
    const state = given(...saved(2, step1));
    try {
      whenUpdated(state, {
        currentStep: 3,
        stepData: { businessDefinition: { missionStatement: 'x', valueProposition: ' ' } },
      });
      throw new Error('expected a refusal');
    } catch (e) {
      expect(Object.keys((e as { details: object }).details)).toEqual([
        'stepData.businessDefinition.valueProposition',
        'stepData.businessDefinition.businessModel',
        'stepData.businessDefinition.competitiveAdvantage',
        'currentStep',
      ]);
    }
  });

  it('steps 6 and 7 can always be left', () => {
    const state = atStep(6);
    const { events } = whenUpdated(
      { ...state, stepData: { ...state.stepData, userStories: {}, techDocumentation: {} } },
      { currentStep: 7 },
    );
    expect(events[0]).toMatchObject({ data: { currentStep: 7 } });
  });

  it('given a save with the data and the step together, then the rule is checked on the merged data', () => {
    const { events } = whenUpdated(given(), { currentStep: 2, stepData: step1 });
    expect(events).toHaveLength(2); // the save and the title from the idea
    expect(events[0]).toMatchObject({
      type: 'projects.wizard-step-saved',
      data: { currentStep: 2, previousStep: 1 },
    });
  });

  it('currentStep never goes down: a lower step saves the data and keeps the highest step', () => {
    const state = atStep(5);
    const { events } = whenUpdated(state, {
      currentStep: 2,
      stepData: { businessDefinition: { ...step2.businessDefinition, businessModel: 'Pay per use' } },
    });
    expect(events[0]).toMatchObject({ data: { currentStep: 5, previousStep: 5 } });
    expect(foldProject(events, state).currentStep).toBe(5);
  });

  it('saving without moving forward does not check the rules (autosave of an unfinished earlier step)', () => {
    const state = atStep(5);
    const { events } = whenUpdated(state, {
      currentStep: 5,
      stepData: { businessDefinition: { missionStatement: '' } },
    });
    expect(events).toHaveLength(1);
  });

  it('a stored colour that is not #RRGGBB (saved before the check) stops the move past step 4, naming the field', () => {
    const state = given(
      ...saved(4, {
        ...step1,
        ...step2,
        ...step3,
        styleGuide: { primaryColor: 'indigo', secondaryColor: '#8B5CF6' },
      }),
    );
    expect(() => whenUpdated(state, { currentStep: 5, stepData: step5 })).toThrow(
      expect.objectContaining({
        kind: 'validation',
        details: expect.objectContaining({
          'stepData.styleGuide.primaryColor': 'Must be a colour like #6366F1',
        }),
      }),
    );
    expect(whenUpdated(state, { currentStep: 5, stepData: { ...step4, ...step5 } }).events).toHaveLength(1);
  });

  it('records only the fields that changed, clearing the ones a replaced step object lacks', () => {
    const state = given(...saved(1, { ...step1, ...step2 }));
    const { events } = whenUpdated(state, {
      stepData: {
        businessDefinition: {
          missionStatement: 'New mission',
          valueProposition: step2.businessDefinition!.valueProposition,
        },
      },
    });
    expect(events).toEqual([
      {
        type: 'projects.wizard-step-saved',
        data: {
          projectId,
          currentStep: 1,
          previousStep: 1,
          changes: [
            {
              step: 'businessDefinition',
              field: 'missionStatement',
              value: 'New mission',
              source: { source: 'user' },
            },
            { step: 'businessDefinition', field: 'businessModel', cleared: true, source: { source: 'user' } },
            {
              step: 'businessDefinition',
              field: 'competitiveAdvantage',
              cleared: true,
              source: { source: 'user' },
            },
          ],
        },
      },
    ]);
    expect(foldProject(events, state).stepData.businessDefinition).toEqual({
      missionStatement: 'New mission',
      valueProposition: 'Borrow instead of buy.',
    });
  });

  it('a save that changes nothing appends nothing', () => {
    const state = given(...saved(1, step1));
    expect(whenUpdated(state, { currentStep: 1, stepData: step1 }).events).toEqual([]);
    expect(whenUpdated(state, {}).events).toEqual([]);
  });

  it('other step keys are kept when one step is saved', () => {
    const state = given(...saved(1, { ...step1, ...step2 }));
    const after = foldProject(whenUpdated(state, { stepData: step3 }).events, state);
    expect(after.stepData).toMatchObject({ ...step1, ...step2, ...step3 });
  });

  it('more than one selected logo is refused on any save', () => {
    const logos = step5.logoCreation!.generatedLogos!.map((l) => ({ ...l, selected: true }));
    expect(() => whenUpdated(given(), { stepData: { logoCreation: { generatedLogos: logos } } })).toThrow(
      'Please select exactly one logo design',
    );
  });

  it('a save that reaches step 8 asks for completion; one already at step 8 does not', () => {
    const state = atStep(7);
    expect(whenUpdated(state, { currentStep: 8 }).reachesFinalStep).toBe(true);
    const at8 = foldProject(whenUpdated(state, { currentStep: 8 }).events, state);
    expect(
      whenUpdated(at8, { currentStep: 8, stepData: { exportSave: { selectedFormat: 'pdf' } } })
        .reachesFinalStep,
    ).toBe(false);
  });

  it('reaching step 8 needs every earlier rule, not only step 7', () => {
    const state = atStep(7);
    const broken = { ...state, stepData: { ...state.stepData, nameGeneration: {} } };
    expect(() => whenUpdated(broken, { currentStep: 8 })).toThrow(
      'Please select a business name to continue',
    );
  });
});

describe('titles', () => {
  it('choosing a name sets the title to it', () => {
    const state = given(...saved(1, step1));
    const after = foldProject(whenUpdated(state, { stepData: step3 }).events, state);
    expect(after).toMatchObject({ title: 'ToolNest', titleSource: 'selected-name' });
  });

  it('a rename after choosing the name sticks while the name stays the same', () => {
    let state = foldProject(whenUpdated(given(), { stepData: step3 }).events, given());
    state = foldProject(whenUpdated(state, { title: 'My own title' }).events, state);
    state = foldProject(
      whenUpdated(state, { stepData: { ...step3, styleGuide: step4.styleGuide } }).events,
      state,
    );
    expect(state.title).toBe('My own title');
  });

  it('choosing a different name later replaces an earlier rename', () => {
    let state = foldProject(whenUpdated(given(), { title: 'Typed' }).events, given());
    state = foldProject(whenUpdated(state, { stepData: step3 }).events, state);
    expect(state.title).toBe('ToolNest');
  });

  it('a typed title in the same save as a new name wins', () => {
    const state = foldProject(whenUpdated(given(), { title: 'Typed', stepData: step3 }).events, given());
    expect(state.title).toBe('Typed');
  });

  it('renaming ignores an empty or unchanged title', () => {
    const state = foldProject(whenUpdated(given(), { title: 'Shop' }).events, given());
    expect(whenUpdated(state, { title: '   ' }).events).toEqual([]);
    expect(whenUpdated(state, { title: 'Shop' }).events).toEqual([]);
    expect(whenUpdated(state, { title: ' Shop ' }).events).toEqual([]);
  });

  it('an untitled project takes the selected idea; a titled one keeps its title', () => {
    expect(foldProject(whenUpdated(given(), { stepData: step1 }).events, given()).title).toBe(
      idea.businessIdea.slice(0, 50).trim(),
    );
    const titled = foldProject(whenUpdated(given(), { title: 'Mine' }).events, given());
    expect(foldProject(whenUpdated(titled, { stepData: step1 }).events, titled).title).toBe('Mine');
  });
});

describe('read-only, ownership and deletion', () => {
  it('given a completed project, every save and rename answers 409 with the spec message', () => {
    const state = foldProject([completedEvent], atStep(7));
    for (const cmd of [{ title: 'New' }, { stepData: step1 }, { currentStep: 8 }, {}]) {
      expect(() => whenUpdated(state, cmd)).toThrow(READ_ONLY_MESSAGE);
    }
  });

  it("another user's project is not found, never forbidden", () => {
    expect(() => decideUpdate(given(), { userId: 'user-2', title: 'x' })).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
    expect(() => decideDelete(given(), { userId: 'user-2' })).toThrow('Project not found');
    expect(() => decideDuplicate(given(), { projectId: 'p2', userId: 'user-2' })).toThrow(
      'Project not found',
    );
  });

  it('a deleted project is gone for every command', () => {
    const { events } = decideDelete(given(), { userId });
    const deleted = foldProject(events, given());
    expect(() => whenUpdated(deleted, { title: 'x' })).toThrow('Project not found');
    expect(() => decideDelete(deleted, { userId })).toThrow('Project not found');
  });

  it('deleting an open project releases its slot; deleting a completed one does not (completion did)', () => {
    expect(decideDelete(given(), { userId }).slot).toMatchObject({
      type: 'projects.project-slot-released',
      data: { reason: 'deleted' },
    });
    expect(decideDelete(foldProject([completedEvent], atStep(7)), { userId }).slot).toBeNull();
  });
});

describe('duplicating', () => {
  it("copies title ('Copy of ...'), step, data and sources, open even when the source is completed", () => {
    const source = foldProject([completedEvent], atStep(7));
    const copy = foldProject(decideDuplicate(source, { projectId: 'copy-1', userId }));
    expect(copy).toMatchObject({
      projectId: 'copy-1',
      title: `Copy of ${source.title}`,
      currentStep: 7,
      completed: false,
      duplicatedFrom: projectId,
      stepData: source.stepData,
      sources: source.sources,
    });
  });

  it('an untitled project is copied as Copy of Untitled Project', () => {
    expect(foldProject(decideDuplicate(given(), { projectId: 'c', userId })).title).toBe(
      'Copy of Untitled Project',
    );
  });
});
