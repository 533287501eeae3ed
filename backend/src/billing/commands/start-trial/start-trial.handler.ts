import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { assertCanStartTrial, decide } from '../../domain/subscription';
import { BillingRepository } from '../../infrastructure/billing-repository';

export class StartTrialCommand extends Command<CommandResult<{ endsAt: string }>> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * POST /api/start-trial: the user starts the 7-day trial, once per account (DECISIONS.md "Trial").
 * New accounts are free; the trial is opt-in. Refused (409) after a trial (TrialAlreadyUsed) or
 * when the account has or had a subscription (InvalidTransition). Most accounts have no billing
 * stream yet: the repository appends with 'no_stream', so two racing starts append one trial.
 */
@CommandHandler(StartTrialCommand)
export class StartTrialHandler implements ICommandHandler<StartTrialCommand> {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId }: StartTrialCommand) {
    // A racing write reloads and decides again: a second start then answers TrialAlreadyUsed.
    return this.repository.run(userId, ({ state }) => {
      const now = this.clock.now();
      assertCanStartTrial(state);
      const events = decide({ type: 'StartTrial', userId, now }, state);
      const started = events[0];
      const endsAt = started?.type === 'billing.trial-started' ? started.data.endsAt : now.toISOString();
      return { events, now, value: { endsAt } };
    });
  }
}
