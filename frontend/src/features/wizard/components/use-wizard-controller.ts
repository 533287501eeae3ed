import type {
  CompletionOutcome,
  Project,
  SavedProject,
  Tier,
  UpdateProjectRequest,
  UpdateProjectResponse,
} from '@bb/backend/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { scrollBehavior } from '@/lib/motion';
import { toast } from '@/components/ui/use-toast';
import {
  projectFieldsSaved,
  projectQueryKey,
  projectSaved,
  saveProjectFields,
  updateProject,
} from '@/features/projects';
import { api, isApiError } from '@/lib/api';
import { firstFailureBetween, TOTAL_STEPS } from '@bb/kernel';
import { furthestOpenableStep, parseStepParam, stepFromUrl } from '../lib/step-url';
import { clearLocalDraft } from '../state/local-draft';
import {
  useDraft,
  WizardDraftStore,
  type DraftSnapshot,
  type FieldSources,
  type PendingSave,
} from '../state/wizard-draft';
import { keepLocally, useEditSafety } from './use-edit-safety';
import { useStepUrl } from './use-step-url';

export { AUTOSAVE_CHECK_MS, AUTOSAVE_INTERVAL_MS } from './use-edit-safety';

export const READ_ONLY_MESSAGE = 'Cannot modify completed projects. Project is in read-only mode.';
/** The highest step a save sends on its own: reaching step 8 completes, which is step 8's button. */
const LAST_OPEN_STEP = TOTAL_STEPS - 1;

export interface SaveOptions {
  /** The step the save moves the project to (the server keeps the highest step reached). */
  currentStep?: number;
  /** No 'Save Failed' toast (autosave retries by itself; leaving the page cannot show one). */
  quiet?: boolean;
}

export interface WizardController {
  project: Project;
  store: WizardDraftStore;
  draft: DraftSnapshot;
  tier: Tier;
  readOnly: boolean;
  /** The step on screen. */
  viewStep: number;
  /** The furthest step the project has reached (saved, or on screen). */
  reachedStep: number;
  saving: boolean;
  moving: boolean;
  lastSavedAt: Date | null;
  save: (options?: SaveOptions) => Promise<SavedProject | null>;
  /** StepProps.saveNow: saves now; on a completed project it only says the project is read-only. */
  saveNow: () => Promise<void>;
  /** Sends a save as given (Quick Generate saves its steps one by one with it). */
  saveRaw: (body: UpdateProjectRequest) => Promise<UpdateProjectResponse>;
  /** Starts the working copy over from a saved project. */
  resetDraft: (project: Project) => void;
  goTo: (step: number) => Promise<void>;
  goNext: () => void;
  goPrevious: () => void;
  /** Shows `step` without saving (after Quick Generate, which has saved everything). */
  showStep: (step: number) => void;
  rename: (title: string) => Promise<boolean>;
  completeProject: () => Promise<CompletionOutcome | undefined>;
}

function saveFailureMessage(error: unknown): { title: string; description: string } {
  if (isApiError(error) && error.status === 409 && error.serverMessage === READ_ONLY_MESSAGE) {
    return { title: 'Read-only project', description: READ_ONLY_MESSAGE };
  }
  if (
    isApiError(error) &&
    error.status === 400 &&
    error.serverMessage &&
    error.serverMessage !== 'Validation failed'
  ) {
    return { title: 'Save Failed', description: error.serverMessage };
  }
  return { title: 'Save Failed', description: 'Failed to save your progress. Please try again.' };
}

/** A new step starts at the top of the page. */
function scrollToStep(): void {
  if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
    try {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    } catch {
      // jsdom
    }
  }
}

/**
 * The wizard frame's state and actions: the working copy, saving (serialised: one PATCH at a time),
 * autosave, moving between steps under the step rules, renaming and completing.
 */
