import type { Pool, PoolClient } from 'pg';

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * LISTENs on `channel` on a connection of its own and keeps it, calling `onMessage` with each
 * notification's payload. When the connection is lost (a PostgreSQL restart, a network cut) it
 * calls `onLost`, reconnects with a growing delay and, once back, calls `onMessage(null)`:
 * notifications sent meanwhile were missed, so the listener must assume anything changed. A first connection that
 * cannot be made is the caller's error. Resolves to the function that stops listening.
 */
export async function listen(
  pool: Pool,
  channel: string,
  onMessage: (payload: string | null) => void,
  /** The connection was lost: notifications are missed until `onMessage(null)` says it is back. */
  onLost: () => void = () => undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: { client: PoolClient; detach(): void } | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  const onNotification = (msg: { channel: string; payload?: string }) => {
    if (msg.channel === channel) onMessage(msg.payload ?? '');
  };
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      detach();
      if (current?.client === client) current = null;
      client.release(error ?? new Error('LISTEN connection ended'));
      if (!stopped) {
        onLost();
        reconnectLater();
      }
    };
    const onEnd = () => lose();
    const detach = () => {
      client.off('error', lose);
      client.off('end', onEnd);
      client.off('notification', onNotification);
    };
    client.on('error', lose);
    client.on('end', onEnd);
    client.on('notification', onNotification);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(error as Error);
      throw error;
    }
    current = { client, detach };
  };
  const reconnectLater = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().then(
        () => {
          delay = RECONNECT_MIN_MS;
          if (stopped) void unlisten();
          else onMessage(null);
        },
        () => {
          if (!stopped) reconnectLater();
        },
      );
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const unlisten = async () => {
    const c = current;
    current = null;
    if (!c) return;
    c.detach();
    await c.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    c.client.release();
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(retry);
    await unlisten();
  };
}
