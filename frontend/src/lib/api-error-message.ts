import { isApiError } from './api';

/** The message the server put in an error body, if the error came from the API. */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}
