import { ConcurrencyError } from '../../eventstore/errors';

/**
 * Runs `attempt` again when its append met a stale expected version (another request wrote the
 * same billing or usage stream first): it reloads, decides again and appends again. Usage streams
 * take many racers at once (20 parallel counts), so the default allows as many rounds; after that
 * the ConcurrencyError goes to the caller (409). Jittered so racers spread out.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, attempts = 30): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * Math.min(i, 10)));
    }
  }
}
