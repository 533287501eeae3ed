/**
 * The element a tour step points at: the first match of its selector that is rendered (a hidden
 * copy, e.g. in a folded mobile menu, does not count).
 */
export function findTarget(selector: string, root: ParentNode = document): HTMLElement | null {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
    if (isRendered(element)) return element;
  }
  return null;
}

/**
 * A tour step's element: its own target, else its fallback (a stand-in that is always on the
 * page: the wizard's export cards exist only on step 8, so on other steps the tour points at the
 * 'Complete & Export' phase instead of skipping the step).
 */
export function findStepTarget(
  step: { target: string; fallbackTarget?: string },
  root: ParentNode = document,
): HTMLElement | null {
  return (
    findTarget(step.target, root) ?? (step.fallbackTarget ? findTarget(step.fallbackTarget, root) : null)
  );
}

function isRendered(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  // jsdom has no layout: there, being in the document is enough.
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return true;
  const style = window.getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  return element.getClientRects().length > 0;
}
