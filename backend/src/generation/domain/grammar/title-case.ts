/**
 * Words kept exactly as written in any title or sentence: acronyms and brand-cased terms.
 * Lower-case keys, canonical spelling as values.
 */
const CANONICAL: ReadonlyMap<string, string> = new Map(
  [
    'AI',
    'API',
    'APIs',
    'B2B',
    'B2C',
    'CRM',
    'ERP',
    'SaaS',
    'iOS',
    'iPad',
    'iPhone',
    'Android',
    'SEO',
    'SMS',
    'MBA',
    'URL',
    'UX',
    'UI',
    'HR',
    'IT',
    'VAT',
    'GDPR',
    'HIPAA',
    'COPPA',
    'PCI',
    'DSS',
    'CPA',
    'CPD',
    'ESL',
    'STEM',
    'PE',
    'DIY',
    'NGO',
    'CBT',
    'MOT',
    'PR',
    'QR',
    'EV',
    'VR',
    'AR',
    'IoT',
    'eBay',
    'WhatsApp',
    'YouTube',
    'TikTok',
    'Instagram',
    'LinkedIn',
    // Days, months and holidays the knowledge base names (a lowered sentence start keeps them).
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
    'January',
    'February',
    'April',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
    'Christmas',
    'Easter',
    'Halloween',
    'Shopify',
    'Square',
    'Stripe',
    'Calendly',
    'Xero',
    'QuickBooks',
    'Zoom',
    'Google',
    'Etsy',
    'TypeScript',
    'JavaScript',
    'Python',
    'PHP',
    'Figma',
    'WordPress',
    'Webflow',
    'GCSE',
    'CEFR',
  ].map((w) => [w.toLowerCase(), w]),
);

/** Words some acronyms collide with in ordinary text ('it', 'pr', 'ar', 'pe', 'stem', 'square'). */
const AMBIGUOUS = new Set(['it', 'pe', 'ar', 'stem', 'square', 'zoom', 'android']);

/** Articles, short conjunctions and short prepositions stay lower case inside a title. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'up',
  'via',
  'vs',
  'with',
  'from',
  'into',
  'over',
]);

function isAcronymLike(word: string): boolean {
  // Already capitalised inside the word (B2B, SaaS, iOS, McDonald) or all capitals: keep as is.
  return /[A-Z]/.test(word.slice(1)) || /^[A-Z0-9&]{2,}$/.test(word);
}

/** A single word with its canonical spelling when it is a known acronym or brand. */
export function canonicalWord(word: string, inTitle = false): string {
  const lower = word.toLowerCase();
  const canonical = CANONICAL.get(lower);
  if (!canonical) return word;
  if (AMBIGUOUS.has(lower) && !inTitle && word === lower) return word;
  return canonical;
}

function capitaliseWord(word: string): string {
  return word.replace(/^([^A-Za-z]*)([a-z])/, (_m, pre: string, c: string) => `${pre}${c.toUpperCase()}`);
}

function titleWord(word: string, first: boolean, last: boolean): string {
  // Hyphenated compounds capitalise each part: 'After-School', 'Click-and-Collect' keeps 'and'.
  if (word.includes('-') && word.length > 1) {
    return word
      .split('-')
      .map((part, i) =>
        i > 0 && SMALL_WORDS.has(part.toLowerCase())
          ? part.toLowerCase()
          : titleWord(part, first && i === 0, false),
      )
      .join('-');
  }
  const bare = word.replace(/[^A-Za-z0-9&]/g, '');
  const canonical = CANONICAL.get(bare.toLowerCase());
  if (canonical && !(AMBIGUOUS.has(bare.toLowerCase()) && word === word.toLowerCase() && bare.length <= 2)) {
    return word.replace(bare, canonical);
  }
  if (isAcronymLike(bare)) return word;
  if (!first && !last && SMALL_WORDS.has(bare.toLowerCase())) return word.toLowerCase();
  return capitaliseWord(word);
}

/**
 * Title case that keeps acronyms and brand casing (AI, B2B, SaaS, iOS), lower-cases articles,
 * short conjunctions and prepositions except first and last: 'Bread Club for Cafes and Delis'.
 */
export function titleCase(phrase: string): string {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  return words.map((w, i) => titleWord(w, i === 0, i === words.length - 1)).join(' ');
}

/** Acronyms and brand names restored inside ordinary text: 'seo audit for b2b saas' -> 'SEO audit for B2B SaaS'. */
export function withCanonicalWords(text: string): string {
  return text.replace(/[A-Za-z][A-Za-z0-9&]*/g, (w) => canonicalWord(w));
}
