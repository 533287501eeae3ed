import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import type { EventStore } from '../../eventstore/event-store.port';
import { UserRepository } from '../infrastructure/user-repository';
import { userStreamId } from '../domain/user-events';
import type { UserState } from '../domain/user';
import type { CommandResult } from '../../shared/cqrs/command-result';
import { CommandRunner, type Decision } from '../../shared/cqrs/command-runner';
import { eventMetadata } from '../../shared/request-context';
import { EVENT_STORE, KNEX } from '../../shared/tokens';
import { ADMINS_STREAM, isActiveAdmin, type AccessDecision } from '../domain/admin-access';

/**
 * Runs an access decision on the user's stream through CommandRunner (a concurrent change makes it
 * decide again on fresh state). Order matters: the `admins` stream version is read BEFORE the other
 * admins' states, and the append expects it, so any change committed after that read makes our
 * append fail and re-decide.
 * Used by the admin's role and status changes and by a user deleting their own account
 * (identity's DeleteAccountHandler), so every way of losing an active admin takes the same lock.
 */
@Injectable()
export class AdminAccessWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly runner: CommandRunner,
    private readonly users: UserRepository,
  ) {}

  change(
    userId: string,
    changedBy: string,
    decide: (state: UserState, otherActiveAdmins: number) => AccessDecision,
    options: Pick<Decision<void>, 'metadata' | 'releaseClaims'> = {},
  ): Promise<CommandResult<void>> {
    return this.runner.run({
      streamId: userStreamId(userId),
      reader: this.users.users,
      decide: async (state): Promise<Decision<void>> => {
        const adminsVersion = (await this.store.readStream(ADMINS_STREAM)).length;
        const decision = decide(state, await this.otherActiveAdmins(userId));
        if (decision.userEvents.length === 0) return { events: [], value: undefined };
        const admins = decision.adminsEvent
          ? [{ streamId: ADMINS_STREAM, expectedVersion: adminsVersion, events: [decision.adminsEvent] }]
          : [];
        return {
          events: decision.userEvents,
          extraWrites: admins,
          metadata: options.metadata ?? eventMetadata({ userId: changedBy }),
          ...(options.releaseClaims ? { releaseClaims: options.releaseClaims } : {}),
          value: undefined,
        };
      },
    });
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
