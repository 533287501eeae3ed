/**
 * Work a page has not saved yet, flushed before the session ends (sign-out), so signing out never
 * throws away an edit. A page registers a flush while it holds unsaved work and unregisters on
 * unmount.
 */
type Flush = () => Promise<unknown>;

const flushes = new Set<Flush>();

export function registerPendingSave(flush: Flush): () => void {
  flushes.add(flush);
  return () => {
    flushes.delete(flush);
  };
}

/** Runs every registered flush; a failing one does not stop the others (its page keeps a local draft). */
export async function flushPendingSaves(): Promise<void> {
  await Promise.allSettled([...flushes].map((flush) => flush()));
}
