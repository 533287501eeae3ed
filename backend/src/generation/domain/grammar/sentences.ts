import { withCanonicalWords } from './title-case';

/** First letter upper case, the rest as written: 'an hour' -> 'An hour', 'iOS app' stays. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  if (/^[a-z][A-Z]/.test(trimmed)) return trimmed; // iOS, eBay
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** First letter lower case unless the first word is an acronym or a name: 'Pre-orders' -> 'pre-orders'. */
export function lowerFirst(text: string): string {
  const trimmed = text.trim();
  const first = trimmed.split(/\s+/)[0] ?? '';
  if (/[A-Z]/.test(first.slice(1)) || withCanonicalWords(first.toLowerCase()) !== first.toLowerCase())
    return trimmed;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * A finished sentence: collapsed spaces, capitalised, ending in one full stop (or the '?'/'!' it
 * already has), no space before punctuation, no doubled words ('the the').
 */
export function sentence(text: string): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\b(\w+) \1\b/gi, '$1')
    .trim()
    .replace(/[,;:]+$/, '');
  if (!clean) return '';
  const body = capitalise(clean);
  return /[.!?]$/.test(body) ? body : `${body}.`;
}

/** Sentences joined into a paragraph, each finished. */
export function paragraph(parts: readonly string[]): string {
  return parts
    .map((p) => sentence(p))
    .filter(Boolean)
    .join(' ');
}
