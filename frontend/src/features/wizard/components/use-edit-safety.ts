import type { Provenance, StepData, StepKey, UpdateProjectResponse } from '@bb/backend/contracts';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { updateProjectOnLeave } from '@/features/projects';
import { registerPendingSave } from '@/lib/pending-saves';
import { clearLocalDraft, takeLocalDraft, writeLocalDraft } from '../state/local-draft';
import type { PendingSave, WizardDraftStore } from '../state/wizard-draft';

/** Autosave every 30 s when nothing was saved in the last 30 s. */
export const AUTOSAVE_INTERVAL_MS = 30_000;
/** How often the autosave looks at the clock (the spec's 5 s unsaved threshold). */
export const AUTOSAVE_CHECK_MS = 5_000;

export interface EditSafetyOptions {
  projectId: string;
  store: WizardDraftStore;
  readOnly: boolean;
  /** A quiet save of the working copy (no toast); rejects when it fails. */
  saveQuietly: () => Promise<unknown>;
  /** When the last save was tried (ms), for the autosave's 30 s. */
  lastSaveAttempt: () => number;
  /** The saved project's updatedAt now (what a local draft is based on). */
  savedUpdatedAt: () => string;
  /** A save sent while leaving reached the server (the page is still open). */
  onLeaveSaved: (
    saved: UpdateProjectResponse,
    revisions: PendingSave['revisions'],
    sent: PendingSave['stepData'],
  ) => void;
}

/** Keeps the unsaved edits in this browser until a save reaches the server. */
export function keepLocally(projectId: string, pending: PendingSave, baseUpdatedAt: string): void {
  writeLocalDraft(projectId, {
    stepData: pending.stepData,
    provenance: pending.provenance,
    overwriteUserFields: pending.overwriteUserFields,
    baseUpdatedAt,
    writtenAt: new Date().toISOString(),
  });
}

/**
 * Never lose an edit (the wizard's working copy): the spec's 30 s autosave; a save when the tab is
 * hidden or closed, sent as a keepalive request that outlives the page; a copy kept in this
 * browser until a save succeeds, restored (and saved) on the next visit if it never reached the
 * server; a retry when the connection comes back; and a flush before sign-out.
 */
export function useEditSafety(options: EditSafetyOptions): void {
  const ref = useRef(options);
  ref.current = options;
  const { projectId, readOnly } = options;

  // A draft left by a save that never arrived: back into the working copy, then saved.
  useEffect(() => {
    const { store, savedUpdatedAt, saveQuietly } = ref.current;
    if (readOnly) {
      clearLocalDraft(projectId);
      return;
    }
    const draft = takeLocalDraft(projectId, savedUpdatedAt());
    if (!draft) return;
    const provenance = draft.provenance as Record<string, unknown>;
    for (const [step, data] of Object.entries(draft.stepData as Record<StepKey, unknown>)) {
      if (data && typeof data === 'object') {
        // The user's choices to replace their text come back with the edits they belong to.
        const chosen = (draft.overwriteUserFields ?? [])
          .filter((key) => key.startsWith(`${step}.`))
          .map((key) => key.slice(step.length + 1));
        store.change(step as StepKey, data, provenance[step], chosen);
      }
    }
    if (!store.isDirty) {
      clearLocalDraft(projectId);
      return;
    }
    toast({
      title: 'Unsaved changes restored',
      description: 'Edits from your last visit had not reached the server; they are back and being saved.',
    });
    void saveQuietly().catch(() => undefined);
  }, [projectId, readOnly]);

  // Autosave, and a retry as soon as the connection is back.
  useEffect(() => {
    if (readOnly) return undefined;
    const saveIfDirty = () => {
      if (ref.current.store.isDirty) void ref.current.saveQuietly().catch(() => undefined);
    };
    const timer = setInterval(() => {
      if (Date.now() - ref.current.lastSaveAttempt() >= AUTOSAVE_INTERVAL_MS) saveIfDirty();
    }, AUTOSAVE_CHECK_MS);
    window.addEventListener('online', saveIfDirty);
    const unregister = registerPendingSave(async () => {
      if (ref.current.store.isDirty) await ref.current.saveQuietly();
    });
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', saveIfDirty);
      unregister();
      // Leaving the wizard inside the app: save what is unsaved.
      saveIfDirty();
    };
  }, [readOnly]);

  // The tab is hidden or closing: a keepalive save, and the local copy in case it never arrives.
  useEffect(() => {
    if (readOnly) return undefined;
    let lastSent = '';
    const flush = () => {
      const { store, savedUpdatedAt, onLeaveSaved } = ref.current;
      const pending = store.pendingSave();
      if (!pending) return;
      const sent = JSON.stringify(pending.revisions);
      if (sent === lastSent) return;
      lastSent = sent;
      keepLocally(projectId, pending, savedUpdatedAt());
      const body: { stepData: StepData; provenance?: Provenance; overwriteUserFields?: string[] } = {
        stepData: pending.stepData,
      };
      if (Object.keys(pending.provenance).length > 0) body.provenance = pending.provenance;
      if (pending.overwriteUserFields.length > 0) body.overwriteUserFields = pending.overwriteUserFields;
      updateProjectOnLeave({ id: projectId, body })
        .then((saved) => onLeaveSaved(saved, pending.revisions, pending.stepData))
        .catch(() => {
          lastSent = '';
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [projectId, readOnly]);
}
