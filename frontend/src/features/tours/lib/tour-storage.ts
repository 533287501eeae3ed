import { isTourId, type TourId } from './tours';

/**
 * Client storage of the tours: the completed tours as a JSON array of
 * tour ids, and the closed-onboarding flag 'true'. Keys follow the theme's 'business-builder-theme'.
 * Storage that throws (private modes, quotas) counts as empty and is not written.
 */
export const COMPLETED_TOURS_KEY = 'business-builder-completed-tours';
export const ONBOARDING_CLOSED_KEY = 'business-builder-onboarding-closed';

export type TourStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: TourStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: TourStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing to do: the tour state then lasts until the page is left.
  }
}

/** The completed tours; a corrupt value is ignored (as none completed) with a console warning. */
export function readCompletedTours(storage: TourStorage): TourId[] {
  const raw = read(storage, COMPLETED_TOURS_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every((id) => typeof id === 'string')) {
      throw new Error('not an array of tour ids');
    }
    return [...new Set(parsed.filter(isTourId))];
  } catch (error) {
    console.warn(
      `Ignoring the corrupt completed-tours value in localStorage '${COMPLETED_TOURS_KEY}':`,
      raw,
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

export function markTourCompleted(storage: TourStorage, id: TourId): TourId[] {
  const completed = readCompletedTours(storage);
  const next = completed.includes(id) ? completed : [...completed, id];
  write(storage, COMPLETED_TOURS_KEY, JSON.stringify(next));
  return next;
}

export function isOnboardingClosed(storage: TourStorage): boolean {
  return read(storage, ONBOARDING_CLOSED_KEY) === 'true';
}

export function closeOnboarding(storage: TourStorage): void {
  write(storage, ONBOARDING_CLOSED_KEY, 'true');
}

/** Only with no completed tours and no closed flag. */
export function shouldAutoStartOnboarding(storage: TourStorage): boolean {
  return readCompletedTours(storage).length === 0 && !isOnboardingClosed(storage);
}
