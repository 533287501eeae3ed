import { logoStyles, logoSymbols } from '../../../../contracts/options';
import { dataUrlToSvg } from '../../svg-document';
import { createRng } from '../prng';
import { generateLogos } from './logos';
import { redrawLogo } from './redraw';

const colors = { primary: '#1E40AF', secondary: '#0E7490' };

describe('redrawing a logo with a new name', () => {
  const request = (style: (typeof logoStyles)[number], symbols: Array<(typeof logoSymbols)[number]>) => ({
    businessName: 'Lucky Loop',
    style,
    symbols,
    colors,
    industry: 'Fashion',
    description: 'Second-hand clothes for kids',
  });

  it.each(logoStyles)('%s: every layout and symbol is redrawn as it was, only the name changes', (style) => {
    const { logos } = generateLogos(request(style, [...logoSymbols]), logoSymbols.length, createRng(11));
    for (const logo of logos) {
      const same = redrawLogo(logo, { businessName: 'Lucky Loop' });
      expect(same).toEqual(logo);
      const renamed = redrawLogo(logo, { businessName: 'Wren Wear' })!;
      expect(renamed.id).toBe(logo.id);
      // Same layout, style, symbol, typeface and colours; the name (and a monogram's initials) change.
      expect(renamed.prompt).toBe(
        logo.prompt.replace('"Lucky Loop"', '"Wren Wear"').replace('the monogram LL', 'the monogram WW'),
      );
      expect(dataUrlToSvg(renamed.imageUrl)).toContain('<title>Wren Wear logo</title>');
      expect(dataUrlToSvg(renamed.imageUrl)).not.toContain('Lucky Loop');
    }
  });

  it('takes new colours in place of the old ones, keeping which is which', () => {
    const [logo] = generateLogos(request('modern', ['star']), 1, createRng(3)).logos;
    const recoloured = redrawLogo(logo!, {
      businessName: 'Wren Wear',
      colors: { '#1E40AF': '#B91C1C', '#0E7490': '#15803D' },
    })!;
    expect(recoloured.prompt).toContain('colours #B91C1C and #15803D');
  });

  it('leaves a logo it did not draw', () => {
    const [logo] = generateLogos(request('modern', ['star']), 1, createRng(3)).logos;
    expect(redrawLogo({ ...logo!, prompt: 'A hand-drawn fox' }, { businessName: 'X' })).toBeNull();
    expect(
      redrawLogo({ ...logo!, imageUrl: 'data:image/png;base64,AAAA' }, { businessName: 'X' }),
    ).toBeNull();
  });
});
