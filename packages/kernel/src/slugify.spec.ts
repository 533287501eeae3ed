import { slugify } from './slugify';

describe('slugify', () => {
  it('keeps ASCII letters and digits with single hyphens', () => {
    expect(slugify('Café Crème & Co.')).toBe('cafe-creme-and-co');
    expect(slugify('  --Hello,   World!--  ')).toBe('hello-world');
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('Acme Labs 2')).toBe('acme-labs-2');
  });

  it('drops accents rather than splitting a word at them', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
    expect(slugify('CRÈME')).toBe('creme');
  });

  it('is empty when no letter or digit is left', () => {
    expect(slugify('☕☕')).toBe('');
    expect(slugify('咖啡')).toBe('');
    expect(slugify('../..')).toBe('');
  });

  it('cuts long text at a hyphen within the limit', () => {
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
    expect(slugify('abcdefghij klmnop', 12)).toBe('abcdefghij');
    expect(slugify('a'.repeat(80), 40)).toBe('a'.repeat(40));
  });
});
