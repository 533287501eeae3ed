import type { GlobalPosition } from '../../eventstore/event-store.port';

/**
 * What a command handler returns: the value for the caller, and the position of the last event it
 * appended, so the API answers only after the read models have passed it (read-your-writes).
 */
export interface CommandResult<T = void> {
  value: T;
  position: GlobalPosition | null;
  /**
   * 'all': the command wrote beyond what a caller naming its read models expects (a save that
   * also completed the project moved the month's usage), so every read model is awaited.
   */
  readModels?: 'all';
}

export const result = <T>(
  value: T,
  position: GlobalPosition | null,
  readModels?: 'all',
): CommandResult<T> => ({ value, position, ...(readModels ? { readModels } : {}) });
