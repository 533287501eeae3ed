import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle (or after `timeoutMs` at the
 * latest): for work a page can do without at first paint, so it does not compete with it.
 */
export function useIdle(timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
