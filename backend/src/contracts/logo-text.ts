/**
 * A name as the text of a logo's SVG (its title, label or lettering), for every place that draws
 * one (the offline generator, the browser's free wordmark): without the characters XML does not
 * allow (control characters, lone surrogates), and with "<" and ">" as their full-width forms,
 * which read the same. A saved logo may hold no "<" in its text or attributes
 * (backend/src/shared/svg/logo-svg-policy.ts).
 */
export function logoText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/</g, '\uFF1C')
    .replace(/>/g, '\uFF1E');
}
