import { stepCounter, transition, type StepAvailable, type TourState } from './tour-machine';
import { tourById, tours, toursForPath } from './tours';

const onboarding = tourById('onboarding')!;
const run = (state: TourState, ...actions: Parameters<typeof transition>[1][]) => {
  let current = state;
  const effects: Array<ReturnType<typeof transition>> = [];
  for (const action of actions) {
    const result = transition(current, action);
    effects.push(result);
    current = result.state;
  }
  return { state: current, effects };
};

describe('the tours', () => {
  it('are the four of the spec with their steps and targets', () => {
    expect(tours.map((t) => [t.id, t.name, t.steps.map((s) => s.id)])).toEqual([
      [
        'onboarding',
        'Platform Overview',
        ['welcome', 'create-project', 'subscription-info', 'projects-section', 'help-trigger'],
      ],
      [
        'wizard',
        'Business Builder Guide',
        ['wizard-intro', 'phase-navigation', 'auto-save', 'ai-generation', 'export-options'],
      ],
      [
        'dashboard',
        'Project Management',
        ['project-cards', 'project-controls', 'project-actions', 'project-status'],
      ],
      [
        'subscription',
        'Subscription Plans',
        ['subscription-tiers', 'feature-comparison', 'upgrade-benefits', 'billing-management'],
      ],
    ]);
    for (const tour of tours) {
      expect(tour.description.length).toBeGreaterThan(10);
      for (const step of tour.steps) {
        expect(step.target).toBe(`[data-tour="${step.id}"]`);
        expect(['top', 'bottom', 'left']).toContain(step.placement);
        expect(step.title && step.content).toBeTruthy();
      }
    }
  });

  it('say what higher plans unlock and that free has a limit, never the number', () => {
    const text = tours.flatMap((t) => t.steps.map((s) => s.content)).join(' ');
    for (const phrase of [
      'unlimited projects',
      'priority support',
      'advanced exports',
      'exclusive AI features',
      'free plan has a project limit',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toMatch(/\b\d+ projects?\b/);
  });

  it('list the tour about the current page first in the help menu', () => {
    expect(toursForPath('/wizard/abc').map((t) => t.tour.id)).toEqual([
      'wizard',
      'onboarding',
      'dashboard',
      'subscription',
    ]);
    expect(toursForPath('/pricing')[0]).toMatchObject({ tour: { id: 'subscription' }, relevant: true });
    expect(
      toursForPath('/')
        .filter((t) => t.relevant)
        .map((t) => t.tour.id),
    ).toEqual(['onboarding', 'dashboard']);
    expect(toursForPath('/account').some((t) => t.relevant)).toBe(false);
  });
});

describe('the tour state machine', () => {
  it('starts inactive-to-active on step 0 and walks with next and previous', () => {
    const { state } = run(
      null,
      { type: 'start', tourId: 'onboarding' },
      { type: 'next' },
      { type: 'next' },
      { type: 'previous' },
    );
    expect(state).toEqual({ tourId: 'onboarding', stepIndex: 1 });
  });

  it('previous on the first step stays there', () => {
    expect(run(null, { type: 'start', tourId: 'wizard' }, { type: 'previous' }).state).toEqual({
      tourId: 'wizard',
      stepIndex: 0,
    });
  });

  it('next on the last step completes the tour and ends it', () => {
    const { state, effects } = run(
      null,
      { type: 'start', tourId: 'onboarding' },
      ...Array(5).fill({ type: 'next' }),
    );
    expect(state).toBeNull();
    expect(effects.at(-1)).toEqual({ state: null, completed: 'onboarding', closeOnboarding: false });
    expect(effects.slice(0, -1).every((e) => e.completed === null)).toBe(true);
  });

  it('skip completes the tour and ends it', () => {
    const { effects } = run(null, { type: 'start', tourId: 'dashboard' }, { type: 'next' }, { type: 'skip' });
    expect(effects.at(-1)).toEqual({ state: null, completed: 'dashboard', closeOnboarding: false });
  });

  it('ending the onboarding tour before the last step sets the closed flag, not completed', () => {
    const { effects } = run(null, { type: 'start', tourId: 'onboarding' }, { type: 'next' }, { type: 'end' });
    expect(effects.at(-1)).toEqual({ state: null, completed: null, closeOnboarding: true });
  });

  it('ending another tour only ends it (a route change ends any tour the same way)', () => {
    const { effects } = run(null, { type: 'start', tourId: 'subscription' }, { type: 'end' });
    expect(effects.at(-1)).toEqual({ state: null, completed: null, closeOnboarding: false });
    expect(transition(null, { type: 'end' })).toEqual({
      state: null,
      completed: null,
      closeOnboarding: false,
    });
  });

  it('starting a tour while the onboarding runs ends the onboarding first', () => {
    const { state, effects } = run(
      null,
      { type: 'start', tourId: 'onboarding' },
      { type: 'start', tourId: 'dashboard' },
    );
    expect(state).toEqual({ tourId: 'dashboard', stepIndex: 0 });
    expect(effects.at(-1)?.closeOnboarding).toBe(true);
  });

  it('tours are replayable: a completed tour starts again from step 0', () => {
    const finished = run(null, { type: 'start', tourId: 'dashboard' }, { type: 'skip' });
    expect(transition(finished.state, { type: 'start', tourId: 'dashboard' }).state).toEqual({
      tourId: 'dashboard',
      stepIndex: 0,
    });
  });

  describe('with targets missing from the page', () => {
    // Only welcome, subscription-info and help-trigger are on the page.
    const onPage = new Set(['welcome', 'subscription-info', 'help-trigger']);
    const available: StepAvailable = (tour, i) => onPage.has(tour.steps[i]!.id);

    it('skips their steps both ways, and counts only the shown ones', () => {
      let state = transition(null, { type: 'start', tourId: 'onboarding' }, available).state;
      expect(state).toEqual({ tourId: 'onboarding', stepIndex: 0 });
      state = transition(state, { type: 'next' }, available).state;
      expect(state).toEqual({ tourId: 'onboarding', stepIndex: 2 });
      expect(stepCounter(state!, available)).toEqual({
        position: 2,
        total: 3,
        isFirst: false,
        isLast: false,
      });
      state = transition(state, { type: 'next' }, available).state;
      expect(state?.stepIndex).toBe(4);
      expect(stepCounter(state!, available).isLast).toBe(true);
      state = transition(state, { type: 'previous' }, available).state;
      expect(state?.stepIndex).toBe(2);
      expect(transition({ tourId: 'onboarding', stepIndex: 4 }, { type: 'next' }, available).completed).toBe(
        'onboarding',
      );
    });

    it('starts on the first step that is there, and not at all when none is', () => {
      const later: StepAvailable = (tour, i) => tour.steps[i]!.id === 'projects-section';
      expect(transition(null, { type: 'start', tourId: 'onboarding' }, later).state).toEqual({
        tourId: 'onboarding',
        stepIndex: 3,
      });
      expect(transition(null, { type: 'start', tourId: 'wizard' }, () => false)).toEqual({
        state: null,
        completed: null,
        closeOnboarding: false,
      });
    });
  });

  it('counts steps as "k of n"', () => {
    expect(stepCounter({ tourId: 'onboarding', stepIndex: 0 })).toEqual({
      position: 1,
      total: onboarding.steps.length,
      isFirst: true,
      isLast: false,
    });
    expect(stepCounter({ tourId: 'dashboard', stepIndex: 3 })).toMatchObject({
      position: 4,
      total: 4,
      isLast: true,
    });
  });
});
