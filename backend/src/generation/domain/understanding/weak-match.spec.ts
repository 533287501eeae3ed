import { archetypeProblems } from '../knowledge/validate';
import { genericArchetypes, genericLocalBusiness } from '../knowledge/generic';
import { allArchetypes } from '../knowledge';
import { founderCorpus } from './corpus';
import { understandFounder } from './understand';
import { genericFor, genericOfFeatures, isWeakMatch, namedWords } from './weak-match';

const primaryOf = (text: string) => understandFounder({ text }, { nouns: false, generic: true }).primary.id;

describe('a business no archetype accounts for', () => {
  it('reads the words that name the business, without its form (app, shop) or what follows', () => {
    expect(namedWords('Password manager for families')).toEqual(['password', 'manag']);
    expect(namedWords('I want to open a piano tuning service, visiting homes')).toEqual(['piano', 'tune']);
    expect(namedWords('Note-taking app')).toEqual(['note', 'take']);
  });

  it('gets the generic archetype of its broad kind instead of another business sharing a word', () => {
    expect(primaryOf('Knife sharpening')).toBe('generic-local-business');
    expect(primaryOf('Chimney sweep')).toBe('generic-local-business');
    expect(primaryOf('Clock repair')).toBe('generic-local-business');
    expect(primaryOf('Swimming lessons for kids')).toBe('generic-local-business');
    expect(primaryOf('Password manager for families')).toBe('generic-consumer-app');
    expect(primaryOf('Note-taking app')).toBe('generic-consumer-app');
    expect(primaryOf('Inventory management for small shops')).toBe('generic-business-software');
  });

  it('keeps the archetype when the founder names its kind or it scores on their head word', () => {
    expect(primaryOf('Bakery')).toBe('artisan-bakery');
    expect(primaryOf('Window cleaning business')).toBe('cleaning-service');
    expect(primaryOf('Car wash')).toBe('car-wash-valeting');
    expect(primaryOf('Laundromat')).toBe('laundromat-dry-cleaner');
    expect(primaryOf('Piano tuner')).toBe('piano-technician');
    expect(primaryOf('Hotel')).toBe('boutique-hotel');
    expect(primaryOf('Online appointment booking for salons')).toBe('beauty-salon');
    // Software for a business names that business's kind after 'for', not its own ('platform').
    expect(primaryOf('Booking software for gyms')).toBe('independent-gym-software');
    const best = understandFounder({ text: 'Barber shop' }).ranking[0];
    expect(isWeakMatch('Barber shop', best)).toBe(false);
  });

  it('reads a mobile service as a local business, not an app (it comes to the customer)', () => {
    expect(genericFor('Mobile knife sharpening')).toBe(genericLocalBusiness);
    expect(genericFor('A mobile bike mechanic')).toBe(genericLocalBusiness);
    expect(genericFor('Mobile app for knife sharpening')).not.toBe(genericLocalBusiness);
  });

  it('never sends a labelled founder to a generic archetype', () => {
    const generic = founderCorpus.filter((c) =>
      understandFounder(c.input, { nouns: false, generic: true }).primary.id.startsWith('generic-'),
    );
    expect(generic.map((c) => c.id)).toEqual([]);
  });

  it('writes generic archetypes as complete as any other, with feature titles no other archetype uses', () => {
    for (const a of genericArchetypes) expect(archetypeProblems(a)).toEqual([]);
    const titles = new Set(allArchetypes.flatMap((a) => a.features.map((f) => f.title.toLowerCase())));
    const shared = genericArchetypes.flatMap((a) =>
      a.features.filter((f) => titles.has(f.title.toLowerCase())),
    );
    expect(shared.map((f) => f.title)).toEqual([]);
  });

  it('finds a generic archetype again from an idea’s features', () => {
    const [app] = genericArchetypes;
    expect(genericOfFeatures(app?.features.slice(0, 3).map((f) => f.title))).toBe(app);
    expect(genericOfFeatures(['Online ordering', 'Gift cards'])).toBeUndefined();
    expect(genericOfFeatures([])).toBeUndefined();
  });
});
