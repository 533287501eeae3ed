import { dejaVuSans } from '../../../generation/assets/fonts';

/**
 * Everything written to a PDF goes through `pdfSafe`. The PDFs embed DejaVu Sans (Latin
 * Extended, Greek, Cyrillic and more), so letters are kept as typed; only what the font cannot
 * draw is spelled out (a few symbols) or left out (emoji, pictographs, control characters).
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2717': 'x',
  '\u2718': 'x',
  '\u00a0': ' ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\ufe0f': '',
};

/** Printable ASCII and line feeds: most of what a PDF says, returned as it is. */
const PLAIN = /^[\x20-\x7e\n]*$/;

export function pdfSafe(text: string): string {
  if (PLAIN.test(text)) return text;
  const font = dejaVuSans(false);
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (char === '\t') out += '    ';
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += '?';
    else if (/\p{Extended_Pictographic}/u.test(char) && code > 0x2bff) continue;
    else if (font.hasGlyphForCodePoint(code)) out += char;
    else if (/[\p{Extended_Pictographic}\p{So}]/u.test(char)) continue;
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out +=
        base !== char && [...base].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0))
          ? base
          : '?';
    }
  }
  return out;
}
