import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type AppendOptions,
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '../event-store.port';
import type { EventStoreHarness } from './event-store.contract';

/**
 * What the parts of the EventStore contract share (event-store.contract.ts puts them together):
 * the suite each part runs in, and the helpers its tests use.
 */
export interface ContractSuite {
  /** The harness of the running suite: made in the suite's beforeAll, so read it in hooks and tests. */
  harness(): EventStoreHarness;
  /** `it` for the tests that hold a commit open; `it.skip` for adapters without storeWithHeldCommits. */
  itHeld: jest.It;
}

export const BOUND_MS = 20_000;

// ---------------------------------------------------------------------------------------------

let streamCounter = 0;
export function stream(label: string): string {
  streamCounter += 1;
  return `contract-${label}-${streamCounter}-${randomUUID().slice(0, 8)}`;
}

export function ev(type: string, data: Record<string, unknown> = {}) {
  return { type, data };
}

export function meta(overrides: Partial<EventMetadata> = {}): AppendOptions['metadata'] {
  return {
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    requestId: null,
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

export async function types(store: EventStore, streamId: string): Promise<string[]> {
  return (await store.readStream(streamId)).map((e) => e.type);
}

export function lastOf(events: StoredEvent[]): GlobalPosition {
  const last = events[events.length - 1];
  if (!last) throw new Error('no events');
  return last.position;
}

export function count(events: StoredEvent[], prefix: string): number {
  return events.filter((e) => e.streamId.startsWith(prefix)).length;
}

export function expectStrictlyIncreasing(events: StoredEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    if (comparePositions(events[i - 1]!.position, events[i]!.position) >= 0) {
      throw new Error(
        `positions out of order at ${i}: ${JSON.stringify(events[i - 1]!.position)} then ${JSON.stringify(events[i]!.position)}`,
      );
    }
  }
}

/** Reads the log in batches from `after` until `enough` says so (bounded). */
export async function readUntil(
  store: EventStore,
  after: GlobalPosition,
  limit: number,
  enough: (seen: StoredEvent[]) => boolean,
): Promise<StoredEvent[]> {
  const seen: StoredEvent[] = [];
  const deadline = Date.now() + BOUND_MS;
  let position = after;
  for (;;) {
    const batch = await store.readAll({ after: position, limit });
    seen.push(...batch);
    if (batch.length) {
      position = lastOf(batch);
      continue;
    }
    if (enough(seen)) return seen;
    if (Date.now() > deadline) throw new Error(`readAll delivered ${seen.length} events before the deadline`);
    await sleep(2);
  }
}

/** Appends held open before their commit until the test releases them. */
export class HeldCommits {
  private waiting: Array<() => void> = [];
  private arrived = 0;
  private arrivals: Array<{ n: number; resolve: () => void }> = [];
  private released = false;

  readonly hold = (): Promise<void> => {
    if (this.released) return Promise.resolve();
    this.arrived += 1;
    this.arrivals = this.arrivals.filter((a) => (a.n <= this.arrived ? (a.resolve(), false) : true));
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  };

  reached(n: number): Promise<void> {
    if (this.arrived >= n) return Promise.resolve();
    return withTimeout(
      new Promise<void>((resolve) => this.arrivals.push({ n, resolve })),
      5000,
      `${n} held appends`,
    );
  }

  releaseAll(): void {
    this.released = true;
    this.waiting.splice(0).forEach((resolve) => resolve());
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A small seeded PRNG, so a failing interleaving can be replayed with EVENTSTORE_SEED. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
