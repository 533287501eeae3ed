import { Inject, Injectable } from '@nestjs/common';
import { ConcurrencyError } from '../../eventstore/errors';
import type {
  AppendOptions,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  StreamWrite,
  UniqueClaim,
} from '../../eventstore/event-store.port';
import type { FoldedStream } from '../../eventstore/folded-stream-cache';
import { eventMetadata } from '../request-context';
import { EVENT_STORE } from '../tokens';
import { result, type CommandResult } from './command-result';
import type { StreamReader } from './stream-reader';

/** What a command decided: the events to append, what else commits with them, and the answer. */
export interface Decision<R> {
  /** Events for the command's own stream; none (and no extra writes): nothing is appended. */
  events: readonly NewEvent[];
  /**
   * Other streams written in the same append (a slot, a month's usage count), each with its own
   * expected version: all commit or none, and a stale one retries the whole command.
   */
  extraWrites?: readonly StreamWrite[];
  /** The version the append expects of the command's stream (default: the loaded one; 0 = must not exist). */
  expectedVersion?: ExpectedVersion;
  claims?: UniqueClaim[];
  releaseClaims?: AppendOptions['releaseClaims'];
  /** Who and when (default: the request's context, now). */
  metadata?: EventMetadata;
  /** 'all': the append moved more than the caller's read models (CommandResult.readModels). */
  readModels?: 'all';
  value: R;
}

export interface StreamCommand<S, R> {
  streamId: string;
  reader: StreamReader<S>;
  /** Decides on the freshly loaded state; runs again after a conflict, so it must not call out. */
  decide(state: S, loaded: FoldedStream<S>): Decision<R> | Promise<Decision<R>>;
  /**
   * 'fail': decide once and let a conflict reach the caller (409), for a command that has
   * already told an outside system (a payment provider) what it decided on the loaded state.
   */
  onConflict?: 'retry' | 'fail';
}

/**
 * The one way command handlers write (docs/architecture.md "Command handlers"): load the stream,
 * decide, append with the loaded version plus any extra writes, and on a ConcurrencyError do it
 * all again (retryOnConflict below). The answer carries the appended position (null when nothing
 * was appended) for the gateway's read-your-writes wait.
 */
@Injectable()
export class CommandRunner {
  private readonly appendedListeners = new Set<(streamIds: readonly string[]) => void>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Calls `listener` with the streams of every append this runner makes, once it has committed
   * (this process's own writes; a cache of something a stream decides drops it at once). Answers
   * the function that stops it.
   */
  onAppended(listener: (streamIds: readonly string[]) => void): () => void {
    this.appendedListeners.add(listener);
    return () => this.appendedListeners.delete(listener);
  }

  run<S, R>(command: StreamCommand<S, R>): Promise<CommandResult<R>> {
    if (command.onConflict === 'fail') return this.attempt(command, false);
    // The first attempt may decide on the state this process folded last without reading the log
    // (a reader that keeps states): the append expects that version, so a stale state fails it
    // and every later attempt reads.
    let first = true;
    return retryOnConflict(() => {
      const trustCache = first;
      first = false;
      return this.attempt(command, trustCache);
    });
  }

  private async attempt<S, R>(command: StreamCommand<S, R>, trustCache: boolean): Promise<CommandResult<R>> {
    const { reader, streamId } = command;
    const cached = trustCache ? reader.cached?.(streamId) : undefined;
    const loaded = cached ?? (await reader.load(this.store, streamId));
    let decision: Decision<R>;
    try {
      decision = await command.decide(loaded.state, loaded);
    } catch (error) {
      // Refused on a state that may be stale: only the log's state may refuse.
      if (cached) return this.attempt(command, false);
      throw error;
    }
    const extra = decision.extraWrites ?? [];
    const expectedVersion = decision.expectedVersion ?? loaded.version;
    // A decision on an unchecked state counts only when its append checks that state's version:
    // one that appends nothing, or expects another version, is made again on the log's state.
    if (cached && (decision.events.length === 0 || expectedVersion !== loaded.version)) {
      return this.attempt(command, false);
    }
    if (decision.events.length === 0 && extra.length === 0) return result(decision.value, null);
    const writes: StreamWrite[] =
      decision.events.length > 0
        ? [{ streamId, expectedVersion, events: [...decision.events] }, ...extra]
        : [...extra];
    const keepsStates = reader.appended !== undefined && expectedVersion === loaded.version;
    const appended = await this.store.append(writes, {
      metadata: decision.metadata ?? eventMetadata(),
      ...(decision.claims ? { claims: decision.claims } : {}),
      ...(decision.releaseClaims ? { releaseClaims: decision.releaseClaims } : {}),
      ...(keepsStates ? { returnEvents: true } : {}),
    });
    const streamIds = writes.map((w) => w.streamId);
    this.appendedListeners.forEach((listener) => listener(streamIds));
    if (keepsStates && appended.events) {
      reader.appended!(
        streamId,
        loaded,
        appended.events.filter((e) => e.streamId === streamId),
      );
    }
    return result(decision.value, appended.position, decision.readModels);
  }
}

/**
 * The one retry policy of the write side. `attempt` runs again when its append met a stale
 * expected version (another request wrote the same stream first): it reloads, decides again and
 * appends again. Usage streams take many racers at once (20 parallel counts), so it allows as many
 * rounds; after CONFLICT_ATTEMPTS tries the ConcurrencyError goes to the caller (409). Any other
 * error goes to the caller at once. The waits are jittered so racers spread out.
 */
export const CONFLICT_ATTEMPTS = 30;

async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || i >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * Math.min(i, 10)));
    }
  }
}
