import {
  adminNotesUpdatedSchema,
  feedbackEventTypes,
  feedbackReopenedSchema,
  feedbackResolvedSchema,
  feedbackSubmittedSchema,
  type FeedbackEvent,
} from '../../contracts/feedback';
import { streamReader, type StreamDefinition } from '../../shared/cqrs/stream-reader';
import { evolve, initialFeedbackState, type FeedbackState } from '../domain/feedback';

/**
 * A `feedback-{id}` stream folded to the item, each event parsed with its contract's schema (they
 * set no length limits, so an erased author's '' texts still read).
 */
const feedbackStream: StreamDefinition<FeedbackState, FeedbackEvent> = {
  schemas: {
    [feedbackEventTypes.submitted]: feedbackSubmittedSchema.shape.data,
    [feedbackEventTypes.resolved]: feedbackResolvedSchema.shape.data,
    [feedbackEventTypes.reopened]: feedbackReopenedSchema.shape.data,
    [feedbackEventTypes.notesUpdated]: adminNotesUpdatedSchema.shape.data,
  },
  fold: (events, from = initialFeedbackState) => events.reduce(evolve, from),
};

/** For CommandRunner: a feedback item's stream stays short, read whole. */
export const feedbackReader = streamReader(feedbackStream);
