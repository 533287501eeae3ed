import { fonts, industries } from '../../../contracts/options';
import { generateStyleGuideResponseSchema } from '../../../contracts/generation';
import { bestTextColor, contrastRatio, WHITE } from '../color-contrast';
import { checkPalette } from '../palette';
import { createRng } from './prng';
import { generateStyleGuide } from './style-guide';

const personalities = [
  [],
  ['Playful', 'Energetic'],
  ['Luxury', 'Elegant'],
  ['Calm', 'Caring'],
  ['Eco-friendly', 'Natural'],
  ['Professional'],
  ['Innovative'],
];

describe('generateStyleGuide', () => {
  it('always produces WCAG AA colours and fonts from the list', () => {
    let checked = 0;
    for (const industry of industries) {
      for (const brandPersonality of personalities) {
        for (let seed = 0; seed < 12; seed += 1) {
          const guide = generateStyleGuide(
            { businessName: 'Acme', industry, targetAudience: 'Small teams', brandPersonality },
            createRng(seed, industry, brandPersonality),
          );
          expect(generateStyleGuideResponseSchema.safeParse(guide).success).toBe(true);
          const { primary, secondary, accent, neutral } = guide.colors;
          expect(contrastRatio(primary, WHITE)).toBeGreaterThanOrEqual(4.5);
          expect(bestTextColor(secondary).ratio).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(neutral, WHITE)).toBeGreaterThanOrEqual(4.5);
          expect(bestTextColor(accent).ratio).toBeGreaterThanOrEqual(4.5);
          expect(checkPalette(guide.colors).passes).toBe(true);
          expect(fonts).toContain(guide.fontPrimary);
          expect(fonts).toContain(guide.fontSecondary);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(industries.length * personalities.length * 12);
  });

  it('keeps the given personality traits first, without blanks or duplicates', () => {
    const guide = generateStyleGuide(
      {
        businessName: 'Acme',
        industry: 'finance',
        targetAudience: '',
        brandPersonality: ['Bold', ' ', 'bold', 'Witty'],
      },
      createRng(1),
    );
    expect(guide.brandPersonality.slice(0, 2)).toEqual(['Bold', 'Witty']);
    expect(new Set(guide.brandPersonality.map((t) => t.toLowerCase())).size).toBe(
      guide.brandPersonality.length,
    );
    expect(guide.brandPersonality.length).toBeGreaterThanOrEqual(5);
  });

  it('writes design principles that use the palette and fonts', () => {
    const guide = generateStyleGuide(
      {
        businessName: 'Acme',
        industry: 'education',
        targetAudience: 'Teachers who plan lessons',
        brandPersonality: [],
      },
      createRng(2),
    );
    const text = guide.designPrinciples.join(' ');
    expect(guide.designPrinciples.length).toBeGreaterThanOrEqual(4);
    expect(text).toContain(guide.colors.primary);
    expect(text).toContain(guide.fontPrimary);
    expect(text).toContain('teachers who plan lessons');
  });

  it('is deterministic per seed and varies across seeds', () => {
    const request = {
      businessName: 'Acme',
      industry: 'technology',
      targetAudience: '',
      brandPersonality: [],
    };
    expect(generateStyleGuide(request, createRng(1))).toEqual(generateStyleGuide(request, createRng(1)));
    expect(generateStyleGuide(request, createRng(2)).colors).not.toEqual(
      generateStyleGuide(request, createRng(1)).colors,
    );
  });

  it('leans on the industry palette', () => {
    const hueOf = (hex: string) => {
      const r = parseInt(hex.slice(1, 3), 16);
      const g = parseInt(hex.slice(3, 5), 16);
      const b = parseInt(hex.slice(5, 7), 16);
      return { r, g, b };
    };
    const health = Array.from(
      { length: 10 },
      (_, seed) =>
        generateStyleGuide(
          { businessName: 'Care', industry: 'healthcare', targetAudience: '', brandPersonality: ['Calm'] },
          createRng(seed),
        ).colors.primary,
    );
    const greenOrBlueDominant = health.filter((c) => {
      const { r, g, b } = hueOf(c);
      return g >= r || b >= r;
    });
    expect(greenOrBlueDominant.length).toBeGreaterThanOrEqual(7);
  });

  it('starts from the personality of the kind of business the idea names', () => {
    const guide = (businessIdea: string, industry: string) =>
      generateStyleGuide({ businessName: 'Wren', businessIdea, industry, targetAudience: '' }, createRng(2));
    const bakery = guide('Sourdough bakery and cafe on the high street', 'Food & drink');
    const law = guide('Family law practice for divorce and custody', 'Consulting');
    expect(bakery.brandPersonality.slice(0, 2)).toEqual(['Warm', 'Welcoming']);
    expect(law.brandPersonality[0]).toBe('Trustworthy');
    expect(bakery.designPrinciples.join(' ')).toContain('warm');
    // The founder's own traits still come first.
    const own = generateStyleGuide(
      {
        businessName: 'Wren',
        businessIdea: 'Sourdough bakery',
        industry: '',
        targetAudience: '',
        brandPersonality: ['Playful'],
      },
      createRng(2),
    );
    expect(own.brandPersonality[0]).toBe('Playful');
  });
  it('starts a business whose family tone would be wrong from its own personality', () => {
    const guide = (businessIdea: string) =>
      generateStyleGuide(
        { businessName: 'Wren', businessIdea, industry: '', targetAudience: '' },
        createRng(2),
      );
    // A funeral home is a local service, but not 'Punctual' and 'Friendly' first.
    expect(
      guide('An independent funeral home offering burials and cremations').brandPersonality.slice(0, 2),
    ).toEqual(['Caring', 'Dignified']);
    expect(guide('A gelato shop churning its own ice cream').brandPersonality[0]).toBe('Playful');
  });
});
