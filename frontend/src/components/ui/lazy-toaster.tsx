import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster, kept out of the first load: it loads at the user's first interaction (a toast
 * almost always answers one, and its live region is then in place before the answer) or at the
 * first toast, whichever comes first, and stays mounted.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const start = () => setInteracted(true);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', start, options);
    window.addEventListener('keydown', start, options);
    return () => {
      window.removeEventListener('pointerdown', start, options);
      window.removeEventListener('keydown', start, options);
    };
  }, [interacted]);
  if (!interacted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
