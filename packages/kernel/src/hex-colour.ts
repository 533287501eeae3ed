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
