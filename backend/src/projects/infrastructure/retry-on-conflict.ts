import { ConcurrencyError } from '../../eventstore/errors';

/**
 * Runs `attempt` again when an append met a stale expected version (another request wrote to the
 * same project, slot or usage stream first): it reloads, decides again and appends again. After
 * `attempts` tries the ConcurrencyError goes to the caller (409). Jittered so racers spread out.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, attempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * i));
    }
  }
}
