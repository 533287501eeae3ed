import {
  createIdeaRequestSchema,
  dailyIdeaSchema,
  ideaEventSchema,
  patchIdeaRequestSchema,
} from '../../contracts/ideas';
import { DomainError } from '../../shared/domain-error';
import {
  adminDailyIdea,
  decide,
  evolve,
  ideaEventTypes,
  initialIdeaState,
  replayIdea,
  type IdeaCommand,
  type IdeaCreated,
  type IdeaEvent,
  type IdeaState,
} from './idea';
import { IdeaAlreadyExists, IdeaIsDeleted, IdeaNotFound, InvalidIdea } from './idea-errors';

const ideaId = '0b7e6a52-5a1f-4a53-9c55-0e0d0c6f1a01';
const t0 = '2025-01-10T12:00:00.000Z';
const t1 = '2025-01-11T09:30:00.000Z';

const created: IdeaCreated = {
  type: 'ideas.idea-created',
  schemaVersion: 1,
  data: {
    ideaId,
    title: 'Drone Roof Surveys',
    description: 'Roof inspections by drone.',
    businessIdea: 'Drone Roof Surveys',
    targetAudience: 'Roofers',
    industry: 'other',
    keyFeatures: ['Thermal imaging', 'Same-day report'],
    potentialRevenue: '$200K',
    featuredDate: '2025-01-20',
    isActive: true,
    createdAt: t0,
  },
};
const deleted: IdeaEvent = { type: 'ideas.idea-deleted', schemaVersion: 1, data: { ideaId, deletedAt: t1 } };

/** Given these events, when this command: the events it decides (or the error it throws). */
const given = (events: IdeaEvent[]) => ({
  when: (command: IdeaCommand) => () => decide(command, replayIdea(events)),
});

describe('admin idea: create', () => {
  it('creates an active idea with businessIdea defaulting to the title and blank features dropped', () => {
    const input = createIdeaRequestSchema.parse({
      title: '  Drone Roof Surveys ',
      industry: 'other',
      keyFeatures: ['Thermal imaging', '   ', '', 'Same-day report'],
      featuredDate: '2025-01-20',
      description: 'Roof inspections by drone.',
      targetAudience: 'Roofers',
      potentialRevenue: '$200K',
    });
    const events = given([]).when({ type: 'create-idea', ideaId, input, now: t0 })();
    expect(events).toEqual([created]);
    expect(ideaEventSchema.parse(events[0])).toEqual(created);
  });

  it('keeps an explicit businessIdea and fills missing texts with empty strings', () => {
    const [event] = given([]).when({
      type: 'create-idea',
      ideaId,
      input: {
        title: 'Short',
        businessIdea: 'A longer pitch',
        industry: 'finance',
        featuredDate: '2025-02-01',
      },
      now: t0,
    })();
    expect(event?.type === 'ideas.idea-created' && event.data).toMatchObject({
      businessIdea: 'A longer pitch',
      description: '',
      targetAudience: '',
      potentialRevenue: '',
      keyFeatures: [],
    });
  });

  it('also drops blank features and trims when the input did not go through the schema', () => {
    const [event] = given([]).when({
      type: 'create-idea',
      ideaId,
      input: {
        title: 'X',
        industry: 'creative',
        featuredDate: '2025-02-01',
        keyFeatures: [' a ', ' '],
        businessIdea: '  ',
      },
      now: t0,
    })();
    expect(event?.type === 'ideas.idea-created' && event.data).toMatchObject({
      keyFeatures: ['a'],
      businessIdea: 'X',
    });
  });

  it("refuses a blank title with 'Title is required'", () => {
    const when = given([]).when({
      type: 'create-idea',
      ideaId,
      input: { title: '   ', industry: 'other', featuredDate: '2025-01-20' },
      now: t0,
    });
    expect(when).toThrow(InvalidIdea);
    expect(when).toThrow('Title is required');
    try {
      when();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('validation');
      expect((error as DomainError).details).toEqual({ title: 'Title is required' });
    }
    expect(
      createIdeaRequestSchema.safeParse({ title: ' ', industry: 'other', featuredDate: '2025-01-20' }).error
        ?.issues[0]?.message,
    ).toBe('Title is required');
  });

  it('refuses an impossible featured date', () => {
    expect(
      given([]).when({
        type: 'create-idea',
        ideaId,
        input: { title: 'X', industry: 'other', featuredDate: '2025-02-30' },
        now: t0,
      }),
    ).toThrow(InvalidIdea);
  });

  it('refuses to create an idea twice', () => {
    const input = { title: 'Again', industry: 'other' as const, featuredDate: '2025-01-20' };
    expect(given([created]).when({ type: 'create-idea', ideaId, input, now: t1 })).toThrow(IdeaAlreadyExists);
  });
});

