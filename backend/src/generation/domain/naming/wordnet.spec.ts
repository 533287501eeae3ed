import { relatedWords } from './wordnet';

const words = (word: string, context: string[] = []) => relatedWords(word, context).map((r) => r.word);

describe('relatedWords (WordNet)', () => {
  it('finds what a founder would associate with the word', () => {
    expect(words('bread')).toEqual(expect.arrayContaining(['loaf', 'bun']));
    expect(words('dog')).toEqual(expect.arrayContaining(['puppy', 'pooch']));
  });

  it('picks the sense the context talks about', () => {
    expect(words('groom', ['dog', 'grooming', 'salon'])).toEqual(expect.arrayContaining(['grooming']));
    expect(words('groom', ['dog', 'grooming', 'salon'])).not.toContain('wedding');
    expect(words('groom')).toContain('wedding');
  });

  it('knows nothing about a made-up word and leaves the word itself out', () => {
    expect(relatedWords('zqxv')).toEqual([]);
    expect(words('bread')).not.toContain('bread');
  });
});
