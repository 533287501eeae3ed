import { atom } from 'jotai';
import { findStepTarget } from '../lib/find-target';
import { transition, type StepAvailable, type TourAction, type TourState } from '../lib/tour-machine';
import {
  closeOnboarding,
  markTourCompleted,
  readCompletedTours,
  shouldAutoStartOnboarding,
  type TourStorage,
} from '../lib/tour-storage';
import { ONBOARDING_TOUR_ID, type TourId } from '../lib/tours';

/**
 * The tours' UI state (jotai): which tour runs and on which step. Completed tours and the
 * closed-onboarding flag live in localStorage (lib/tour-storage.ts), written by the transitions.
 */
export const activeTourAtom = atom<TourState>(null);

/** A tour to start once the page it belongs to is shown (the help menu navigates there first). */
export const pendingTourAtom = atom<TourId | null>(null);

/** Grows whenever the stored tour state changes, so readers of storage render again. */
export const tourStorageRevisionAtom = atom(0);

function browserStorage(): TourStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const noStorage: TourStorage = { getItem: () => null, setItem: () => undefined };
export const tourStorage = (): TourStorage => browserStorage() ?? noStorage;

/** A step can be shown when its target is on the page. */
export const stepOnPage: StepAvailable = (tour, index) => {
  const step = tour.steps[index];
  return step !== undefined && findStepTarget(step) !== null;
};

/** Applies one action to the running tour, and its storage effects. */
export const tourActionAtom = atom(null, (get, set, action: TourAction) => {
  const result = transition(get(activeTourAtom), action, stepOnPage);
  const storage = tourStorage();
  if (result.completed) markTourCompleted(storage, result.completed);
  if (result.closeOnboarding) closeOnboarding(storage);
  if (result.completed || result.closeOnboarding) set(tourStorageRevisionAtom, (n) => n + 1);
  set(activeTourAtom, result.state);
});

/** The onboarding tour's auto-start: only when no tour runs, none is completed and it was not closed. */
export const autoStartOnboardingAtom = atom(null, (get, set) => {
  if (get(activeTourAtom) || !shouldAutoStartOnboarding(tourStorage())) return;
  set(tourActionAtom, { type: 'start', tourId: ONBOARDING_TOUR_ID });
});

/** The completed tours, for the help menu's ticks. */
export const completedToursAtom = atom((get) => {
  get(tourStorageRevisionAtom);
  return readCompletedTours(tourStorage());
});
