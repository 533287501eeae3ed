import { limitsFor } from '@bb/kernel';
import { foldSlots, releaseSlot, takeSlot } from './project-slots';

const userId = 'user-1';

describe('open-project slots (the project limit)', () => {
  it('given no open project, a free user takes a slot', () => {
    expect(takeSlot(foldSlots([]), limitsFor('free'), userId, 'p1')).toEqual({
      type: 'projects.project-slot-taken',
      data: { userId, projectId: 'p1' },
    });
  });

  it('given 2 open projects, a free user is refused with Project limit reached', () => {
    const state = foldSlots([
      takeSlot(foldSlots([]), limitsFor('free'), userId, 'p1'),
      { type: 'projects.project-slot-taken', data: { userId, projectId: 'p2' } },
    ]);
    expect(() => takeSlot(state, limitsFor('free'), userId, 'p3')).toThrow(
      expect.objectContaining({
        kind: 'limit_reached',
        code: 'ProjectLimitReached',
        message: expect.stringContaining('Project limit reached'),
      }),
    );
  });

  it('a completed or deleted project gives its slot back', () => {
    const state = foldSlots([
      { type: 'projects.project-slot-taken', data: { userId, projectId: 'p1' } },
      { type: 'projects.project-slot-taken', data: { userId, projectId: 'p2' } },
      releaseSlot(userId, 'p1', 'completed'),
    ]);
    expect(state.open.size).toBe(1);
    expect(() => takeSlot(state, limitsFor('free'), userId, 'p3')).not.toThrow();
  });

  it('starter allows 10; pro and enterprise are unlimited', () => {
    const ten = foldSlots(
      Array.from({ length: 10 }, (_, i) => ({
        type: 'projects.project-slot-taken' as const,
        data: { userId, projectId: `p${i}` },
      })),
    );
    expect(() => takeSlot(ten, limitsFor('starter'), userId, 'x')).toThrow('Project limit reached');
    expect(() => takeSlot(ten, limitsFor('pro'), userId, 'x')).not.toThrow();
    expect(() => takeSlot(ten, limitsFor('enterprise'), userId, 'x')).not.toThrow();
  });
});
