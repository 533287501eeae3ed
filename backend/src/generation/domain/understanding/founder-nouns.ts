import nlp from 'compromise';
import { isStopword } from './tokens';

const DETERMINERS = /^(a|an|the|my|our|your|their|his|her|its|this|that|some|any|every|each|local)\s+/i;
const GENERIC = new Set([
  'i',
  'we',
  'you',
  'it',
  'business',
  'company',
  'idea',
  'app',
  'platform',
  'service',
  'services',
  'website',
  'people',
  'customers',
  'thing',
  'way',
]);

/**
 * The founder's own noun phrases, kept as written (lower case) so the text we write uses their
 * words: 'sourdough bakery', 'high street', 'bread club'. compromise finds the noun chunks;
 * determiners and pronouns are dropped, coordinated chunks are split ('bakery and cafe').
 */
export function founderNouns(text: string, max = 8): string[] {
  if (!text.trim()) return [];
  const chunks = nlp(text).nouns().out('array') as string[];
  const out: string[] = [];
  for (const chunk of chunks) {
    for (const part of chunk.split(/\s+(?:and|or|&)\s+|,\s*/)) {
      let phrase = part
        .toLowerCase()
        .replace(/[^a-z0-9' -]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      while (DETERMINERS.test(phrase)) phrase = phrase.replace(DETERMINERS, '');
      const words = phrase.split(' ').filter(Boolean);
      if (words.length === 0 || words.length > 3) continue;
      if (words.every((w) => isStopword(w) || GENERIC.has(w))) continue;
      if (GENERIC.has(phrase) || out.includes(phrase)) continue;
      out.push(phrase);
    }
  }
  return out.slice(0, max);
}

/**
 * Step 1's interests and custom industry are lists ('baking, celebration cakes, pastry'): each
 * item is already the founder's noun phrase, so no parsing is needed (and none is paid for).
 */
export function listedNouns(list: string): string[] {
  return list
    .split(/[,;/]|\s+and\s+|\s*&\s*/)
    .map((item) =>
      item
        .toLowerCase()
        .replace(/[^a-z0-9' -]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .map((item) => item.replace(DETERMINERS, ''))
    .filter((item) => item.length > 1 && item.split(' ').length <= 4 && !GENERIC.has(item));
}
