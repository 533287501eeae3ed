/** Small text helpers for the offline generator's templates. */

const STOPWORDS = new Set(
  (
    'a an and are as at be but by for from has have i in into is it its me my of on or our so that the their ' +
    'them they this to us was we were what when where which who will with you your about also any can could ' +
    'do does get got how just like love more most much need other really some such than then there these ' +
    'thing things too very want well would am been being each few many own same only both all help helps ' +
    'people etc using use used make making good great new'
  ).split(' '),
);

/** Lower-cased words of 3+ letters, accents removed, stopwords dropped, in order, unique. */
export function keywordsOf(text: string, max = 12): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of asciiFold(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)) {
    if (raw.length < 3 || STOPWORDS.has(raw) || /^\d+$/.test(raw) || seen.has(raw)) continue;
    seen.add(raw);
    out.push(raw);
    if (out.length >= max) break;
  }
  return out;
}

/** Phrases of a free-text list: "fitness, cooking and travel" -> ['fitness', 'cooking', 'travel']. */
export function phrasesOf(text: string, max = 6): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;/\n|]+|\s+(?:and|&|or)\s+/i)) {
    const words = part
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s'+#-]/gu, '')
      .split(/\s+/)
      .filter((w) => w && !STOPWORDS.has(w));
    const phrase = words.slice(0, 3).join(' ');
    if (phrase.length < 2 || seen.has(phrase)) continue;
    seen.add(phrase);
    out.push(phrase);
    if (out.length >= max) break;
  }
  return out;
}

export function asciiFold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capitalize(w)))
    .join(' ');
}

export function singular(word: string): string {
  const w = word.toLowerCase();
  if (/(ss|us|is)$/.test(w)) return word;
  if (/ies$/.test(w)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(w)) return word.slice(0, -2);
  if (/s$/.test(w) && w.length > 3) return word.slice(0, -1);
  return word;
}

export function plural(word: string): string {
  const w = word.toLowerCase();
  if (/(s|x|z|ch|sh)$/.test(w)) return `${word}es`;
  if (/[^aeiou]y$/.test(w)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function snakeCase(text: string): string {
  return asciiFold(text)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export function kebabCase(text: string): string {
  return snakeCase(text).replace(/_/g, '-');
}

export function pascalCase(text: string): string {
  return snakeCase(text).split('_').filter(Boolean).map(capitalize).join('');
}

export function camelCase(text: string): string {
  const p = pascalCase(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** Cuts at a word boundary and adds an ellipsis when longer than `max`. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** The first sentence (or clause) of a text, without its final period. */
export function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(clean);
  return (match?.[1] ?? clean).replace(/[.!?]+$/, '');
}

/** Lower-cases the first letter unless the first word looks like an acronym or a name. */
export function lowerFirst(text: string): string {
  if (/^[A-Z]{2,}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Ensures the text ends with a period. */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** Replaces {placeholders}; `{Key}` is the title-cased value of `key`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => {
    const exact = values[key];
    if (exact !== undefined) return exact;
    const lower = values[key.charAt(0).toLowerCase() + key.slice(1)];
    if (lower !== undefined) return titleCase(lower);
    return whole;
  });
}

/** The option sharing the most words with `text`; ties broken by `random` (0..1). */
export function bestMatch<T extends string>(options: readonly T[], text: string, random: () => number): T {
  const words = new Set(keywordsOf(text, 60));
  let best: { option: T; score: number } | undefined;
  for (const option of options) {
    const score = keywordsOf(option, 30).filter((w) => words.has(w)).length + random() * 0.9;
    if (!best || score > best.score) best = { option, score };
  }
  if (!best) throw new Error('No options to choose from');
  return best.option;
}

/** Lower-cases every word except acronyms: "AI Fitness Coach" -> "AI fitness coach". */
export function phraseCase(text: string): string {
  return text
    .split(/\s+/)
    .map((w) => (/^[A-Z0-9][A-Z0-9.&-]+$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

const ACRONYMS = new Set([
  'ai',
  'ml',
  'seo',
  'ux',
  'ui',
  'it',
  'crm',
  'api',
  'sql',
  'saas',
  'b2b',
  'b2c',
  'iot',
  'ar',
  'vr',
  'hr',
  'pr',
  'llm',
  'nft',
  'diy',
  '3d',
]);

/** Writes known acronyms in capitals: "ai and seo" -> "AI and SEO". */
export function withAcronyms(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) =>
    ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word,
  );
}
