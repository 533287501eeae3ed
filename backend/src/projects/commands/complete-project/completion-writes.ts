import { decideUsage, type UsageState } from '../../../billing/domain/usage';
import type { PlanLimits } from '../../../contracts/billing';
import type { StreamWrite } from '../../../eventstore/event-store.port';
import type { CompletionDecision } from '../../domain/completion';
import { projectSlotsStreamId } from '../../domain/project-events';
import { toNewEvents } from '../../infrastructure/project-repository';

/**
 * What goes into the same append as ProjectCompleted: billing's count of the completion on the
 * user's usage stream of the month (with the version the limit was checked on, so a racing
 * completion makes this append fail and retry) and the slot release.
 */
export function completionSideWrites(
  decision: CompletionDecision,
  usage: { streamId: string; version: number; state: UsageState },
  count: { now: Date; limits: PlanLimits },
): StreamWrite[] {
  const [counted] = decideUsage(
    {
      type: 'CountUsage',
      userId: decision.project.data.userId,
      counter: 'completions',
      n: 1,
      plan: count.limits,
      now: count.now,
    },
    usage.state,
  );
  return [
    {
      streamId: usage.streamId,
      expectedVersion: usage.version,
      events: [{ type: counted!.type, schemaVersion: counted!.schemaVersion, data: counted!.data }],
    },
    {
      streamId: projectSlotsStreamId(decision.slot.data.userId),
      expectedVersion: 'any',
      events: toNewEvents([decision.slot]),
    },
  ];
}
