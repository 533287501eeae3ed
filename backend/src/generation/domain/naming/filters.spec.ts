import type { NameCandidate } from './candidate';
import { isClippedStem, nearFamousBrand, rejectionOf, unfortunateWord, withinOneEdit } from './filters';

const candidate = (name: string, parts: string[] = []): NameCandidate => ({
  name,
  strategy: 'coined',
  parts: parts.map((text) => ({ text, word: text, source: 'keyword' })),
});

describe('name filters', () => {
  it.each(['Paragon', 'Pinnacle', 'Keystone', 'Vantage', 'Code', 'Spark', 'Robot'])(
    'turns down the plain dictionary word %s',
    (name) => expect(rejectionOf(candidate(name))).toBe('plain-word'),
  );

  it.each([
    'Subaro',
    'Gogle',
    'Amazom',
    'Netflx',
    'Nike',
    'Spotifi',
    'Teslo',
    'Sleepio',
    'Headspase',
    'Tindr',
  ])('turns down %s, a famous brand or one letter from one', (name) =>
    expect(rejectionOf(candidate(name))).toBe('famous-brand'),
  );

  it('compares short brands exactly only', () => {
    expect(nearFamousBrand('Ibm')).toBe('ibm');
    expect(nearFamousBrand('Ibo')).toBeUndefined();
    expect(withinOneEdit('subaru', 'subaro')).toBe(true);
    expect(withinOneEdit('subaru', 'sabaro')).toBe(false);
    expect(withinOneEdit('kia', 'kiara')).toBe(false);
  });

  it.each([
    ['Shitaki', []],
    ['Merdavo', []],
    ['Kutora', []],
    ['Conira', []],
    ['Mistwood', ['mist', 'wood']],
    ['Cazzolo', []],
    ['Fickora', []],
    ['Baka', []],
    ['Kusora', []],
    ['Methix', []],
    ['Heroinly', []],
    ['Penix', []],
    ['Notitard', []],
    ['Sadia', []],
    ['Pedo', []],
  ])('turns down %s for an unfortunate word', (name, parts) => {
    expect(unfortunateWord(candidate(name, parts))).toBeDefined();
    expect(rejectionOf(candidate(name, parts))).toBe('unfortunate');
  });

  it('leaves innocent words holding a short unfortunate string alone', () => {
    expect(unfortunateWord(candidate('Classic Concord', ['classic', 'concord']))).toBeUndefined();
    expect(unfortunateWord(candidate('Title Tower', ['title', 'tower']))).toBeUndefined();
    expect(unfortunateWord(candidate('Walnut & Oak', ['walnut', 'oak']))).toBeUndefined();
    expect(unfortunateWord(candidate('Brot', ['brot']))).toBeUndefined();
  });

  it.each(['Brigh', 'Codin', 'Bakr'])('turns down the clipped stem %s', (name) => {
    expect(isClippedStem(name)).toBe(true);
    expect(rejectionOf(candidate(name))).toBe('clipped-stem');
  });

  it.each(['Brgva', 'Tsoavx'])('turns down the unsayable %s', (name) =>
    expect(rejectionOf(candidate(name))).toBe('unpronounceable'),
  );

  it.each([
    ['Crumbwell', ['crumb', 'well']],
    ['Lumora', []],
    ['Claradent', ['clara', 'dent']],
    ['Copper Whisk', ['copper', 'whisk']],
    ['Ashbrook Dental', ['ash', 'brook', 'dental']],
  ])('lets %s through', (name, parts) => expect(rejectionOf(candidate(name, parts))).toBeUndefined());

  it('turns down names that are not written as names', () => {
    expect(rejectionOf(candidate('crumb well'))).toBe('malformed');
    expect(rejectionOf(candidate('Crumb2go'))).toBe('malformed');
  });
});
