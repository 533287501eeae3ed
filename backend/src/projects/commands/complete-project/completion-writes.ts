import type { StreamWrite } from '../../../eventstore/event-store.port';
import type { CompletionDecision } from '../../domain/completion';
import { projectSlotsStreamId } from '../../domain/project-events';
import { toNewEvents } from '../../infrastructure/project-repository';

/**
 * The usage stream (with the version the limit was checked on) and the slot release that go into
 * the same append as ProjectCompleted.
 */
export function completionSideWrites(
  decision: CompletionDecision,
  usage: { streamId: string; version: number },
): StreamWrite[] {
  return [
    {
      streamId: usage.streamId,
      expectedVersion: usage.version,
      events: [
        { type: decision.usage.type, schemaVersion: decision.usage.schemaVersion, data: decision.usage.data },
      ],
    },
    {
      streamId: projectSlotsStreamId(decision.slot.data.userId),
      expectedVersion: 'any',
      events: toNewEvents([decision.slot]),
    },
  ];
}
