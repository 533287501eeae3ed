/**
 * A guess, kept in localStorage, of whether this browser was signed in last time. It only chooses
 * what '/' starts loading before the session check answers (the dashboard or the landing page);
 * the session check still decides what is shown. Storage that throws counts as no guess.
 */
export const SIGNED_IN_HINT_KEY = 'business-builder-signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // No storage: '/' shows the landing page while the session check runs, as for a visitor.
  }
}

export function probablySignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === 'true';
  } catch {
    return false;
  }
}
