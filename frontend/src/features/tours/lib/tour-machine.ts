import { ONBOARDING_TOUR_ID, tourById, type Tour, type TourId } from './tours';

/**
 * The tour state machine: inactive, or active on a step index. Pure: the
 * caller says which steps can be shown (their target is on the page) and applies the storage
 * effects the transition names.
 *
 * - start: active on the first step that can be shown (a tour with none stays inactive); a tour
 *   already running ends first, as 'end' would end it
 * - next: the next step that can be shown; past the last one the tour is completed and ends
 * - previous: the previous step that can be shown; on the first one nothing changes
 * - skip: the tour is completed and ends
 * - end (Esc, close, a route change): the tour ends; ending the onboarding tour this way sets the
 *   closed-onboarding flag (the spec's "before the last step"; on the last step too, so a tour the
 *   user closed does not start again by itself)
 */
export interface ActiveTour {
  tourId: TourId;
  stepIndex: number;
}
export type TourState = ActiveTour | null;

export type TourAction =
  | { type: 'start'; tourId: TourId }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'skip' }
  | { type: 'end' };

export interface TourTransition {
  state: TourState;
  /** A tour to add to the completed-tours list. */
  completed: TourId | null;
  /** Set the closed-onboarding flag. */
  closeOnboarding: boolean;
}

/** Whether step `index` of `tour` can be shown now. */
export type StepAvailable = (tour: Tour, index: number) => boolean;

const always: StepAvailable = () => true;

function find(tour: Tour, from: number, direction: 1 | -1, available: StepAvailable): number | null {
  for (let i = from; i >= 0 && i < tour.steps.length; i += direction) if (available(tour, i)) return i;
  return null;
}

const stay = (state: TourState): TourTransition => ({ state, completed: null, closeOnboarding: false });

export function transition(
  state: TourState,
  action: TourAction,
  available: StepAvailable = always,
): TourTransition {
  const tour = state ? tourById(state.tourId) : undefined;
  switch (action.type) {
    case 'start': {
      const next = tourById(action.tourId);
      const ended = state ? transition(state, { type: 'end' }, available) : stay(null);
      const first = next ? find(next, 0, 1, available) : null;
      if (!next || first === null) return ended;
      return { ...ended, state: { tourId: next.id, stepIndex: first } };
    }
    case 'next': {
      if (!state || !tour) return stay(null);
      const index = find(tour, state.stepIndex + 1, 1, available);
      if (index === null) return { state: null, completed: tour.id, closeOnboarding: false };
      return stay({ ...state, stepIndex: index });
    }
    case 'previous': {
      if (!state || !tour) return stay(null);
      const index = find(tour, state.stepIndex - 1, -1, available);
      return stay(index === null ? state : { ...state, stepIndex: index });
    }
    case 'skip':
      if (!state || !tour) return stay(null);
      return { state: null, completed: tour.id, closeOnboarding: false };
    case 'end':
      if (!state) return stay(null);
      return { state: null, completed: null, closeOnboarding: state.tourId === ONBOARDING_TOUR_ID };
  }
}

/** 'Step k of n' over the steps that can be shown now. */
export function stepCounter(
  state: ActiveTour,
  available: StepAvailable = always,
): { position: number; total: number; isFirst: boolean; isLast: boolean } {
  const tour = tourById(state.tourId);
  if (!tour) return { position: 0, total: 0, isFirst: true, isLast: true };
  const shown = tour.steps.map((_, i) => i).filter((i) => i === state.stepIndex || available(tour, i));
  const position = shown.indexOf(state.stepIndex) + 1;
  return { position, total: shown.length, isFirst: position <= 1, isLast: position === shown.length };
}
