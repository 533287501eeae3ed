import { Resvg } from '@resvg/resvg-js';
import { logoStyles, logoSymbols } from '../../../../contracts/options';
import { generateLogosResponseSchema, type GenerateLogosRequest } from '../../../../contracts/generation';
import { contrastRatio } from '../../color-contrast';
import { logoSvgProblem } from '../../../../shared/svg/logo-svg-policy';
import { createRng } from '../prng';
import { LOGO_LAYOUTS } from './layouts';
import { drawLogo, generateLogos } from './logos';
import { chooseMotifs, iconsForMotif } from './motifs';
import { treatmentFor } from './treatments';
import type { Personality } from './type/typefaces';

const colors = { primary: '#1E40AF', secondary: '#0E7490' };
const NAMES = [
  'Vero Smile',
  "Tom & Jerry's <Café>",
  'Zażółć Café Ωmega',
  'The International Brotherhood of Makers',
];

interface Raster {
  width: number;
  height: number;
  alpha: (x: number, y: number) => number;
  /** The box of pixels with any ink, or null when nothing is drawn. */
  ink: { minX: number; minY: number; maxX: number; maxY: number } | null;
  pixels: Buffer;
}

function rasterise(svg: string, systemFonts = false): Raster {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: 240 },
    font: { loadSystemFonts: systemFonts },
  }).render();
  const { width, height } = image;
  const px = image.pixels;
  const alpha = (x: number, y: number) => px[(y * width + x) * 4 + 3] ?? 0;
  let ink: Raster['ink'] = null;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (alpha(x, y) > 0) {
        ink ??= { minX: x, minY: y, maxX: x, maxY: y };
        ink = {
          minX: Math.min(ink.minX, x),
          minY: Math.min(ink.minY, y),
          maxX: Math.max(ink.maxX, x),
          maxY: Math.max(ink.maxY, y),
        };
      }
  return { width, height, alpha, ink, pixels: px };
}

