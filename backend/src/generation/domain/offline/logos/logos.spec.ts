import { Resvg } from '@resvg/resvg-js';
import { logoStyles, logoSymbols, type LogoStyle } from '../../../../contracts/options';
import { generateLogosResponseSchema, type GenerateLogosRequest } from '../../../../contracts/generation';
import { contrastRatio } from '../../color-contrast';
import { checkSvgDocument, dataUrlToSvg } from '../../svg-document';
import { createRng } from '../prng';
import { generateLogos } from './logos';
import { xmlEscape } from './svg';

const NAME = "Tom & Jerry's <Café>";
const colors = { primary: '#1E40AF', secondary: '#0E7490' };

function request(
  style: LogoStyle,
  symbols: GenerateLogosRequest['symbols'],
  businessName = NAME,
): GenerateLogosRequest {
  return { businessName, style, symbols, colors, industry: 'technology' };
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The wordmark: text elements longer than one character (a monogram initial is one). */
function wordmarkOf(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => unescape(m[1] ?? ''))
    .filter((t) => t.length > 1)
    .join(' ');
}

/** How many pixels differ from the top-left (background) pixel, and how many distinct colours there are. */
function renderStats(svg: string): { painted: number; colours: number } {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: 160 },
    font: { loadSystemFonts: false },
  }).render();
  const px = image.pixels;
  const bg = [px[0], px[1], px[2]].join(',');
  const colours = new Set<string>();
  let painted = 0;
  for (let i = 0; i < px.length; i += 4) {
    const key = [px[i], px[i + 1], px[i + 2]].join(',');
    colours.add(key);
    if (key !== bg) painted += 1;
  }
  return { painted, colours: colours.size };
}

describe('generateLogos', () => {
  describe.each(logoStyles)('%s', (style) => {
    it.each(logoSymbols)('draws a valid SVG logo with the %s symbol, the name and the colours', (symbol) => {
      const { logos } = generateLogos(request(style, [symbol]), 2, createRng(1, style, symbol));
      expect(generateLogosResponseSchema.safeParse({ logos }).success).toBe(true);
      logos.forEach((logo, i) => {
        expect(logo.id).toBe(`logo_${i + 1}`);
        expect(logo.selected).toBe(false);
        expect(logo.imageUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
        expect(logo.prompt).toContain(style.charAt(0).toUpperCase() + style.slice(1));
        expect(logo.prompt).toContain(NAME);
        const svg = dataUrlToSvg(logo.imageUrl);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(checkSvgDocument(svg)).toEqual({ ok: true });
        expect(svg).toContain(`<title>${xmlEscape(NAME)} logo</title>`);
        expect(wordmarkOf(svg).toLowerCase()).toBe(NAME.toLowerCase());
        expect(svg).toContain(colors.primary);
        expect(svg).toContain(colors.secondary);
        const stats = renderStats(svg);
        expect(stats.painted).toBeGreaterThan(150);
        expect(stats.colours).toBeGreaterThanOrEqual(3);
      });
    });
  });

  it('draws each of the 16 symbols differently', () => {
    for (const style of logoStyles) {
      const drawings = logoSymbols.map(
        (symbol) => generateLogos(request(style, [symbol], 'Acme'), 1, createRng(1)).logos[0]?.imageUrl,
      );
      expect(new Set(drawings).size).toBe(logoSymbols.length);
    }
  });

  it('gives the six styles clearly different looks', () => {
    const svgOf = (style: LogoStyle) =>
      dataUrlToSvg(generateLogos(request(style, ['star'], 'Acme'), 1, createRng(1)).logos[0]?.imageUrl ?? '');
    const signatures: Record<LogoStyle, (svg: string) => boolean> = {
      minimalist: (svg) =>
        /stroke-width="5"/.test(svg) && svg.includes('font-weight="300"') && !svg.includes('Gradient'),
      modern: (svg) => svg.includes('<linearGradient') && svg.includes('url(#grad)'),
      classic: (svg) => svg.includes('#FBF8F1') && svg.includes('Georgia'),
      geometric: (svg) => svg.includes('stroke-linejoin="miter"') && svg.includes('fill-opacity="0.12"'),
      organic: (svg) => / Q[\d.]+ [\d.]+/.test(svg) && svg.includes('Nunito Sans'),
      bold: (svg) =>
        /<rect width="320" height="320" fill="#(?!FFFFFF|FBF8F1)/.test(svg) &&
        svg.includes('font-weight="900"'),
    };
    for (const style of logoStyles) {
      const svg = svgOf(style);
      for (const other of logoStyles) expect(signatures[other](svg)).toBe(other === style);
    }
  });

  it('never repeats a logo within a list', () => {
    for (const symbols of [['leaf'], ['crown', 'wave'], ['letter', 'icon', 'arrow']] as const) {
      const { logos } = generateLogos(request('modern', [...symbols]), 8, createRng(2));
      expect(new Set(logos.map((l) => l.imageUrl)).size).toBe(8);
      expect(new Set(logos.map((l) => l.id)).size).toBe(8);
    }
  });

  it('uses every chosen symbol', () => {
    const { logos } = generateLogos(request('bold', ['crown', 'flame', 'mountain']), 3, createRng(3));
    expect(logos.map((l) => l.prompt.match(/(crown|flame|mountain)/)?.[1])).toEqual([
      'crown',
      'flame',
      'mountain',
    ]);
  });

  it('is deterministic per seed and varies across seeds', () => {
    const req = request('organic', ['abstract']);
    expect(generateLogos(req, 4, createRng(5))).toEqual(generateLogos(req, 4, createRng(5)));
    const other = [6, 7, 8].map((seed) => generateLogos(req, 4, createRng(seed)));
    expect(other.some((o) => JSON.stringify(o) !== JSON.stringify(generateLogos(req, 4, createRng(5))))).toBe(
      true,
    );
  });

  it('keeps the wordmark readable (3:1) on its background, even with pale colours', () => {
    for (const style of logoStyles) {
      const pale = {
        ...request(style, ['circle'], 'Acme Studio'),
        colors: { primary: '#FDE68A', secondary: '#A5F3FC' },
      };
      for (const logo of generateLogos(pale, 4, createRng(1)).logos) {
        const svg = dataUrlToSvg(logo.imageUrl);
        const background = /<rect width="320" height="320" fill="(#[0-9A-F]{6})"\/>/.exec(svg)?.[1] ?? '';
        const fills = [...svg.matchAll(/<text[^>]*font-size="(?:[\d.]+)"[^>]*fill="(#[0-9A-F]{6})"/g)].map(
          (m) => m[1] ?? '',
        );
        expect(fills.length).toBeGreaterThan(0);
        for (const fill of fills) expect(contrastRatio(fill, background)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('fits long names inside the canvas', () => {
    const { logos } = generateLogos(
      request('geometric', ['hexagon'], 'The International Brotherhood of Makers'),
      2,
      createRng(1),
    );
    for (const logo of logos) {
      const svg = dataUrlToSvg(logo.imageUrl);
      const sizes = [...svg.matchAll(/<text[^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
      expect(checkSvgDocument(svg).ok).toBe(true);
    }
  });
});
