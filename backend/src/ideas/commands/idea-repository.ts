import type { EventStore } from '../../eventstore/event-store.port';
import type { FoldedStream } from '../../eventstore/folded-stream-cache';
import { streamReader, type StreamDefinition } from '../../shared/cqrs/stream-reader';
import { evolve, initialIdeaState, type IdeaEvent, type IdeaState } from '../domain/idea';
import { ideaEventSchemas } from '../domain/idea-event-schemas';

/** Stream of one admin-created idea. */
export const ideaStreamId = (ideaId: string) => `idea-${ideaId}`;

/** An `idea-{id}` stream folded to the idea, every event parsed. */
const ideaStream: StreamDefinition<IdeaState, IdeaEvent> = {
  schemas: ideaEventSchemas,
  fold: (events, from = initialIdeaState) => events.reduce(evolve, from),
};

/** For CommandRunner: an idea's stream stays short, read whole. */
export const ideaReader = streamReader(ideaStream);

/** An idea's state and its stream version, from the log. */
export function loadIdea(store: EventStore, ideaId: string): Promise<FoldedStream<IdeaState>> {
  return ideaReader.load(store, ideaStreamId(ideaId));
}
