import { allArchetypes } from '../../knowledge';
import { isEnglishWord, isFamiliarWord } from '../word-data';
import { TRADE_DESCRIPTORS } from './trade-descriptors';
import { QUALITIES } from './qualities';
import { TRADE_WORDS } from './trade-words';

describe('naming vocabulary of the knowledge base', () => {
  it('gives every archetype picture words, qualities and plain descriptors', () => {
    const missing = allArchetypes
      .filter((a) => !TRADE_WORDS[a.id] || !TRADE_DESCRIPTORS[a.id])
      .map((a) => a.id);
    expect(missing).toEqual([]);
    for (const a of allArchetypes) {
      const words = TRADE_WORDS[a.id]!;
      expect(words.nouns.length).toBeGreaterThanOrEqual(6);
      expect(words.qualities.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('uses only qualities it can explain and nouns people know how to say', () => {
    const unknown = Object.values(TRADE_WORDS).flatMap((t) => t.qualities.filter((q) => !QUALITIES[q]));
    expect(unknown).toEqual([]);
    const unsayable = Object.values(TRADE_WORDS).flatMap((t) => t.nouns.filter((n) => !isFamiliarWord(n)));
    expect(unsayable).toEqual([]);
  });

  it('keeps foreign words that are not already English words, each with its meaning', () => {
    const foreign = Object.values(TRADE_WORDS).flatMap((t) => t.foreign ?? []);
    expect(foreign.length).toBeGreaterThan(10);
    for (const f of foreign) expect(f.meaning.length).toBeGreaterThan(2);
    expect(foreign.filter((f) => isEnglishWord(f.word)).map((f) => f.word)).toEqual([]);
  });
});
