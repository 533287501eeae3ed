import { isKnownWord, startsWithVowelSound } from './pronunciation';

/** Letters whose spoken name starts with a vowel sound: 'an F', 'an MBA', 'an SEO audit'. */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX'.split(''));

/**
 * Acronyms said as a word rather than letter by letter that the dictionary does not know, so the
 * first sound is that of the word: 'a HIPAA audit', 'a COPPA notice', 'a SaaS product'.
 */
const SPOKEN_ACRONYMS = new Set([
  'hipaa',
  'coppa',
  'ferpa',
  'saas',
  'paas',
  'gif',
  'jpeg',
  'captcha',
  'wasm',
]);

/** Words the CMU dictionary pronounces differently from how they are said today. */
const OVERRIDES: Readonly<Record<string, 'a' | 'an'>> = { uber: 'an', herb: 'a', herbs: 'a', herbal: 'a' };

/** Spelling patterns for words the dictionary does not know, checked before the first letter. */
const UNKNOWN_WORD_RULES: ReadonlyArray<readonly [RegExp, 'a' | 'an']> = [
  [/^(eu|ewe|uni|use|usu|ure|uti|ufo|one|once)/i, 'a'],
  [/^(hour|honest|honou?r|heir)/i, 'an'],
  [/^u[bcdfgjklmnpqrstvwxz][aeiouy]/i, 'a'],
  [/^[aeiou]/i, 'an'],
];

function firstToken(phrase: string): string {
  const token = phrase.trim().split(/[\s/]+/)[0] ?? '';
  return token.replace(/^[^A-Za-z0-9]+/, '').split(/[-–'’]/)[0] ?? '';
}

function articleForNumber(digits: string): 'a' | 'an' {
  // 8, 80, 800, 8,000 ('an eight'), 11 and 18 ('an eleven', 'an eighteen'), 11,000 but not 110.
  if (digits.startsWith('8')) return 'an';
  if (/^1[18]$/.test(digits) || /^1[18](\d{3})+$/.test(digits)) return 'an';
  return 'a';
}

function isSpelledAcronym(token: string): boolean {
  if (!/^[A-Z][A-Z0-9&]*s?$/.test(token) || token.replace(/s$/, '').length < 2) return false;
  const bare = token.replace(/s$/, '').toLowerCase();
  if (SPOKEN_ACRONYMS.has(bare)) return false;
  // Short or vowel-less capitals are spelled (SEO, URL, MBA, CRM, B2B); longer ones with vowels
  // are spoken when the dictionary knows them as words (NASA, NATO).
  if (bare.length <= 3 || !/[aeiou]/.test(bare)) return true;
  return !isKnownWord(bare);
}

/**
 * 'a' or 'an' for a phrase, decided by how its first word sounds: the CMU dictionary's first
 * phoneme for words it knows ('an hour', 'a unicorn', 'a European'), letter names for acronyms
 * spelled out ('an SEO audit', 'a URL', 'an MBA', 'an iOS app'), and spelling rules otherwise.
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const token = firstToken(phrase);
  if (!token) return 'a';
  const digits = /^\d[\d,]*/.exec(token)?.[0];
  if (digits) return articleForNumber(digits.replace(/,/g, ''));
  const letter = token.charAt(0).toUpperCase();
  if (token.length === 1) return VOWEL_SOUND_LETTERS.has(letter) ? 'an' : 'a';
  // iOS, iPhone, eBay: the first letter is said by its name.
  if (/^[a-z][A-Z]/.test(token)) return VOWEL_SOUND_LETTERS.has(letter) ? 'an' : 'a';
  if (isSpelledAcronym(token)) return VOWEL_SOUND_LETTERS.has(letter) ? 'an' : 'a';
  const lower = token.toLowerCase();
  const override = OVERRIDES[lower];
  if (override) return override;
  const known = startsWithVowelSound(lower) ?? startsWithVowelSound(lower.replace(/s$/, ''));
  if (known !== undefined) return known ? 'an' : 'a';
  return UNKNOWN_WORD_RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'a';
}

/** The phrase with its indefinite article: 'an artisan bakery', 'a unicorn', 'an SEO audit'. */
export function withArticle(phrase: string): string {
  const trimmed = phrase.trim();
  return `${indefiniteArticle(trimmed)} ${trimmed}`;
}

/** True when a phrase already starts with a determiner and must not get another article. */
export function hasDeterminer(phrase: string): boolean {
  return /^(a|an|the|our|my|your|their|its|this|that|these|those|some|any|every|each|no)\s/i.test(
    phrase.trim(),
  );
}