/** The SVG with every group but the one with `id` hidden (the name alone, the symbol alone). */
function only(svg: string, id: string): string {
  return svg
    .replace(/<g id="bb-(?!X)([a-z]+)"/g, (whole, group: string) =>
      group === id ? whole : `<g id="bb-${group}" opacity="0"`,
    )
    .replace(/(<\/title>)((?:<defs>.*?<\/defs>)?)(.*?)(<g id="bb-)/s, '$1$2$4');
}

function request(overrides: Partial<GenerateLogosRequest> = {}): GenerateLogosRequest {
  return {
    businessName: 'Vero Smile',
    style: 'modern',
    symbols: ['icon'],
    colors,
    industry: 'Dental clinic',
    ...overrides,
  };
}

/** Draws one logo and checks it the way a designer would receive it, rasterised. */
function expectWellDrawn(
  style: (typeof logoStyles)[number],
  sectorType: Personality,
  layout: (typeof LOGO_LAYOUTS)[number],
  name: string,
): void {
  const treatment = treatmentFor(style, sectorType);
  const { svg, prompt } = drawLogo({
    businessName: name,
    layout,
    treatment,
    icon: 'stethoscope',
    frame: treatment.frame,
    colors,
  });
  expect(logoSvgProblem(svg)).toBeUndefined();
  expect(svg).not.toMatch(/<text[\s>]/);
  expect(svg).not.toMatch(/<image|<filter|<foreignObject|href="http/);
  expect(Buffer.byteLength(svg)).toBeLessThan(100_000);
  expect((svg.match(/<[a-zA-Z]/g) ?? []).length).toBeLessThan(300);
  expect(prompt).toContain(`"${name}"`);

  const whole = rasterise(svg);
  for (const [x, y] of [
    [0, 0],
    [whole.width - 1, 0],
    [0, whole.height - 1],
    [whole.width - 1, whole.height - 1],
  ] as const)
    expect(whole.alpha(x, y)).toBe(0);
  const margin = Math.round(Math.max(whole.width, whole.height) * 0.05);
  expect(whole.ink).not.toBeNull();
  const ink = whole.ink!;
  expect(ink.minX).toBeGreaterThanOrEqual(margin);
  expect(ink.minY).toBeGreaterThanOrEqual(margin);
  expect(ink.maxX).toBeLessThan(whole.width - margin);
  expect(ink.maxY).toBeLessThan(whole.height - margin);

  if (layout !== 'lettermark') {
    const nameOnly = rasterise(only(svg, 'name'));
    expect(nameOnly.ink).not.toBeNull();
    expect(nameOnly.ink!.minX).toBeGreaterThanOrEqual(margin);
    expect(nameOnly.ink!.maxX).toBeLessThan(nameOnly.width - margin);
  }
  // Outlined type: with or without the machine's fonts, the same pixels.
  expect(rasterise(svg, true).pixels.equals(whole.pixels)).toBe(true);
}

describe('drawLogo', () => {
  const cases = logoStyles.flatMap((style) =>
    LOGO_LAYOUTS.map((layout, i) => ({ style, layout, name: NAMES[i % NAMES.length]! })),
  );

  it.each(cases)(
    '$layout in $style style for "$name": outlined, transparent, with clear space',
    ({ style, layout, name }) => expectWellDrawn(style, 'humanist', layout, name),
  );

  // Every face a style can take (the script one lacks Greek: its Ω is DejaVu Sans's).
  const faces = logoStyles.flatMap((style) =>
    [
      ...new Set(
        (['humanist', 'serif', 'slab', 'script'] as const).map(
          (type) => treatmentFor(style, type).personality,
        ),
      ),
    ].map((personality) => ({
      style,
      personality,
      sectorType: (['humanist', 'serif', 'slab', 'script'] as const).find(
        (type) => treatmentFor(style, type).personality === personality,
      )!,
    })),
  );
  it.each(faces.flatMap((face) => LOGO_LAYOUTS.map((layout) => ({ ...face, layout }))))(
    '"Zażółć Café Ωmega" as $layout in $style style ($personality): outlined, transparent, with clear space',
    ({ style, sectorType, layout }) => expectWellDrawn(style, sectorType, layout, 'Zażółć Café Ωmega'),
  );

  it('keeps the name as typed unless the style sets capitals', () => {
    const mixed = drawLogo({
      businessName: 'Vero Smile',
      layout: 'wordmark',
      treatment: treatmentFor('modern', 'humanist'),
      icon: null,
      frame: 'circle',
      colors,
    });
    const capitals = drawLogo({
      businessName: 'Vero Smile',
      layout: 'wordmark',
      treatment: treatmentFor('classic', 'humanist'),
      icon: null,
      frame: 'circle',
      colors,
    });
    expect(mixed.svg).toContain('aria-label="Vero Smile logo"');
    // Different outlines: upper case is a style choice, never a lower-cased name.
    const d = (svg: string) => /<g id="bb-name"><path d="([^"]+)"/.exec(svg)?.[1];
    expect(d(mixed.svg)).not.toEqual(d(capitals.svg));
  });

  it('keeps every colour that draws the mark readable (3:1) on white, even from pale picks', () => {
    for (const style of logoStyles)
      for (const layout of LOGO_LAYOUTS) {
        const treatment = treatmentFor(style, 'rounded');
        const { svg } = drawLogo({
          businessName: 'Acme Studio',
          layout,
          treatment,
          icon: 'leaf',
          frame: treatment.frame,
          colors: { primary: '#FDE68A', secondary: '#A5F3FC' },
        });
        const strong = [...svg.matchAll(/(?:fill|stroke|stop-color)="(#[0-9A-F]{6})"(?! fill-opacity)/g)].map(
          (m) => m[1]!,
        );
        expect(strong.length).toBeGreaterThan(0);
        for (const colour of strong) expect(contrastRatio(colour, '#FFFFFF')).toBeGreaterThanOrEqual(3);
      }
  });
});

describe('generateLogos', () => {
  it('answers the step-5 contract with a different layout per logo', () => {
    const { logos } = generateLogos(request(), 6, createRng(1));
    expect(generateLogosResponseSchema.safeParse({ logos }).success).toBe(true);
    const layouts = logos.map((l) => l.prompt.split(' for ')[0]);
    expect(new Set(layouts).size).toBe(6);
    expect(logos.map((l) => l.id)).toEqual(['logo_1', 'logo_2', 'logo_3', 'logo_4', 'logo_5', 'logo_6']);
  });

  it('accepts every symbol pick and never repeats a logo within a list', () => {
    for (const symbol of logoSymbols) {
      const { logos } = generateLogos(request({ symbols: [symbol] }), 8, createRng(2));
      expect(new Set(logos.map((l) => l.imageUrl)).size).toBe(8);
    }
  });

  it('draws a named object when one is picked, and a monogram for "letter"', () => {
    const { logos } = generateLogos(request({ symbols: ['crown', 'letter'] }), 2, createRng(3));
    expect(logos[0]!.prompt).toContain('a crown symbol');
    expect(logos[1]!.prompt).toContain('the monogram VS');
  });

  it('is deterministic per seed and varies across seeds', () => {
    const req = request({ style: 'organic' });
    expect(generateLogos(req, 4, createRng(5))).toEqual(generateLogos(req, 4, createRng(5)));
    const first = JSON.stringify(generateLogos(req, 4, createRng(5)));
    expect([6, 7, 8].some((seed) => JSON.stringify(generateLogos(req, 4, createRng(seed))) !== first)).toBe(
      true,
    );
  });
});

describe('symbols by kind of business', () => {
  const businesses: Array<[string, string, string, string?]> = [
    ['Crumb & Co.', 'Bakery', 'bakery'],
    ['Vero Smile', 'Dental clinic', 'dental'],
    ['Schoolista', 'education', 'school', 'Tutoring for primary school pupils'],
    ['ByteForge Academy', 'Coding school', 'coding'],
    ['Happy Paws', 'Dog grooming', 'pets'],
    ['Ledgerly', 'Accounting', 'finance'],
    ['Stallfinder', 'Marketplace', 'ecommerce'],
    ['Bean There', 'Coffee roastery', 'cafe'],
    ['Northwind Clinic', 'healthcare', 'clinic', 'A family medical practice with a pharmacy'],
    ['Casa Nova', 'Real estate', 'realestate'],
    ['Brick & Beam', 'Construction', 'construction'],
    ['Greenhand', 'Landscaping', 'garden'],
    ['Wanderly', 'Travel', 'travel'],
    ['Threadline', 'Fashion', 'fashion'],
    ['Shiftbox', 'Logistics', 'logistics'],
    ['Sparkle Maids', 'Cleaning', 'cleaning'],
    ['Sunfield', 'Solar energy', 'energy'],
    ['Lumen Studio', 'Wedding photography', 'photo'],
    ['Iron Temple', 'Fitness', 'fitness'],
    ['Cloudnote', 'technology', 'software', 'A B2B SaaS dashboard for support teams'],
    ['Fair Counsel', 'Law firm', 'legal'],
    ['Freckle', 'other', 'icecream', 'An ice cream parlour churning gelato and sorbet'],
    ['Argilla', 'Ceramics', 'ceramics', 'A pottery studio with a shop and wheel classes'],
    ['Willow Lantern', 'other', 'funeral', 'An independent funeral home for burials and cremations'],
    ['Open Loft', 'other', 'workspace', 'A coworking space with hot desks and meeting rooms'],
  ];

  it.each(
    businesses.map(([businessName, industry, sector, description]) => ({
      businessName,
      industry,
      sector,
      description,
    })),
  )(
    '$businessName ($industry) draws icons from the $sector set',
    ({ businessName, industry, sector, description }) => {
      const choice = chooseMotifs({ businessName, industry, description });
      expect(choice.sector.id).toBe(sector);
      const { logos } = generateLogos(
        request({ businessName, industry, description, symbols: ['icon'] }),
        6,
        createRng(9),
      );
      const drawn = logos
        .map((l) => /a ([a-z0-9 ]+) symbol/.exec(l.prompt)?.[1]?.replace(/ /g, '-'))
        .filter(Boolean);
      expect(drawn.length).toBeGreaterThan(0);
      for (const icon of drawn) expect(choice.sector.icons).toContain(icon);
    },
  );

  it("puts an archetype's motifs first", () => {
    const choice = chooseMotifs({ businessName: 'Rise', industry: 'other', motifs: ['loaf', 'wheat'] });
    expect(choice.icons.slice(0, 2)).toEqual(['croissant', 'wheat']);
  });

  it('draws a motif of several words by its lucide name or its head word', () => {
    expect(iconsForMotif('paw print')).toEqual(['paw-print']);
    expect(iconsForMotif('Coffee cup')).toEqual(['coffee', 'cup-soda']);
    expect(iconsForMotif('graduation cap')).toEqual(['graduation-cap']);
    expect(iconsForMotif('steam')).toEqual([]);
  });

  /** The icons six logos of `req` draw, as lucide names. */
  const drawnIcons = (req: GenerateLogosRequest, seed: number) =>
    generateLogos(req, 6, createRng(seed)).logos.map((l) =>
      /a ([a-z0-9 ]+) symbol/.exec(l.prompt)?.[1]?.replace(/ /g, '-'),
    );

  it("draws only a business's own things when it has three or more, in every seed", () => {
    const dating = request({
      businessName: 'Kindred',
      industry: 'Technology',
      description: 'Dating app for people over 50',
      motifs: ['heart', 'sparkle', 'flame', 'users'],
    });
    const own = chooseMotifs(dating).icons;
    expect(own).not.toContain('cpu');
    for (const seed of [1, 2, 3, 4]) for (const icon of drawnIcons(dating, seed)) expect(own).toContain(icon);
  });

  it('starts with what the description names: software for coffee shops draws coffee, never a pizza', () => {
    const analytics = request({
      businessName: 'Steady Metrics',
      industry: 'Food & Beverage',
      description: 'Analytics dashboard for independent coffee shops',
      motifs: ['coffee cup', 'bean', 'steam', 'cup'],
    });
    for (const seed of [1, 2, 3]) {
      const icons = drawnIcons(analytics, seed);
      expect(icons[0]).toBe('coffee');
      expect(icons).not.toContain('pizza');
      expect(icons).not.toContain('soup');
    }
  });

  it('does not read a word used in another sense as a thing: a funeral home draws no house', () => {
    const choice = chooseMotifs({
      businessName: 'Willow Lantern',
      industry: 'other',
      description: 'An independent funeral home for burials and cremations',
    });
    expect(choice.named).toBe(0);
    expect(choice.icons).not.toContain('house');
  });

  it('names only icons the installed lucide set has', () => {
    const { SECTORS } = jest.requireActual<typeof import('./sectors')>('./sectors');
    const { MOTIF_ICONS } = jest.requireActual<typeof import('./motifs')>('./motifs');
    const { hasLucideIcon } =
      jest.requireActual<typeof import('../../../assets/lucide')>('../../../assets/lucide');
    const names = [...SECTORS.flatMap((s) => s.icons), ...Object.values(MOTIF_ICONS).flat()];
    expect(names.filter((n) => !hasLucideIcon(n))).toEqual([]);
  });
});
