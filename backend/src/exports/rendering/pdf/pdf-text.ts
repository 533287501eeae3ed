/**
 * pdfkit's standard 14 fonts encode text as Windows-1252 (WinAnsi): characters outside it come
 * out as garbage glyphs. Everything written to a PDF goes through `pdfSafe`, which keeps what
 * WinAnsi can show, spells out common symbols and drops the rest (emoji, pictographs).
 */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2717': 'x',
  '\u2718': 'x',
  '\u2605': '*',
  '\u2606': '*',
  '\u25cf': '\u2022',
  '\u25aa': '\u2022',
  '\u00a0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\ufe0f': '',
};

function encodable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
}

/** Printable ASCII and line feeds, which WinAnsi shows as they are: most of what a PDF says. */
const PLAIN = /^[\x20-\x7e\n]*$/;

export function pdfSafe(text: string): string {
  // Returned as it is: building it again character by character was ~1 MB of garbage per package.
  if (PLAIN.test(text)) return text;
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || encodable(code)) {
      out += char;
    } else if (char === '\t') {
      out += '    ';
    } else if (char in REPLACEMENTS) {
      out += REPLACEMENTS[char];
    } else if (/[\p{Extended_Pictographic}\p{So}]/u.test(char)) {
      // Emoji and pictographs (☕, 🚀) have no glyph in the standard fonts: leave them out.
    } else {
      // Latin letters with marks WinAnsi lacks (e.g. "ő", "ł" has none): keep the base letter.
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => encodable(c.codePointAt(0) ?? 0)) ? base : code > 0xffff ? '' : '?';
    }
  }
  return out;
}
