import { pdfSafe } from './pdf-text';

describe('pdfSafe', () => {
  it('keeps Latin Extended, Greek and Cyrillic letters as typed (the PDFs embed DejaVu Sans)', () => {
    for (const text of [
      'Zażółć Café Ωmega',
      'Gödel Erdős Łódź',
      'Москва Αθήνα',
      'Café crème: “quotes” – dashes — €5 • … ™ Straße',
      'a → b ≥ c',
    ])
      expect(pdfSafe(text)).toBe(text);
  });

  it('returns plain ASCII text as it is, lines and all, and still rewrites tabs and carriage returns', () => {
    const text = 'Plain text, 100% ASCII: {a} [b] ~c~ \\d\n  second line';
    expect(pdfSafe(text)).toBe(text);
    expect(pdfSafe('')).toBe('');
    expect(pdfSafe('a\rb')).toBe('a\nb');
    expect(pdfSafe('\x07bell')).toBe('?bell');
    expect(pdfSafe('a\r\nb\tc')).toBe('a\nb    c');
  });

  it('drops emoji and marks scripts the font lacks', () => {
    expect(pdfSafe('Launch 🚀 now')).toBe('Launch  now');
    expect(pdfSafe('咖啡')).toBe('??');
  });
});
