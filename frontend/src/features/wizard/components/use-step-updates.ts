import type { StepKey, StepUpdate } from '@bb/backend/contracts';
import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { fieldsToChoose, proposeStepUpdates, stepTitleOf, updateSave } from '@/features/project-staleness';
import { isApiError } from '@/lib/api';
import type { WizardController } from './use-wizard-controller';

export interface StepUpdates {
  /** The steps being updated now, or null. */
  updating: readonly StepKey[] | null;
  /** Updates `steps` (every stale step when absent); resolves true when the update was saved. */
  update: (steps?: StepKey[]) => Promise<boolean>;
  /** The diff waiting for the user's choices (UpdateDiffDialog), or null. */
  asking: readonly StepUpdate[] | null;
  answer: (accepted: Set<string> | null) => void;
}

/**
 * The Update actions of stale steps (issue 14): save the working copy, ask the server what the
 * update would change, let the user choose for the fields they wrote, save the result (naming the
 * accepted fields in overwriteUserFields and the steps in upToDate) and start the working copy over.
 */
export function useStepUpdates(controller: WizardController): StepUpdates {
  const [updating, setUpdating] = useState<readonly StepKey[] | null>(null);
  const [asking, setAsking] = useState<readonly StepUpdate[] | null>(null);
  const resolve = useRef<((accepted: Set<string> | null) => void) | null>(null);
  const { project, save, saveRaw, resetDraft, store } = controller;

  const answer = useCallback((accepted: Set<string> | null) => {
    setAsking(null);
    resolve.current?.(accepted);
    resolve.current = null;
  }, []);

  const update = useCallback(
    async (steps?: StepKey[]): Promise<boolean> => {
      setUpdating(steps ?? project.staleSteps.map((s) => s.step));
      try {
        await save();
        const { updates } = await proposeStepUpdates(project.id, steps);
        if (updates.length === 0) return true;
        const accepted =
          fieldsToChoose(updates).length === 0
            ? new Set<string>()
            : await new Promise<Set<string> | null>((done) => {
                resolve.current = done;
                setAsking(updates);
              });
        if (accepted === null) return false;
        const saved = await saveRaw(updateSave(store.getSnapshot().data, updates, accepted));
        resetDraft(saved);
        const notes = updates.flatMap((u) => u.notes);
        toast({
          title:
            updates.length === 1
              ? `${stepTitleOf(updates[0]!.step)} updated`
              : `${updates.length} steps updated`,
          description: notes.length > 0 ? notes.join(' ') : 'They now match your latest choices.',
        });
        return true;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Update failed',
          description:
            isApiError(error) && error.serverMessage
              ? error.serverMessage
              : 'The steps could not be updated. Please try again.',
        });
        return false;
      } finally {
        setUpdating(null);
      }
    },
    [project.id, project.staleSteps, save, saveRaw, resetDraft, store],
  );

  return { updating, update, asking, answer };
}

export const StepUpdatesContext = createContext<StepUpdates | null>(null);

/** The Update actions inside the wizard frame, null elsewhere (a step rendered on its own). */
export function useOptionalStepUpdates(): StepUpdates | null {
  return useContext(StepUpdatesContext);
}
