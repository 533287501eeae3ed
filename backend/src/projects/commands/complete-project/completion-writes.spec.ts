import { limitsFor } from '@bb/kernel';
import { initialUsageState } from '../../../billing/domain/usage';
import { completeStepData } from '../../testing/step-data.fixtures';
import { decideCompletion } from '../../domain/completion';
import { decideCreate, decideUpdate } from '../../domain/decide';
import { foldProject } from '../../domain/project';
import { completionSideWrites } from './completion-writes';

const userId = 'user-1';
const projectId = '22222222-2222-4222-8222-222222222222';
const limits = limitsFor('free');

function completion() {
  const at7 = foldProject(decideCreate({ projectId, userId, currentStep: 7, stepData: completeStepData }));
  const at8 = foldProject(decideUpdate(at7, { userId, currentStep: 8 }).events, at7);
  return decideCompletion(at8, { userId, via: 'complete', period: '2026-03', completedBefore: 0, limits });
}

describe('the writes that go with a completion', () => {
  it("counts it on the month's usage stream at the version checked, and releases the slot", () => {
    const usage = { streamId: 'usage-user-1-2026-03', version: 0, state: initialUsageState };
    const [counted, slot] = completionSideWrites(completion(), usage, {
      now: new Date('2026-03-15T12:00:00Z'),
      limits,
    });
    expect(counted).toMatchObject({
      streamId: 'usage-user-1-2026-03',
      expectedVersion: 0,
      events: [
        {
          type: 'billing.usage-counted',
          data: { userId, period: '2026-03', counter: 'completions', n: 1, usedAfter: 1, limit: 2 },
        },
      ],
    });
    expect(slot).toMatchObject({
      streamId: `projects-of-${userId}`,
      events: [{ type: 'projects.project-slot-released', data: { projectId, reason: 'completed' } }],
    });
  });

  it('counts against the New York month: 03:00 UTC on 1 April is still March', () => {
    const usage = { streamId: 'usage-user-1-2026-03', version: 0, state: initialUsageState };
    const [counted] = completionSideWrites(completion(), usage, {
      now: new Date('2026-04-01T03:00:00Z'),
      limits,
    });
    expect(counted?.events[0]?.data).toMatchObject({ period: '2026-03' });
  });
});
