import { logoStyles } from '../../../../../contracts/options';
import { dejaVuSans } from '../../../../assets/fonts';
import { displayName } from '../name-type';
import { treatmentFor } from '../treatments';
import { setLine } from './set-type';
import { fontsOf, TYPEFACES, type Personality } from './typefaces';

const NAME = 'Zażółć Café Ωmega';
const personalities = Object.keys(TYPEFACES) as Personality[];

/** Every face a logo style sets names in, whatever the business's sector prefers (once each). */
const styleFaces = [
  ...new Map(
    logoStyles.flatMap((style) =>
      personalities.map((sectorType) => {
        const t = treatmentFor(style, sectorType);
        const face = { style, personality: t.personality, weight: t.weight, text: displayName(NAME, t) };
        return [`${style}/${t.personality}`, face] as const;
      }),
    ),
  ).values(),
];

describe('setLine', () => {
  it.each(styleFaces)(
    '$style style in $personality $weight sets "$text" with a real glyph for every letter',
    ({ personality, weight, text }) => {
      const line = setLine(text, { personality, weight }, 100);
      expect(line.missing).toEqual([]);
      // Each letter comes from the first font of the face that has it, never the missing glyph.
      const fonts = fontsOf({ personality, weight });
      for (const char of text.replace(/\s/g, '')) {
        const font = fonts.find((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!));
        expect({ char, found: Boolean(font) }).toEqual({ char, found: true });
        expect(font!.layout(char).glyphs[0]!.id).not.toBe(0);
      }
    },
  );

  it('sets a letter the script face lacks (Ω) with DejaVu Sans, glyph for glyph', () => {
    expect(fontsOf({ personality: 'script', weight: 400 })[0]!.hasGlyphForCodePoint(0x3a9)).toBe(false);
    const omega = setLine('Ω', { personality: 'script', weight: 400 }, 100);
    const dejaVu = dejaVuSans(false);
    const glyph = dejaVu.layout('Ω').glyphs[0]!;
    const scale = 100 / dejaVu.unitsPerEm;
    expect(omega.advance).toBeCloseTo(glyph.advanceWidth * scale, 5);
    expect(omega.ink.maxX - omega.ink.minX).toBeCloseTo((glyph.bbox.maxX - glyph.bbox.minX) * scale, 5);
    // The rest of the name stays in the script face: "mega" is not DejaVu's.
    const mega = setLine('mega', { personality: 'script', weight: 400 }, 100);
    const dejaVuMega = dejaVu.layout('mega');
    const dejaVuAdvance = dejaVuMega.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
    expect(Math.abs(mega.advance - dejaVuAdvance)).toBeGreaterThan(1);
  });

  it('sets a decomposed accent (e + U+0301) as the composed letter', () => {
    const face = { personality: 'script' as const, weight: 400 };
    expect(setLine('Cafe\u0301', face, 100).pathAt(0, 0)).toBe(setLine('Café', face, 100).pathAt(0, 0));
  });

  it('leaves letters no bundled font has blank and says which, never drawing a missing-glyph box', () => {
    const face = { personality: 'script' as const, weight: 400 };
    const line = setLine('東京 Coffee', face, 100);
    expect(line.missing).toEqual(['東', '京']);
    const coffee = setLine('Coffee', face, 100);
    // The same outlines as "Coffee" alone, moved right by the blank letters and the space.
    const count = (d: string) => (d.match(/[MLQCZ]/g) ?? []).length;
    expect(count(line.pathAt(0, 0))).toBe(count(coffee.pathAt(0, 0)));
    expect(line.ink.minX).toBeGreaterThan(coffee.ink.minX);
  });
});
