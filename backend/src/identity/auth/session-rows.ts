/** How long a kept row may answer at most, whatever else happens (a notification lost without its connection). */
const KEEP_MS = 30_000;
/** How many accounts' rows are kept (the least recently used go first). */
const CAPACITY = 10_000;

/**
 * The session fields of recently seen accounts (rm_users: role, email, active, deleted, session
 * version), so a signed-in request does not read them on every call. A kept row answers only while
 * nothing says it changed:
 * - this process's own writes to an account's stream drop it at once (`forget`, after the append);
 * - the users read model names every account whose session fields it changes on a PostgreSQL
 *   channel, in the transaction that writes them (SESSION_ROWS_CHANNEL), for every process;
 * - while that channel is not listened to (not yet, or its connection was lost) nothing is kept;
 * - a read that was under way while anything was dropped is not kept (it may have read the row
 *   before the change);
 * - and no row answers for longer than KEEP_MS.
 */
export class SessionRows<R> {
  private readonly rows = new Map<string, { row: R; at: number }>();
  /** Counts every drop: a read keeps its row only if none happened while it was under way. */
  private drops = 0;
  private listening = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** The account's row, kept or read with `load` (and then kept when it may be). */
  async get(userId: string, load: () => Promise<R | undefined>): Promise<R | undefined> {
    const kept = this.rows.get(userId);
    if (kept && this.now() - kept.at < KEEP_MS) return kept.row;
    const drops = this.drops;
    const row = await load();
    if (row !== undefined && this.listening && drops === this.drops) {
      this.rows.delete(userId);
      this.rows.set(userId, { row, at: this.now() });
      if (this.rows.size > CAPACITY) this.rows.delete(this.rows.keys().next().value as string);
    }
    return row;
  }

  /** The account's row changed (or may have): read it again next time. */
  forget(userId: string): void {
    this.drops += 1;
    this.rows.delete(userId);
  }

  /** Whether changes can be heard: when not, nothing is kept and what was kept is dropped. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.drops += 1;
    this.rows.clear();
  }
}
