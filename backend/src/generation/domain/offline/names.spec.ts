import { generateNamesResponseSchema, type GenerateNamesRequest } from '../../../contracts/generation';
import { nameLengths, nameStyles } from '../../../contracts/options';
import { domainFor, fitsLength, generateNames } from './names';
import { createRng } from './prng';

const base: GenerateNamesRequest = {
  keywords: 'fitness, meal, coach',
  style: 'Modern & Tech',
  maxLength: 'medium',
  domainExtension: '.com',
  businessContext: 'AI meal planning for busy parents',
};

describe('generateNames (the offline generator behind POST /api/generate/names)', () => {
  it.each(nameStyles)('answers the response contract in every length for %s', (style) => {
    for (const maxLength of nameLengths) {
      const { names } = generateNames({ ...base, style, maxLength }, 30, createRng(1, style, maxLength));
      expect(names).toHaveLength(30);
      expect(generateNamesResponseSchema.safeParse({ names }).success).toBe(true);
      for (const n of names) {
        expect(fitsLength(n.name, maxLength)).toBe(true);
        expect(n.length).toBe(n.name.length);
        expect(n.domain).toBe(domainFor(n.name));
        expect(n.domainAlternatives).toHaveLength(2);
        expect(n.isFavorite).toBe(false);
      }
    }
  });

  it("makes no name holding a wizard button's word (each name has a 'Favorite <name>' button)", () => {
    for (const style of nameStyles)
      for (const maxLength of nameLengths)
        for (const n of generateNames({ ...base, style, maxLength }, 30, createRng(1)).names)
          expect(n.name).not.toMatch(/next|previous/i);
  });

  it('never proposes a name already shown for the project (Refresh and Generate More)', () => {
    const first = generateNames(base, 20, createRng(1)).names.map((n) => n.name);
    const more = generateNames({ ...base, existingNames: first }, 20, createRng(1)).names.map((n) => n.name);
    expect(more).toHaveLength(20);
    for (const name of first) expect(more).not.toContain(name);
  });

  it('still fills the list from unusable keywords', () => {
    const { names } = generateNames(
      { ...base, keywords: '!!! 42 ??', style: 'Creative & Unique', maxLength: 'short' },
      12,
      createRng(1),
    );
    expect(names).toHaveLength(12);
    for (const n of names) expect(fitsLength(n.name, 'short')).toBe(true);
  });

  it('makes domains from names', () => {
    expect(domainFor('Fuel & Co.')).toBe('fuelco.com');
    expect(domainFor('Café Crème')).toBe('cafecreme.com');
    expect(domainFor('Crumbwell', '.io')).toBe('crumbwell.io');
  });
});
