import type { FeedbackEvent } from '../../contracts/feedback';
import {
  decide,
  foldFeedback,
  FeedbackAlreadyExists,
  FeedbackNotFound,
  initialFeedbackState,
} from './feedback';

const now = '2025-03-01T12:00:00.000Z';
const later = '2025-03-02T09:30:00.000Z';
const submitted: FeedbackEvent = {
  type: 'feedback.feedback-submitted',
  data: {
    feedbackId: 'f1',
    userId: 'u1',
    type: 'bug',
    title: 'Broken',
    description: 'The export button does nothing.',
    rating: null,
    page: null,
    submittedAt: now,
  },
};
const review = (resolved: boolean, adminNotes?: string | null) =>
  ({
    type: 'review-feedback',
    feedbackId: 'f1',
    adminId: 'admin',
    resolved,
    adminNotes,
    now: later,
  }) as const;

describe('feedback', () => {
  describe('submit', () => {
    it('defaults the type to general, trims and keeps optional fields null', () => {
      const events = decide(
        {
          type: 'submit-feedback',
          feedbackId: 'f1',
          userId: 'u1',
          input: { title: ' Hi there ', description: ' A longer description ', page: '   ' },
          now,
        },
        initialFeedbackState,
      );
      expect(events).toEqual([
        {
          type: 'feedback.feedback-submitted',
          data: {
            feedbackId: 'f1',
            userId: 'u1',
            type: 'general',
            title: 'Hi there',
            description: 'A longer description',
            rating: null,
            page: null,
            submittedAt: now,
          },
        },
      ]);
    });

    it('keeps the given type, rating and page', () => {
      const [event] = decide(
        {
          type: 'submit-feedback',
          feedbackId: 'f1',
          userId: 'u1',
          input: { type: 'feature', title: 'T', description: 'Ten chars!!', rating: 4, page: '/feedback' },
          now,
        },
        initialFeedbackState,
      );
      expect(event?.data).toMatchObject({ type: 'feature', rating: 4, page: '/feedback' });
    });

    it('refuses a second submission on the same stream', () => {
      expect(() =>
        decide(
          {
            type: 'submit-feedback',
            feedbackId: 'f1',
            userId: 'u1',
            input: { title: 'T', description: 'Ten chars!!' },
            now,
          },
          foldFeedback([submitted]),
        ),
      ).toThrow(FeedbackAlreadyExists);
    });
  });

  describe('review', () => {
    it('is not found before submission', () => {
      expect(() => decide(review(true), initialFeedbackState)).toThrow(FeedbackNotFound);
    });

    it('resolves with notes, the admin as resolvedBy', () => {
      expect(decide(review(true, ' Fixed '), foldFeedback([submitted]))).toEqual([
        {
          type: 'feedback.feedback-resolved',
          data: { feedbackId: 'f1', adminNotes: 'Fixed', resolvedBy: 'admin', resolvedAt: later },
        },
      ]);
    });

    it('reopens a resolved item keeping its notes when none are sent', () => {
      const state = foldFeedback([submitted, ...decide(review(true, 'Fixed'), foldFeedback([submitted]))]);
      expect(decide(review(false), state)).toEqual([
        {
          type: 'feedback.feedback-reopened',
          data: { feedbackId: 'f1', adminNotes: 'Fixed', reopenedBy: 'admin', reopenedAt: later },
        },
      ]);
    });

    it('records a change of notes alone, clears them with an empty string, and ignores no-ops', () => {
      const resolved = foldFeedback([submitted, ...decide(review(true, 'Fixed'), foldFeedback([submitted]))]);
      expect(decide(review(true, 'Fixed in 1.2'), resolved)).toEqual([
        {
          type: 'feedback.admin-notes-updated',
          data: { feedbackId: 'f1', adminNotes: 'Fixed in 1.2', updatedBy: 'admin', updatedAt: later },
        },
      ]);
      expect(decide(review(true, ''), resolved)).toMatchObject([
        { type: 'feedback.admin-notes-updated', data: { adminNotes: null } },
      ]);
      expect(decide(review(true), resolved)).toEqual([]);
      expect(decide(review(true, 'Fixed'), resolved)).toEqual([]);
      expect(decide(review(false), foldFeedback([submitted]))).toEqual([]);
    });
  });
});
