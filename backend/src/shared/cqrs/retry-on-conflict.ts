import { ConcurrencyError } from '../../eventstore/errors';

/**
 * The one retry policy of the write side. `attempt` runs again when its append met a stale
 * expected version (another request wrote the same stream first): it reloads, decides again and
 * appends again. Usage streams take many racers at once (20 parallel counts), so it allows as many
 * rounds; after CONFLICT_ATTEMPTS tries the ConcurrencyError goes to the caller (409). Any other
 * error goes to the caller at once. The waits are jittered so racers spread out.
 */
export const CONFLICT_ATTEMPTS = 30;

export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || i >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * Math.min(i, 10)));
    }
  }
}
