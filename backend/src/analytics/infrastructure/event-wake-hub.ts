import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { EventStore } from '../../eventstore/event-store.port';
import { EVENT_STORE } from '../../shared/tokens';

/**
 * One subscription to the store's append notifications for every open event stream (a LISTEN
 * connection per consumer would use up the pool), opened with the first consumer. It also ends
 * the open streams when the app shuts down, so closing the server does not wait for them.
 */
@Injectable()
export class EventWakeHub implements OnModuleDestroy {
  private readonly waiters = new Set<() => void>();
  private readonly closers = new Set<() => void>();
  private unsubscribe: Promise<() => Promise<void>> | null = null;
  private closed = false;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Resolves at the next append, or after `ms`, or when the app closes. */
  async waitForAppend(ms: number): Promise<void> {
    if (this.closed) return;
    if (!this.unsubscribe) {
      this.unsubscribe = this.store.onAppended(() => this.wakeAll());
      this.unsubscribe.catch(() => (this.unsubscribe = null)); // retried by the next waiter; the timeout still bounds the wait
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  /** Registers a stream to end at shutdown; returns the function that unregisters it. */
  track(close: () => void): () => void {
    if (this.closed) {
      close();
      return () => undefined;
    }
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.closers.forEach((close) => close());
    this.closers.clear();
    this.wakeAll();
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    if (unsubscribe) await (await unsubscribe.catch(() => async () => undefined))();
  }

  private wakeAll(): void {
    [...this.waiters].forEach((wake) => wake());
  }
}
