import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STEP_PARAM } from '../lib/step-url';

export interface StepUrl {
  /** The raw ?step= value of the current URL. */
  raw: string | null;
  /** Puts `step` in the URL: a new history entry ('push', a move the user made) or in place. */
  write: (step: number, mode: 'push' | 'replace') => void;
}

/** The wizard step as the URL carries it (/wizard/{id}?step=3), other query parameters kept. */
export function useStepUrl(): StepUrl {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STEP_PARAM);
  const write = useCallback(
    (step: number, mode: 'push' | 'replace') => {
      setParams(
        (previous) => {
          if (previous.get(STEP_PARAM) === String(step)) return previous;
          const next = new URLSearchParams(previous);
          next.set(STEP_PARAM, String(step));
          return next;
        },
        { replace: mode === 'replace', preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { raw, write };
}
