import type { Knex } from 'knex';
import type { Pool, PoolClient } from 'pg';
import {
  comparePositions,
  START_POSITION,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '@bb/backend/eventstore/event-store.port';
import type { Projection } from './projection';
import { moveCheckpoint, moveCheckpoints, readCheckpoints, registerCheckpoint } from './checkpoints';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /**
   * After a failed batch: projections applying it at the same time, each in its own transaction
   * (default 4). Otherwise a round applies them one after another in one transaction.
   */
  parallel?: number;
  /** How long an idle runner sleeps when no NOTIFY wakes it. */
  idlePollMs?: number;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

/**
 * Runs projections: a catch-up subscription per projection over the global stream, each batch
 * applied and checkpointed in one transaction. Several processes may run the same projections:
 * a PostgreSQL advisory lock per projection lets one apply it while the others stand by and take
 * over when it dies.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly parallel: number;
  private readonly idlePollMs: number;
  private readonly log: NonNullable<ProjectionRunnerOptions['log']>;
  private readonly positions = new Map<string, GlobalPosition>();
  private readonly owned = new Set<string>();
  private readonly progressListeners = new Set<() => void>();
  private lockClient: PoolClient | null = null;
  private detachLockClient: () => void = () => undefined;
  private unlisten: (() => Promise<void>) | null = null;
  private wake: (() => void) | null = null;
  private woken = false;
  private running = false;
  /** Set by a failed round: the next ones apply each projection alone until one succeeds. */
  private isolate = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly knex: Knex,
    private readonly pool: Pool,
    readonly projections: readonly Projection[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.parallel = Math.max(1, options.parallel ?? 4);
    this.idlePollMs = options.idlePollMs ?? 250;
    this.log = options.log ?? (() => undefined);
  }

  async start(): Promise<void> {
    if (this.running) return;
    for (const p of this.projections) await registerCheckpoint(this.knex, p.name);
    const stored = await readCheckpoints(
      this.knex,
      this.projections.map((p) => p.name),
    );
    for (const p of this.projections) this.positions.set(p.name, stored.get(p.name) ?? START_POSITION);
    await this.connectLockClient();
    this.unlisten = await this.store.onAppended(() => this.wakeUp());
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp();
    await this.loop;
    await this.unlisten?.();
    this.unlisten = null;
    this.owned.clear();
    const client = this.lockClient;
    if (client) {
      let broken: Error | undefined;
      await client.query('SELECT pg_advisory_unlock_all()').catch((e: Error) => (broken = e));
      // Unless the connection was lost meanwhile (then it was released already).
      if (this.lockClient === client) {
        this.lockClient = null;
        this.detachLockClient();
        client.release(broken);
      }
    }
  }

  /** Resolves true once every named projection (all by default) has applied `position`. */
  async waitFor(position: GlobalPosition, timeoutMs = 3000, names?: readonly string[]): Promise<boolean> {
    const wanted = names ?? this.projections.map((p) => p.name);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // A database that cannot answer right now (restarting) is "not yet", not an error.
      if (await this.passed(position, wanted).catch(() => false)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.progressListeners.delete(done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 25));
        this.progressListeners.add(done);
      });
    }
  }

  /** The last position each projection applied, as this process knows it. */
  checkpoint(name: string): GlobalPosition | undefined {
    return this.positions.get(name);
  }

  private async passed(position: GlobalPosition, names: readonly string[]): Promise<boolean> {
    const foreign = names.filter((n) => !this.owned.has(n));
    const stored = foreign.length
      ? await readCheckpoints(this.knex, foreign)
      : new Map<string, GlobalPosition>();
    return names.every((n) => {
      const cp = this.owned.has(n) ? this.positions.get(n) : stored.get(n);
      return cp !== undefined && comparePositions(cp, position) >= 0;
    });
  }

  private async run(): Promise<void> {
    let quietRounds = 0;
    while (this.running) {
      let progressed = false;
      try {
        await this.claimLocks();
        if (this.running && (await this.runRound()) > 0) progressed = true;
      } catch (error) {
        this.log('projection batch failed; retrying', { error: String(error) });
        await this.sleep(500);
        // The failed batch rolled back, and another process may have moved a checkpoint (then the
        // compare-and-set refused ours): carry on from what the database holds.
        await this.reloadOwnedCheckpoints().catch(() => undefined);
        // Retry at this pace until the database answers again, not at the idle poll's.
        quietRounds = 0;
        continue;
      }
      if (progressed) {
        quietRounds = 0;
        this.progressListeners.forEach((l) => l());
        continue;
      }
      // An event may be committed but not yet readable while an older transaction is open:
      // poll quickly a few times after a wake-up, then go back to waiting for NOTIFY.
      quietRounds += 1;
      if (await this.sleep(quietRounds < 6 ? 5 * 2 ** quietRounds : this.idlePollMs)) quietRounds = 0;
    }
  }

  /**
   * One round: the owned projections at the same checkpoint (usually all of them) share one read
   * of the log and apply it in one transaction, one after another, with all their checkpoints
   * moved in one statement at its end: a batch costs a few round trips however many projections
   * there are (read-model transactions commit without waiting for their flush, so running them
   * side by side gained little and cost a transaction each). When a batch fails, the rounds after
   * it apply each projection in its own transaction, so one failing projection does not hold back
   * the others, until a round succeeds. Answers the events read.
   */
  private async runRound(): Promise<number> {
    const groups = new Map<string, Projection[]>();
    for (const p of this.projections) {
      if (!this.owned.has(p.name)) continue;
      const from = this.positions.get(p.name) ?? START_POSITION;
      const key = `${from.transactionId}:${from.globalPosition}`;
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    let read = 0;
    for (const group of groups.values()) {
      if (!this.running) break;
      const from = this.positions.get(group[0]!.name) ?? START_POSITION;
      const events = await this.store.readAll({ after: from, limit: this.batchSize });
      if (events.length === 0) continue;
      read += events.length;
      // Each projection's share of the batch, picked once; those with none only move their checkpoints.
      const last = events[events.length - 1]!.position;
      const busy = group
        .map((projection) => ({
          projection,
          handled: events.filter((e) => projection.handles.includes(e.type)),
        }))
        .filter((share) => share.handled.length > 0);
      const batch: Batch = { group, busy, from, last };
      if (this.isolate) {
        await this.applyIsolated(batch);
        this.isolate = false;
      } else {
        try {
          await this.applyTogether(batch);
        } catch (error) {
          this.isolate = true;
          throw error;
        }
      }
    }
    return read;
  }

  /** The batch for every projection of the group, and all their checkpoints, in one transaction. */
  private async applyTogether({ group, busy, from, last }: Batch): Promise<void> {
    const names = group.map((p) => p.name);
    if (busy.length === 0) {
      // One statement, its own transaction.
      await moveCheckpoints(this.knex, names, from, last);
    } else {
      await this.knex.transaction(async (trx) => {
        for (const { projection, handled } of busy) {
          await projection.apply(handled, { trx, table: (name) => name });
        }
        await moveCheckpoints(trx, names, from, last);
      });
    }
    for (const name of names) this.positions.set(name, last);
  }

  /**
   * The batch for each busy projection in its own transaction, at most `parallel` at a time; the
   * idle ones only move their checkpoints, together in one statement.
   */
  private async applyIsolated({ group, busy, from, last }: Batch): Promise<void> {
    const idle = group.filter((p) => !busy.some((share) => share.projection === p));
    const failures: unknown[] = [];
    const idleMoved = !idle.length
      ? Promise.resolve()
      : moveCheckpoints(
          this.knex,
          idle.map((p) => p.name),
          from,
          last,
        )
          .then(() => idle.forEach((p) => this.positions.set(p.name, last)))
          .catch((error: unknown) => void failures.push(error));
    const queue = [...busy];
    const worker = async () => {
      for (let share = queue.shift(); share; share = queue.shift()) {
        await this.applyAlone(share, from, last).catch((error: unknown) => failures.push(error));
      }
    };
    await Promise.all([idleMoved, ...Array.from({ length: Math.min(this.parallel, busy.length) }, worker)]);
    if (failures.length) throw failures[0];
  }

  private async applyAlone(
    { projection, handled }: ProjectionShare,
    from: GlobalPosition,
    last: GlobalPosition,
  ): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await projection.apply(handled, { trx, table: (name) => name });
      await moveCheckpoint(trx, projection.name, from, last);
    });
    this.positions.set(projection.name, last);
  }

  /**
   * The advisory locks live on one connection of their own. When it is lost (PostgreSQL restarted,
   * the network cut), so are the locks, which another process may now hold: stop applying at once,
   * then connect again and take back whatever is free.
   */
  private async connectLockClient(): Promise<void> {
    const client = await this.pool.connect();
    let lost = false;
    const detach = () => {
      client.off('error', onLost);
      client.off('end', onEnd);
    };
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      detach();
      if (this.lockClient === client) {
        this.lockClient = null;
        this.owned.clear();
        this.log('projection lock connection lost; reconnecting', { error: String(error ?? 'ended') });
      }
      client.release(error ?? new Error('lock connection ended'));
    };
    const onEnd = () => onLost();
    client.on('error', onLost);
    client.on('end', onEnd);
    this.lockClient = client;
    this.detachLockClient = () => {
      lost = true;
      detach();
    };
  }

  private async claimLocks(): Promise<void> {
    if (this.projections.every((p) => this.owned.has(p.name))) return;
    if (!this.lockClient) await this.connectLockClient();
    const client = this.lockClient!;
    for (const p of this.projections) {
      if (this.owned.has(p.name)) continue;
      const res = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock(hashtext('projection:' || $1)) AS locked`,
        [p.name],
      );
      if (res.rows[0]?.locked) {
        // Another process may have moved it while we stood by.
        const stored = await readCheckpoints(this.knex, [p.name]);
        if (this.lockClient !== client) return; // Lost meanwhile, and the lock with it.
        this.positions.set(p.name, stored.get(p.name) ?? START_POSITION);
        this.owned.add(p.name);
      }
    }
  }

  private async reloadOwnedCheckpoints(): Promise<void> {
    const names = [...this.owned];
    if (!names.length) return;
    const stored = await readCheckpoints(this.knex, names);
    for (const name of names) this.positions.set(name, stored.get(name) ?? START_POSITION);
  }

  /** Ends the current sleep, or the next one if the loop is busy, so no wake-up is lost. */
  private wakeUp(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Sleeps `ms` or until woken; answers whether it was woken. */
  private sleep(ms: number): Promise<boolean> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        const woken = this.woken;
        this.woken = false;
        resolve(woken);
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}

/** The events of a batch one projection handles. */
interface ProjectionShare {
  projection: Projection;
  handled: StoredEvent[];
}

/** One read of the log for projections at the same checkpoint, and what each of them handles. */
interface Batch {
  group: Projection[];
  busy: ProjectionShare[];
  from: GlobalPosition;
  last: GlobalPosition;
}
