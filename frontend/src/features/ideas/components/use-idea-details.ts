import type { DailyIdea } from '@bb/backend/contracts';
import { useCallback, useRef, useState } from 'react';
import { useRecordIdeaView } from '../api/record-idea-view';

/** Which idea's details are open; opening one records a view (once per idea while the page is open). */
export function useIdeaDetails() {
  const [idea, setIdea] = useState<DailyIdea | null>(null);
  const recorded = useRef(new Set<string>());
  const { mutate: recordView } = useRecordIdeaView();

  const open = useCallback(
    (next: DailyIdea) => {
      setIdea(next);
      if (!recorded.current.has(next.id)) {
        recorded.current.add(next.id);
        recordView(next.id);
      }
    },
    [recordView],
  );
  const onOpenChange = useCallback((isOpen: boolean) => {
    if (!isOpen) setIdea(null);
  }, []);

  return { idea, open, onOpenChange };
}
