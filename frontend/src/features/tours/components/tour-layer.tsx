import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isTourForPath, ONBOARDING_TOUR_ID, tourById } from '../lib/tours';
import { autoStartOnboardingAtom, pendingTourAtom, stepOnPage, tourActionAtom } from '../state/tour-atoms';
import { TourOverlay } from './tour-overlay';

/** The onboarding tour starts 2 s after a signed-in user lands on /. */
export const ONBOARDING_DELAY_MS = 2000;
/** How long a tour waits for its page's elements (a tour picked for another page, the auto-start). */
const TARGET_WAIT_MS = 10_000;

/**
 * The tours' wiring for signed-in pages (mounted once in the root layout): a route change ends
 * the running tour, the onboarding tour starts by itself on / for a new user, a tour picked in the
 * help menu for another page starts when that page is shown, and the overlay.
 */
export function TourLayer() {
  const { pathname } = useLocation();
  const act = useSetAtom(tourActionAtom);
  const autoStart = useSetAtom(autoStartOnboardingAtom);
  const pending = useAtomValue(pendingTourAtom);
  const setPending = useSetAtom(pendingTourAtom);
  const store = useStore();

  // A route change ends any active tour.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    act({ type: 'end' });
  }, [pathname, act]);

  // After the delay, the tour waits for the dashboard to be on screen (a slow first load).
  useEffect(() => {
    if (pathname !== '/') return undefined;
    let poll = 0;
    const timer = window.setTimeout(() => {
      const onboarding = tourById(ONBOARDING_TOUR_ID);
      const started = Date.now();
      const tryStart = () => {
        const ready = !!onboarding && onboarding.steps.some((_, i) => stepOnPage(onboarding, i));
        if (ready) autoStart();
        else if (Date.now() - started < TARGET_WAIT_MS) poll = window.setTimeout(tryStart, 100);
      };
      tryStart();
    }, ONBOARDING_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(poll);
    };
  }, [pathname, autoStart]);

  useEffect(() => {
    if (!pending) return undefined;
    const tour = tourById(pending);
    if (!tour || !isTourForPath(tour.id, pathname)) return undefined;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const ready = tour.steps.some((_, i) => stepOnPage(tour, i));
      if (!ready && Date.now() - started < TARGET_WAIT_MS) return;
      window.clearInterval(timer);
      if (store.get(pendingTourAtom) !== tour.id) return;
      setPending(null);
      if (ready) act({ type: 'start', tourId: tour.id });
    }, 100);
    return () => window.clearInterval(timer);
  }, [pending, pathname, act, setPending, store]);

  return <TourOverlay />;
}
