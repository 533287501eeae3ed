import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';

/** How many mounted parts of the current page show their own sign-in actions. */
const pageAuthActionsAtom = atom(0);

/**
 * Marks the page as offering its own Sign In / Get Started (the landing hero, the sign-in cards of
 * guarded pages, the sign-in and sign-up forms) while the caller is mounted. The visitors' header
 * then leaves its copies out, so each action is on the page once and is found by its name alone.
 */
export function usePageHasAuthActions(): void {
  const set = useSetAtom(pageAuthActionsAtom);
  useLayoutEffect(() => {
    set((n) => n + 1);
    return () => set((n) => n - 1);
  }, [set]);
}

/** True while some part of the page offers its own sign-in actions. */
export function usePageAuthActionsShown(): boolean {
  return useAtomValue(pageAuthActionsAtom) > 0;
}
