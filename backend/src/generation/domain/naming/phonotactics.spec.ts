import { isPronounceable, longestConsonantRun, syllables } from './phonotactics';

describe('phonotactics', () => {
  it.each(['Lumora', 'Zenvo', 'Kivo', 'Crumbwell', 'Claradent', 'Ashbrook', 'Tralux', 'Velina', 'Strand'])(
    'reads %s as sayable',
    (word) => expect(isPronounceable(word)).toBe(true),
  );

  it.each(['Brgva', 'Tsoa', 'Xkqo', 'Aaab', 'Lumj', 'Ngoro', 'Bcdfo', 'Aeiou', 'Brnt'])(
    'rejects %s',
    (word) => expect(isPronounceable(word)).toBe(false),
  );

  it('cuts words at syllable boundaries', () => {
    expect(syllables('lantern')).toEqual(['lan', 'tern']);
    expect(syllables('bakery')).toEqual(['ba', 'ke', 'ry']);
    expect(syllables('dental')).toEqual(['den', 'tal']);
    expect(syllables('astronaut')).toEqual(['a', 'stro', 'naut']);
    expect(syllables('oak')).toEqual(['oak']);
    expect(syllables('harmony').join('')).toBe('harmony');
  });

  it('measures consonant runs', () => {
    expect(longestConsonantRun('Strength')).toBe(4);
    expect(longestConsonantRun('Kivo')).toBe(1);
  });
});
