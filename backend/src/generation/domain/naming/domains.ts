import type { NameStyle } from '../../../contracts/options';

/** The extension that best fits each style, offered as an alternative to the chosen one. */
const STYLE_EXTENSIONS: Record<NameStyle, readonly string[]> = {
  'Modern & Tech': ['.io', '.app', '.co'],
  'Professional & Corporate': ['.co', '.com', '.net'],
  'Creative & Unique': ['.studio', '.co', '.com'],
  'Short & Memorable': ['.co', '.io', '.com'],
};

/** The prefix or suffix that makes a taken .com workable: getname.com, tryname.com, namehq.com. */
const STYLE_FORMS: Record<NameStyle, (key: string) => string> = {
  'Modern & Tech': (key) => `get${key}`,
  'Professional & Corporate': (key) => `${key}hq`,
  'Creative & Unique': (key) => `hello${key}`,
  'Short & Memorable': (key) => `try${key}`,
};

/** The name as a domain label: letters and digits only, accents folded ('Fuel & Co.' -> 'fuelco'). */
export function domainLabel(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The suggested domain in the chosen extension and two alternatives: another extension suited to
 * the style and a get/try/hq/hello form in the chosen extension. Suggestions only: availability is
 * for the founder to check with a registrar; nothing here claims a domain is free.
 */
export function domainsFor(
  name: string,
  style: NameStyle,
  extension: string,
): { domain: string; alternatives: string[] } {
  const key = domainLabel(name);
  const other = STYLE_EXTENSIONS[style].find((e) => e !== extension) ?? '.co';
  return {
    domain: `${key}${extension}`,
    alternatives: [`${key}${other}`, `${STYLE_FORMS[style](key)}${extension}`],
  };
}
