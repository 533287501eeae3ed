import { pdfSafe } from './pdf-text';

describe('pdfSafe', () => {
  it('keeps what the standard PDF fonts can show', () => {
    const text = 'Café crème: “quotes” – dashes — €5 • … ™ Straße';
    expect(pdfSafe(text)).toBe(text);
  });

  it('spells out common symbols and strips marks WinAnsi lacks', () => {
    expect(pdfSafe('a → b ≥ c ✓')).toBe('a -> b >= c v');
    expect(pdfSafe('Gödel Erdős Łódź')).toBe('Gödel Erdos Lódz');
  });

  it('returns plain ASCII text as it is, lines and all, and still rewrites tabs and carriage returns', () => {
    const text = 'Plain text, 100% ASCII: {a} [b] ~c~ \\d\n  second line';
    expect(pdfSafe(text)).toBe(text);
    expect(pdfSafe('')).toBe('');
    expect(pdfSafe('a\rb')).toBe('a\nb');
    expect(pdfSafe('\x07bell')).toBe('?bell');
  });

  it('drops emoji and replaces other scripts', () => {
    expect(pdfSafe('Launch 🚀 now ☕')).toBe('Launch  now ');
    expect(pdfSafe('咖啡')).toBe('??');
    expect(pdfSafe('a\r\nb\tc')).toBe('a\nb    c');
  });
});
