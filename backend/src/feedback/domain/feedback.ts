import {
  feedbackEventTypes,
  type FeedbackEvent,
  type FeedbackType,
  type SubmitFeedbackRequest,
} from '../../contracts/feedback';
import { DomainError } from '../../shared/domain-error';

/**
 * A feedback item: one stream per item (`feedback-{feedbackId}`). decide(command, state) ->
 * events, evolve(state, event) -> state. No clock: time comes in on the command.
 */

export const feedbackStreamId = (feedbackId: string) => `feedback-${feedbackId}`;

/** The spec's default when the form sends no type. */
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'general';

export type FeedbackState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'submitted';
      readonly feedbackId: string;
      readonly userId: string;
      readonly resolved: boolean;
      readonly adminNotes: string | null;
    };

export const initialFeedbackState: FeedbackState = { status: 'absent' };

export interface SubmitFeedback {
  readonly type: 'submit-feedback';
  readonly feedbackId: string;
  readonly userId: string;
  readonly input: SubmitFeedbackRequest;
  readonly now: string;
}

/**
 * Mark Resolved (resolved true) or Reopen (false). `adminNotes` undefined keeps the notes, null
 * or '' clears them.
 */
export interface ReviewFeedback {
  readonly type: 'review-feedback';
  readonly feedbackId: string;
  readonly adminId: string;
  readonly resolved: boolean;
  readonly adminNotes?: string | null;
  readonly now: string;
}

export type FeedbackCommand = SubmitFeedback | ReviewFeedback;

export class FeedbackNotFound extends DomainError {
  constructor() {
    super('not_found', 'Feedback not found', undefined, 'FeedbackNotFound');
  }
}

export class FeedbackAlreadyExists extends DomainError {
  constructor() {
    super('conflict', 'This feedback was already submitted', undefined, 'FeedbackAlreadyExists');
  }
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
};

function decideSubmit(command: SubmitFeedback, state: FeedbackState): FeedbackEvent[] {
  if (state.status !== 'absent') throw new FeedbackAlreadyExists();
  const { input } = command;
  return [
    {
      type: feedbackEventTypes.submitted,
      data: {
        feedbackId: command.feedbackId,
        userId: command.userId,
        type: input.type ?? DEFAULT_FEEDBACK_TYPE,
        title: input.title.trim(),
        description: input.description.trim(),
        rating: input.rating ?? null,
        page: blankToNull(input.page),
        submittedAt: command.now,
      },
    },
  ];
}

function decideReview(command: ReviewFeedback, state: FeedbackState): FeedbackEvent[] {
  if (state.status === 'absent') throw new FeedbackNotFound();
  const notes = command.adminNotes === undefined ? state.adminNotes : blankToNull(command.adminNotes);
  const { feedbackId, adminId, now } = command;
  if (command.resolved && !state.resolved) {
    return [
      {
        type: feedbackEventTypes.resolved,
        data: { feedbackId, adminNotes: notes, resolvedBy: adminId, resolvedAt: now },
      },
    ];
  }
  if (!command.resolved && state.resolved) {
    return [
      {
        type: feedbackEventTypes.reopened,
        data: { feedbackId, adminNotes: notes, reopenedBy: adminId, reopenedAt: now },
      },
    ];
  }
  if (notes !== state.adminNotes) {
    return [
      {
        type: feedbackEventTypes.notesUpdated,
        data: { feedbackId, adminNotes: notes, updatedBy: adminId, updatedAt: now },
      },
    ];
  }
  return [];
}

/** The events a command produces, or a DomainError. An empty list means "nothing changed". */
export function decide(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  switch (command.type) {
    case 'submit-feedback':
      return decideSubmit(command, state);
    case 'review-feedback':
      return decideReview(command, state);
  }
}

export function evolve(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case feedbackEventTypes.submitted:
      return {
        status: 'submitted',
        feedbackId: event.data.feedbackId,
        userId: event.data.userId,
        resolved: false,
        adminNotes: null,
      };
    case feedbackEventTypes.resolved:
      return state.status === 'absent'
        ? state
        : { ...state, resolved: true, adminNotes: event.data.adminNotes };
    case feedbackEventTypes.reopened:
      return state.status === 'absent'
        ? state
        : { ...state, resolved: false, adminNotes: event.data.adminNotes };
    case feedbackEventTypes.notesUpdated:
      return state.status === 'absent' ? state : { ...state, adminNotes: event.data.adminNotes };
  }
}

export const foldFeedback = (events: readonly FeedbackEvent[]): FeedbackState =>
  events.reduce(evolve, initialFeedbackState);
