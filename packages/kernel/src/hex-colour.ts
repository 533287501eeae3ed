/**
 * The one form a colour is stored in: '#RRGGBB'. The request schemas, the step-4 rule and the
 * generators check colours with it; the wizard's colour fields normalise what the user types
 * ('6366f1', '#abc') to it before saving.
 */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const HEX_COLOUR_MESSAGE = 'Must be a colour like #6366F1';

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/**
 * Colour text as a colour field may hold it, in the stored form: '#abc' -> '#AABBCC',
 * 'aabbcc' -> '#aabbcc' (six digits keep their case), surrounding blanks ignored; null when it
 * is not a colour. The server reads request bodies with it; the wizard's fields also uppercase.
 */
export function expandHexColour(text: string): string | null {
  const v = text.trim();
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(v);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  if (/^#?[0-9a-f]{6}$/i.test(v)) return v.startsWith('#') ? v : `#${v}`;
  return null;
}
