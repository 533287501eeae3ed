import type { IdeaEvent } from '../../contracts/ideas';
import type { EventStore } from '../../eventstore/event-store.port';
import { replayIdea, type IdeaState } from '../domain/idea';

/** Stream of one admin-created idea. */
export const ideaStreamId = (ideaId: string) => `idea-${ideaId}`;

/** Loads an idea's state and its stream version from the log. */
export async function loadIdea(
  store: EventStore,
  ideaId: string,
): Promise<{ state: IdeaState; version: number }> {
  const events = await store.readStream(ideaStreamId(ideaId));
  return { state: replayIdea(events as unknown as IdeaEvent[]), version: events.length };
}