export function useWizardController(project: Project, tier: Tier): WizardController {
  const queryClient = useQueryClient();
  // The project carries who wrote each field: the wizard needs no history to open.
  const [store] = useState(() => new WizardDraftStore(project.stepData, project.sources));
  const draft = useDraft(store);
  const readOnly = project.status === 'completed';
  const stepUrl = useStepUrl();
  // /wizard/{id}?step=N opens step N when it is reached; /wizard/{id} opens the current step.
  const [viewStep, setViewStep] = useState(() =>
    stepFromUrl(stepUrl.raw, project.currentStep, readOnly, project.stepData),
  );
  const [saving, setSaving] = useState(false);
  const [moving, setMoving] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(() => new Date(project.updatedAt));

  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const lastSaveAttempt = useRef(Date.now());
  const viewStepRef = useRef(viewStep);
  viewStepRef.current = viewStep;
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;

  const projectRef = useRef(project);
  projectRef.current = project;
  const latest = useCallback(
    (): Project =>
      queryClient.getQueryData<Project>(projectQueryKey(projectRef.current.id)) ?? projectRef.current,
    [queryClient],
  );

  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** The lean save: only what changed, against the version last seen; the answer has no data. */
  const send = useCallback(
    async (body: UpdateProjectRequest): Promise<SavedProject> => {
      setSaving(true);
      lastSaveAttempt.current = Date.now();
      try {
        const saved = await saveProjectFields({ id: project.id, body });
        projectFieldsSaved(queryClient, saved, body);
        store.adoptSavedSources(saved.sources);
        setLastSavedAt(new Date());
        return saved;
      } finally {
        setSaving(false);
      }
    },
    [project.id, queryClient, store],
  );

  /** A whole-project save (Quick Generate, the update review), answered with the project. */
  const sendWhole = useCallback(
    async (body: UpdateProjectRequest): Promise<UpdateProjectResponse> => {
      setSaving(true);
      lastSaveAttempt.current = Date.now();
      try {
        const saved = await updateProject({ id: project.id, body });
        projectSaved(queryClient, saved);
        setLastSavedAt(new Date());
        return saved;
      } finally {
        setSaving(false);
      }
    },
    [project.id, queryClient],
  );

  /** The changed fields of `pending` (and a move forward) as a lean save's body; null when nothing to send. */
  const leanBody = useCallback(
    (pending: PendingSave | null, step: number | undefined): UpdateProjectRequest | null => {
      const current = latest();
      const body: UpdateProjectRequest = { expectedVersion: current.version };
      if (pending) {
        if (Object.keys(pending.fields).length > 0) body.fields = pending.fields;
        if (pending.cleared.length > 0) body.cleared = pending.cleared;
        if (Object.keys(pending.provenance).length > 0) body.provenance = pending.provenance;
        if (pending.overwriteUserFields.length > 0) body.overwriteUserFields = pending.overwriteUserFields;
      }
      if (step !== undefined && step > current.currentStep) body.currentStep = step;
      return body.fields || body.cleared || body.currentStep !== undefined ? body : null;
    },
    [latest],
  );

  /**
   * The project changed elsewhere since this tab last saw it: read it again and move the working
   * copy onto it, keeping the user's unsaved fields (WizardDraftStore.rebase).
   */
  const catchUp = useCallback(async () => {
    const fresh = await api.get<Project>(`/api/projects/${encodeURIComponent(project.id)}`);
    queryClient.setQueryData(projectQueryKey(project.id), fresh);
    store.rebase(fresh.stepData, fresh.sources);
  }, [project.id, queryClient, store]);

  const save = useCallback(
    (options: SaveOptions = {}): Promise<SavedProject | null> =>
      enqueue(async () => {
        if (readOnlyRef.current) return null;
        let pending = store.pendingSave();
        let body = leanBody(pending, options.currentStep);
        if (!body) return null;
        try {
          let saved: SavedProject;
          try {
            saved = await send(body);
          } catch (error) {
            if (!(isApiError(error) && error.code === 'VersionConflict')) throw error;
            // Once: re-read, re-apply the user's changes, save them against the current version.
            await catchUp();
            pending = store.pendingSave();
            body = leanBody(pending, options.currentStep);
            if (!body) return null;
            saved = await send(body);
          }
          if (pending) store.markSaved(pending.revisions, pending.stepData);
          if (!store.isDirty) clearLocalDraft(project.id);
          return saved;
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: projectQueryKey(project.id) });
          }
          // Not saved: the edits stay in this browser until a retry gets them to the server.
          if (
            pending &&
            !(isApiError(error) && error.status < 500 && error.status !== 408 && error.status !== 429)
          )
            keepLocally(project.id, pending, latest().updatedAt);
          if (!options.quiet) toast({ variant: 'destructive', ...saveFailureMessage(error) });
          throw error;
        }
      }),
    [enqueue, leanBody, send, catchUp, store, queryClient, project.id, latest],
  );

  const saveNow = useCallback(async () => {
    if (readOnlyRef.current) {
      toast({ variant: 'destructive', title: 'Read-only project', description: READ_ONLY_MESSAGE });
      return;
    }
    await save();
  }, [save]);

  const saveRaw = useCallback(
    (body: UpdateProjectRequest) => enqueue(() => sendWhole(body)),
    [enqueue, sendWhole],
  );

  const resetDraft = useCallback(
    (saved: Project) => {
      const sources: FieldSources = store.getSnapshot().sources;
      store.reset(saved.stepData, sources);
      void queryClient.invalidateQueries({ queryKey: [...projectQueryKey(project.id), 'history'] });
    },
    [store, queryClient, project.id],
  );

  const writeStepUrl = stepUrl.write;
  /** Shows `target`; 'push' when the user moved (Back returns), 'replace' to correct the URL. */
  const show = useCallback(
    (target: number, mode: 'push' | 'replace') => {
      viewStepRef.current = target;
      setViewStep(target);
      writeStepUrl(target, mode);
      scrollToStep();
    },
    [writeStepUrl],
  );

  /** Moves to `target` under the step rules, saving first; `mode` says how the URL follows. */
  const moveTo = useCallback(
    async (target: number, mode: 'push' | 'replace') => {
      const from = viewStepRef.current;
      if (target === from || target < 1 || target > TOTAL_STEPS) return false;
      if (readOnlyRef.current || target < from) {
        show(target, mode);
        if (!readOnlyRef.current && store.isDirty) void save().catch(() => undefined);
        return true;
      }
      const failure = firstFailureBetween(from, target, store.getSnapshot().data);
      if (failure) {
        toast({ variant: 'destructive', title: 'Almost there', description: failure.message });
        return false;
      }
      setMoving(true);
      try {
        await save({ currentStep: Math.min(target, LAST_OPEN_STEP) });
        show(target, mode);
        return true;
      } catch {
        // 'Save Failed' is shown; the user stays on the step with their data.
        return false;
      } finally {
        setMoving(false);
      }
    },
    [save, show, store],
  );

  const goTo = useCallback(
    async (target: number) => {
      await moveTo(target, 'push');
    },
    [moveTo],
  );

  // The URL carries the step: written on the first visit, followed on Back/Forward or an edited URL.
  const urlStep = stepUrl.raw;
  useEffect(() => {
    const current = viewStepRef.current;
    const asked = parseStepParam(urlStep);
    if (asked === current) return;
    const openable = furthestOpenableStep(
      latest().currentStep,
      readOnlyRef.current,
      store.getSnapshot().data,
    );
    if (asked === null || asked > openable) {
      writeStepUrl(current, 'replace');
      return;
    }
    void moveTo(asked, 'replace').then((moved) => {
      if (!moved) writeStepUrl(viewStepRef.current, 'replace');
    });
  }, [urlStep, latest, moveTo, store, writeStepUrl]);

  const rename = useCallback(
    async (title: string): Promise<boolean> => {
      const next = title.trim();
      const current = latest().title;
      if (!next || next === current) return false;
      if (readOnlyRef.current) {
        toast({ variant: 'destructive', title: 'Read-only project', description: READ_ONLY_MESSAGE });
        return false;
      }
      try {
        await enqueue(() => send({ title: next }));
        return true;
      } catch (error) {
        const readOnlyAnswer =
          isApiError(error) && error.status === 409 && error.serverMessage === READ_ONLY_MESSAGE;
        toast({
          variant: 'destructive',
          title: 'Error',
          description: readOnlyAnswer ? READ_ONLY_MESSAGE : 'Failed to update project name',
        });
        return false;
      }
    },
    [enqueue, latest, send],
  );

  const completeProject = useCallback(async () => {
    if (readOnlyRef.current) {
      toast({ variant: 'destructive', title: 'Read-only project', description: READ_ONLY_MESSAGE });
      return undefined;
    }
    const saved = await save({ currentStep: TOTAL_STEPS });
    return saved?.completion;
  }, [save]);

  useEditSafety({
    projectId: project.id,
    store,
    readOnly,
    saveQuietly: () => save({ quiet: true }),
    lastSaveAttempt: () => lastSaveAttempt.current,
    savedUpdatedAt: () => latest().updatedAt,
    onLeaveSaved: (saved, revisions, sent) => {
      projectSaved(queryClient, saved);
      setLastSavedAt(new Date());
      store.markSaved(revisions, sent);
      if (!store.isDirty) clearLocalDraft(project.id);
    },
  });

  const reachedStep = Math.max(project.currentStep, viewStep);

  return useMemo(
    () => ({
      project,
      store,
      draft,
      tier,
      readOnly,
      viewStep,
      reachedStep,
      saving,
      moving,
      lastSavedAt,
      save,
      saveNow,
      saveRaw,
      resetDraft,
      goTo,
      goNext: () => void goTo(viewStepRef.current + 1),
      goPrevious: () => void goTo(viewStepRef.current - 1),
      showStep: (step: number) => show(step, 'push'),
      rename,
      completeProject,
    }),
    [
      project,
      store,
      draft,
      tier,
      readOnly,
      viewStep,
      reachedStep,
      saving,
      moving,
      lastSavedAt,
      save,
      saveNow,
      saveRaw,
      resetDraft,
      goTo,
      show,
      rename,
      completeProject,
    ],
  );
}
