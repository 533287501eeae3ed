import type { NameCandidate, NamingBrief } from '../candidate';
import { IMAGES } from '../data/images';
import { capitalize, partOf, type PoolWord } from '../pool';
import { isEnglishWord } from '../word-data';

/**
 * Real-word compounds: a word of the business joined with an evocative word, closed up like a
 * place name ("Crumbwell", "Northpaw") or, for Modern & Tech, in camel case ("CodeHive").
 */
export function compounds(brief: NamingBrief, pool: readonly PoolWord[]): NameCandidate[] {
  const camel = brief.style === 'Modern & Tech';
  const join = (a: string, b: string) => (camel ? capitalize(a) + capitalize(b) : capitalize(a + b));
  const images = IMAGES.filter((i) => i.styles.includes(brief.style));
  const out: NameCandidate[] = [];
  // Short, punchy words of the trade make compounds that read at a glance ("Crumbwell", "Pawhive");
  // long ones make "Oakinvoice".
  for (const p of pool.filter((w) => w.word.length <= 6)) {
    for (const i of images) {
      if (i.word === p.word) continue;
      const image = { text: i.word, word: i.word, source: 'image' as const, meaning: i.evokes };
      if (i.position !== 'head' && !p.word.endsWith(i.word.charAt(0)) && !isEnglishWord(p.word + i.word))
        out.push({ name: join(p.word, i.word), strategy: 'compound', parts: [partOf(p), image] });
      if (i.position !== 'tail' && !i.word.endsWith(p.word.charAt(0)) && !isEnglishWord(i.word + p.word))
        out.push({ name: join(i.word, p.word), strategy: 'compound', parts: [image, partOf(p)] });
    }
  }
  return out;
}
