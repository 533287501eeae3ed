import { ideaCatalogue, catalogueIdeaId } from '../../domain/catalogue';
import { catalogueIdeaFor } from '../../domain/idea-of-the-day';
import { addDays } from '@bb/kernel';
import { catalogueIdeaAsShown, ideaViewEventId } from './viewed-idea';

describe('viewed catalogue ideas', () => {
  const today = '2025-06-15';

  it('dates today’s catalogue idea today and an earlier one on its last featured day', () => {
    const todays = catalogueIdeaFor(today);
    expect(catalogueIdeaAsShown(todays.id, today)).toEqual(todays);
    const threeDaysAgo = catalogueIdeaFor(addDays(today, -3));
    expect(catalogueIdeaAsShown(threeDaysAgo.id, today)?.featuredDate).toBe(addDays(today, -3));
  });

  it('never dates a catalogue idea in the future', () => {
    for (const idea of ideaCatalogue) {
      const shown = catalogueIdeaAsShown(catalogueIdeaId(idea.slug), today);
      expect(shown && shown.featuredDate <= today).toBe(true);
      expect(shown?.featuredDate).toBe(shown && catalogueIdeaFor(shown.featuredDate).featuredDate);
      expect(shown && catalogueIdeaFor(shown.featuredDate).id).toBe(catalogueIdeaId(idea.slug));
    }
  });

  it('is undefined for ids that are not catalogue ideas', () => {
    expect(catalogueIdeaAsShown('catalogue-no-such-idea', today)).toBeUndefined();
    expect(catalogueIdeaAsShown('7f1c8f0e-0000-4000-8000-000000000000', today)).toBeUndefined();
  });

  it('gives one stable event id per user, idea and day', () => {
    const id = ideaViewEventId('u1', 'i1', today);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ideaViewEventId('u1', 'i1', today)).toBe(id);
    expect(ideaViewEventId('u2', 'i1', today)).not.toBe(id);
    expect(ideaViewEventId('u1', 'i1', addDays(today, 1))).not.toBe(id);
  });
});
