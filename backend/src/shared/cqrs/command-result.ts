import type { GlobalPosition } from '../../eventstore/event-store.port';

/**
 * What a command handler returns: the value for the caller, and the position of the last event it
 * appended, so the API answers only after the read models have passed it (read-your-writes).
 */
export interface CommandResult<T = void> {
  value: T;
  position: GlobalPosition | null;
}

export const result = <T>(value: T, position: GlobalPosition | null): CommandResult<T> => ({
  value,
  position,
});
