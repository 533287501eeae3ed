import type { GeneratedName } from '@bb/backend/contracts';
import { appendNames, namesShown, replaceNames, SHOWN_NAMES_LIMIT, toggleFavorite } from './name-list';

const n = (name: string, isFavorite = false): GeneratedName => ({
  name,
  domain: `${name.toLowerCase()}.com`,
  description: 'd',
  length: name.length,
  isFavorite,
});

describe('the list of generated names', () => {
  it('Generate Names and refresh replace the list but keep favourites and the selected name', () => {
    const current = [n('Alpha'), n('Bravo', true), n('Charlie'), n('Delta')];
    const next = replaceNames(current, [n('Echo'), n('bravo'), n('Foxtrot')], 'Charlie');
    expect(next.map((x) => x.name)).toEqual(['Bravo', 'Charlie', 'Echo', 'Foxtrot']);
  });

  it('Generate More Names extends the list without repeats', () => {
    expect(appendNames([n('Alpha')], [n('alpha'), n('Bravo'), n('Bravo')]).map((x) => x.name)).toEqual([
      'Alpha',
      'Bravo',
    ]);
  });

  it('toggles a favourite', () => {
    expect(toggleFavorite([n('Alpha'), n('Bravo')], 'Bravo').map((x) => x.isFavorite)).toEqual([false, true]);
  });

  it('remembers every name shown once, the most recent kept when the list is full', () => {
    expect(namesShown(['Alpha'], [n('alpha'), n('Bravo')])).toEqual(['Alpha', 'Bravo']);
    const many = Array.from({ length: SHOWN_NAMES_LIMIT }, (_, i) => `Name${i}`);
    const kept = namesShown(many, [n('Newest')]);
    expect(kept).toHaveLength(SHOWN_NAMES_LIMIT);
    expect(kept.at(-1)).toBe('Newest');
    expect(kept[0]).toBe('Name1');
  });
});
