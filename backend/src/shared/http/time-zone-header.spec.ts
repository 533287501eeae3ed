import { timeZoneHeader } from './request-guards';

describe('timeZoneHeader', () => {
  it('answers the canonical IANA zone, the same on every call (answers are kept)', () => {
    for (let i = 0; i < 3; i++) {
      expect(timeZoneHeader('Europe/Paris')).toBe('Europe/Paris');
      expect(timeZoneHeader('europe/paris')).toBe('Europe/Paris');
      expect(timeZoneHeader('UTC')).toBe('UTC');
    }
  });

  it('answers null for zones the runtime does not know and for values that are not zone names', () => {
    for (let i = 0; i < 3; i++) {
      expect(timeZoneHeader('Mars/Olympus_Mons')).toBeNull();
      expect(timeZoneHeader('Europe/Paris; DROP')).toBeNull();
      expect(timeZoneHeader(['Europe/Paris'])).toBeNull();
      expect(timeZoneHeader(undefined)).toBeNull();
    }
  });

  it('keeps answering right after many junk values', () => {
    for (let i = 0; i < 2500; i++) expect(timeZoneHeader(`Junk/Zone${i}`)).toBeNull();
    expect(timeZoneHeader('America/New_York')).toBe('America/New_York');
  });
});
