import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { ConcurrencyError } from '../../eventstore/errors';
import type { AppendOptions, EventStore, StreamWrite } from '../../eventstore/event-store.port';
import { UserRepository } from '../../identity/infrastructure/user-repository';
import { userStreamId } from '../../identity/domain/user-events';
import type { UserState } from '../../identity/domain/user';
import { result, type CommandResult } from '../../shared/cqrs/command-result';
import { eventMetadata } from '../../shared/request-context';
import { EVENT_STORE, KNEX } from '../../shared/tokens';
import { ADMINS_STREAM, isActiveAdmin, type AccessDecision } from '../domain/admin-access';

const ATTEMPTS = 5;

/**
 * Runs an access decision against fresh state and appends it, retrying when a concurrent change
 * got there first. Order matters: the `admins` stream version is read BEFORE the other admins'
 * states, so any change committed after that read makes our append fail and re-decide.
 * Used by the admin's role and status changes and by a user deleting their own account
 * (identity's DeleteAccountHandler), so every way of losing an active admin takes the same lock.
 */
@Injectable()
export class AdminAccessWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly users: UserRepository,
  ) {}

  async change(
    userId: string,
    changedBy: string,
    decide: (state: UserState, otherActiveAdmins: number) => AccessDecision,
    options: Omit<AppendOptions, 'metadata'> & { metadata?: AppendOptions['metadata'] } = {},
  ): Promise<CommandResult<void>> {
    for (let attempt = 1; ; attempt += 1) {
      const adminsVersion = (await this.store.readStream(ADMINS_STREAM)).length;
      const { state, version } = await this.users.load(userId);
      const decision = decide(state, await this.otherActiveAdmins(userId));
      if (decision.userEvents.length === 0) return result(undefined, null);
      const writes: StreamWrite[] = [
        { streamId: userStreamId(userId), expectedVersion: version, events: decision.userEvents },
      ];
      if (decision.adminsEvent) {
        writes.push({
          streamId: ADMINS_STREAM,
          expectedVersion: adminsVersion,
          events: [decision.adminsEvent],
        });
      }
      try {
        const appended = await this.store.append(writes, {
          ...options,
          metadata: options.metadata ?? eventMetadata({ userId: changedBy }),
        });
        return result(undefined, appended.position);
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * How many other accounts are active admins, checked on their event streams (the truth). The
   * candidates come from rm_users: a just-promoted admin the read model has not seen yet is left
   * out, which can only make the rule stricter, never let the last admin go.
   */
  async otherActiveAdmins(userId: string): Promise<number> {
    const candidates = await this.knex('rm_users')
      .where({ role: 'admin', deleted: false })
      .whereNot({ id: userId })
      .orderBy('is_active', 'desc')
      .pluck<string[]>('id');
    let count = 0;
    for (const id of candidates) {
      if (isActiveAdmin((await this.users.load(id)).state)) count += 1;
      if (count >= 1) break; // one other active admin is all the rule needs
    }
    return count;
  }
}
