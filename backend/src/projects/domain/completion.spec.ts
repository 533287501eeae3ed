import { limitsFor } from '@bb/kernel';
import { completeStepData } from '../testing/step-data.fixtures';
import { decideCompletion, type CompleteProject } from './completion';
import { decideCreate, decideUpdate } from './decide';
import { READ_ONLY_MESSAGE } from './project-errors';
import { foldProject, type ProjectState } from './project';

const userId = 'user-1';
const projectId = '22222222-2222-4222-8222-222222222222';
const free: CompleteProject = {
  userId,
  via: 'complete',
  period: '2026-03',
  completedBefore: 0,
  limits: limitsFor('free'),
};

function atStep8(): ProjectState {
  const at7 = foldProject(decideCreate({ projectId, userId, currentStep: 7, stepData: completeStepData }));
  return foldProject(decideUpdate(at7, { userId, currentStep: 8 }).events, at7);
}
describe('completing a project', () => {
  it('given a project at step 8 and no completion this month, then it completes and counts 1 of 2 for the month', () => {
    const d = decideCompletion(atStep8(), free);
    expect(d.project).toEqual({
      type: 'projects.project-completed',
      data: { projectId, userId, period: '2026-03', completedThisMonth: 1, monthlyLimit: 2, via: 'complete' },
    });
    expect(d.slot).toMatchObject({
      type: 'projects.project-slot-released',
      data: { projectId, reason: 'completed' },
    });
    expect(foldProject([d.project], atStep8())).toMatchObject({ completed: true });
  });

  it('given the free plan has used its 2 completions, then 403 Monthly completion limit reached', () => {
    expect(() => decideCompletion(atStep8(), { ...free, completedBefore: 2 })).toThrow(
      expect.objectContaining({
        kind: 'limit_reached',
        message: 'Monthly completion limit reached',
        code: 'MonthlyLimitReached',
      }),
    );
  });

  it.each([
    ['starter', 10],
    ['pro', 25],
  ] as const)('the %s plan allows %i completions a month', (tier, limit) => {
    const limits = limitsFor(tier);
    expect(
      decideCompletion(atStep8(), { ...free, completedBefore: limit - 1, limits }).completedThisMonth,
    ).toBe(limit);
    expect(() => decideCompletion(atStep8(), { ...free, completedBefore: limit, limits })).toThrow(
      'Monthly completion limit reached',
    );
  });

  it('enterprise is unlimited', () => {
    expect(
      decideCompletion(atStep8(), { ...free, completedBefore: 40, limits: limitsFor('enterprise') })
        .monthlyLimit,
    ).toBe(-1);
  });

  it('only at step 8', () => {
    const at7 = foldProject(decideCreate({ projectId, userId, currentStep: 7, stepData: completeStepData }));
    expect(() => decideCompletion(at7, free)).toThrow('Finish every step before completing the project');
  });

  it('only when every step rule holds', () => {
    const state = atStep8();
    expect(() =>
      decideCompletion({ ...state, stepData: { ...state.stepData, logoCreation: {} } }, free),
    ).toThrow('Please select a logo design to continue');
  });

  it('a completed project cannot be completed again (read-only)', () => {
    const state = atStep8();
    const done = foldProject([decideCompletion(state, free).project], state);
    expect(() => decideCompletion(done, free)).toThrow(READ_ONLY_MESSAGE);
  });

  it("another user's project is not found", () => {
    expect(() => decideCompletion(atStep8(), { ...free, userId: 'user-2' })).toThrow('Project not found');
  });
});
