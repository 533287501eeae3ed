import { nameLengths, nameStyles } from '../../../contracts/options';
import { generateNamesResponseSchema, type GenerateNamesRequest } from '../../../contracts/generation';
import { domainFor, fitsLength, generateNames, NAME_LENGTHS } from './names';
import { createRng } from './prng';

const base: GenerateNamesRequest = {
  keywords: 'fitness, meal, coach',
  style: 'Modern & Tech',
  maxLength: 'medium',
  domainExtension: '.com',
  businessContext: 'AI meal planning for busy parents',
};

describe('generateNames', () => {
  describe.each(nameStyles)('style %s', (style) => {
    it.each(nameLengths)('respects the %s length bucket with unique names and .com domains', (maxLength) => {
      for (const seed of [1, 2, 3]) {
        const { names } = generateNames({ ...base, style, maxLength }, 30, createRng(seed, style, maxLength));
        expect(names).toHaveLength(30);
        expect(generateNamesResponseSchema.safeParse({ names }).success).toBe(true);
        const { min, max } = NAME_LENGTHS[maxLength];
        for (const n of names) {
          expect(n.name.length).toBeGreaterThanOrEqual(min);
          expect(n.name.length).toBeLessThanOrEqual(max);
          expect(fitsLength(n.name, maxLength)).toBe(true);
          expect(n.length).toBe(n.name.length);
          expect(n.domain).toMatch(/^[a-z0-9]+\.com$/);
          expect(n.domain).toBe(`${n.name.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`);
          expect(n.description.length).toBeGreaterThan(20);
          expect(n.description).not.toContain('\n');
          expect(n.isFavorite).toBe(false);
        }
        expect(new Set(names.map((n) => n.name.toLowerCase())).size).toBe(names.length);
        expect(new Set(names.map((n) => n.domain)).size).toBe(names.length);
      }
    });
  });

  it("makes no name holding a wizard button's word (each name has a 'Favorite <name>' button)", () => {
    for (const style of nameStyles) {
      for (const maxLength of nameLengths) {
        const { names } = generateNames({ ...base, style, maxLength }, 30, createRng(1, style, maxLength));
        for (const n of names) expect(n.name).not.toMatch(/next|previous/i);
      }
    }
  });

  it('builds names from the keywords', () => {
    const { names } = generateNames(base, 10, createRng(1));
    const fromKeywords = names.filter((n) => /fit|meal|coach/i.test(n.name));
    expect(fromKeywords.length).toBeGreaterThanOrEqual(6);
  });

  it('reads like its style', () => {
    const corporate = generateNames(
      { ...base, style: 'Professional & Corporate', maxLength: 'long' },
      10,
      createRng(1),
    ).names;
    expect(
      corporate.some((n) =>
        /Partners|Group|Advisory|Solutions|Capital|Consulting|Associates|Holdings|Systems|Global|Works|Institute|Collective|Services|& Co\./.test(
          n.name,
        ),
      ),
    ).toBe(true);
    const tech = generateNames(
      { ...base, style: 'Modern & Tech', maxLength: 'medium' },
      10,
      createRng(1),
    ).names;
    expect(
      tech.some(
        (n) =>
          /(ly|ify|io|IQ|AI|Hub|Labs|Stack|Flow|Sync|Base|Loop|Grid|Kit|Verse|Bot|Wise|Works|Cloud|Logic)$/.test(
            n.name,
          ) || /^(Go|Get|Try|Hey|Neo|Next|Open|Smart|Zen|Up|Meta)[A-Z]/.test(n.name),
      ),
    ).toBe(true);
    const short = generateNames(
      { ...base, style: 'Short & Memorable', maxLength: 'short' },
      10,
      createRng(1),
    ).names;
    expect(short.every((n) => !n.name.includes(' '))).toBe(true);
  });

  it('is deterministic per seed and varies across seeds', () => {
    const a = generateNames(base, 10, createRng(5, 'names', base));
    const b = generateNames(base, 10, createRng(5, 'names', base));
    const c = generateNames(base, 10, createRng(6, 'names', base));
    expect(a).toEqual(b);
    expect(c.names.map((n) => n.name)).not.toEqual(a.names.map((n) => n.name));
  });

  it('never repeats names already in the list ("Generate More Names")', () => {
    const first = generateNames(base, 20, createRng(1)).names.map((n) => n.name);
    const more = generateNames({ ...base, existingNames: first }, 20, createRng(2)).names.map((n) =>
      n.name.toLowerCase(),
    );
    expect(more).toHaveLength(20);
    for (const name of first) expect(more).not.toContain(name.toLowerCase());
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
  });
});
