import type { Provenance, StepData } from '@bb/backend/contracts';

/**
 * The wizard's unsaved edits kept in this browser while a save has not reached the server (the
 * connection dropped, the tab closed mid-request). Kept per project with the server's
 * `updatedAt` it was based on: it is offered back only while the saved project is still that
 * version, so an old draft never overwrites work saved since (on another device, say).
 */
export interface LocalDraft {
  stepData: StepData;
  provenance: Provenance;
  /** The fields the user chose to replace with generated text ('step.field'); absent in older drafts. */
  overwriteUserFields?: string[];
  /** The saved project's updatedAt the edits were made on. */
  baseUpdatedAt: string;
  /** When the draft was written (ISO). */
  writtenAt: string;
}

const PREFIX = 'business-builder-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function localDraftKey(projectId: string): string {
  return `${PREFIX}${projectId}`;
}

export function writeLocalDraft(projectId: string, draft: LocalDraft): void {
  try {
    storage()?.setItem(localDraftKey(projectId), JSON.stringify(draft));
  } catch {
    // storage full or refused: the server save is the only copy
  }
}

export function clearLocalDraft(projectId: string): void {
  try {
    storage()?.removeItem(localDraftKey(projectId));
  } catch {
    // nothing to clear
  }
}

function isDraft(value: unknown): value is LocalDraft {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.stepData === 'object' &&
    v.stepData !== null &&
    typeof v.baseUpdatedAt === 'string' &&
    typeof v.writtenAt === 'string' &&
    (v.provenance === undefined || (typeof v.provenance === 'object' && v.provenance !== null))
  );
}

/**
 * The draft to restore for a project saved at `savedUpdatedAt`, or null. A draft based on another
 * version of the project (or unreadable) is dropped.
 */
export function takeLocalDraft(projectId: string, savedUpdatedAt: string): LocalDraft | null {
  const raw = storage()?.getItem(localDraftKey(projectId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed) && parsed.baseUpdatedAt === savedUpdatedAt) {
      return { ...parsed, provenance: parsed.provenance ?? {} };
    }
  } catch {
    // unreadable: dropped below
  }
  clearLocalDraft(projectId);
  return null;
}