describe('admin idea: update', () => {
  it('records only the fields whose value changed', () => {
    const patch = patchIdeaRequestSchema.parse({
      title: 'Drone Roof Surveys',
      description: 'Roof and solar panel inspections by drone.',
      keyFeatures: ['Thermal imaging', 'Same-day report'],
      targetAudience: 'Roofers and solar installers',
    });
    expect(given([created]).when({ type: 'update-idea', ideaId, patch, now: t1 })()).toEqual([
      {
        type: 'ideas.idea-updated',
        schemaVersion: 1,
        data: {
          ideaId,
          changes: {
            description: 'Roof and solar panel inspections by drone.',
            targetAudience: 'Roofers and solar installers',
          },
          updatedAt: t1,
        },
      },
    ]);
  });

  it('emits nothing when nothing changes', () => {
    expect(given([created]).when({ type: 'update-idea', ideaId, patch: {}, now: t1 })()).toEqual([]);
    expect(
      given([created]).when({
        type: 'update-idea',
        ideaId,
        patch: { title: 'Drone Roof Surveys', isActive: true },
        now: t1,
      })(),
    ).toEqual([]);
  });

  it('turns an isActive change in a PATCH into its own event', () => {
    const events = given([created]).when({
      type: 'update-idea',
      ideaId,
      patch: { isActive: false, featuredDate: '2025-01-21' },
      now: t1,
    })();
    expect(events.map((e) => e.type)).toEqual(['ideas.idea-updated', 'ideas.idea-activation-changed']);
    const state = events.reduce(evolve, replayIdea([created]));
    expect(adminDailyIdea(state)).toMatchObject({
      isActive: false,
      featuredDate: '2025-01-21',
      title: 'Drone Roof Surveys',
    });
  });

  it('does not change businessIdea when only the title changes (it equals the title on creation only)', () => {
    const events = given([created]).when({
      type: 'update-idea',
      ideaId,
      patch: { title: 'Roof Drones' },
      now: t1,
    })();
    const idea = adminDailyIdea(events.reduce(evolve, replayIdea([created])));
    expect(idea).toMatchObject({ title: 'Roof Drones', businessIdea: 'Drone Roof Surveys' });
  });

  it('refuses a blank title', () => {
    expect(given([created]).when({ type: 'update-idea', ideaId, patch: { title: ' ' }, now: t1 })).toThrow(
      'Title is required',
    );
  });

  it('fails for an unknown or deleted idea', () => {
    expect(given([]).when({ type: 'update-idea', ideaId, patch: { title: 'New' }, now: t1 })).toThrow(
      IdeaNotFound,
    );
    expect(
      given([created, deleted]).when({ type: 'update-idea', ideaId, patch: { title: 'New' }, now: t1 }),
    ).toThrow(IdeaIsDeleted);
  });
});

describe('admin idea: toggle and delete', () => {
  it('flips activation when no target is given, and sets it when one is', () => {
    expect(given([created]).when({ type: 'toggle-idea', ideaId, now: t1 })()).toEqual([
      {
        type: 'ideas.idea-activation-changed',
        schemaVersion: 1,
        data: { ideaId, isActive: false, changedAt: t1 },
      },
    ]);
    expect(given([created]).when({ type: 'toggle-idea', ideaId, isActive: true, now: t1 })()).toEqual([]);
  });

  it('toggles back on after being switched off', () => {
    const off = given([created]).when({ type: 'toggle-idea', ideaId, now: t1 })();
    const on = given([created, ...off]).when({ type: 'toggle-idea', ideaId, now: t1 })();
    expect(on).toEqual([
      {
        type: 'ideas.idea-activation-changed',
        schemaVersion: 1,
        data: { ideaId, isActive: true, changedAt: t1 },
      },
    ]);
  });

  it('deletes an idea once', () => {
    expect(given([created]).when({ type: 'delete-idea', ideaId, now: t1 })()).toEqual([deleted]);
    expect(given([created, deleted]).when({ type: 'delete-idea', ideaId, now: t1 })).toThrow(IdeaIsDeleted);
    expect(given([]).when({ type: 'delete-idea', ideaId, now: t1 })).toThrow(IdeaNotFound);
    expect(given([created, deleted]).when({ type: 'toggle-idea', ideaId, now: t1 })).toThrow(IdeaIsDeleted);
  });
});

describe('admin idea: evolve', () => {
  it('starts absent, and a deleted idea is no longer shown', () => {
    expect(initialIdeaState).toEqual({ status: 'absent' });
    expect(adminDailyIdea(initialIdeaState)).toBeUndefined();
    const state: IdeaState = replayIdea([created, deleted]);
    expect(state.status).toBe('deleted');
    expect(adminDailyIdea(state)).toBeUndefined();
  });

  it('shows the created idea as an admin DailyIdea', () => {
    const { ideaId: id, ...content } = created.data;
    const idea = adminDailyIdea(replayIdea([created]));
    expect(idea).toEqual({ ...content, id, source: 'admin' });
    expect(dailyIdeaSchema.parse(idea)).toEqual(idea);
  });
});

describe('event types', () => {
  it('are stable, namespaced and unique', () => {
    expect(ideaEventTypes).toEqual([
      'ideas.idea-created',
      'ideas.idea-updated',
      'ideas.idea-activation-changed',
      'ideas.idea-deleted',
      'ideas.idea-viewed',
    ]);
  });
});
