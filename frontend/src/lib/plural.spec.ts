import { countOf, pluralWord } from './plural';

describe('counts in words', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(countOf(1, 'project')).toBe('1 project');
    expect(countOf(0, 'project')).toBe('0 projects');
    expect(countOf(2, 'completion')).toBe('2 completions');
    expect(countOf(1200, 'day')).toBe('1,200 days');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'feedback item')).toBe('1 feedback item');
    expect(countOf(3, 'story', 'stories')).toBe('3 stories');
    expect(pluralWord(1, 'entry', 'entries')).toBe('entry');
  });
});
