import type { FontPathCommand, LoadedFont } from '../../../../assets/fonts';
import { num } from '../svg';
import { fontsOf, type Face } from './typefaces';

/** The ink box of set type, relative to the pen's start on the baseline (y grows downwards). */
export interface Ink {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export interface SetLine {
  text: string;
  /** Advance width from the pen's start to the end of the last letter (tracking not added after it). */
  advance: number;
  /** Where the glyphs actually put ink; empty names have a zero box. */
  ink: Ink;
  /** Font size in user units. */
  size: number;
  /** Cap height in user units, for optical centring. */
  capHeight: number;
  /** Letters no bundled font has (left blank, never drawn as a missing-glyph box). */
  missing: string[];
  /** The outlines as one path `d`, with the pen starting at (x, baseline). */
  pathAt(x: number, baseline: number): string;
}

interface PlacedGlyph {
  commands: FontPathCommand[];
  x: number;
  y: number;
  scale: number;
}

/**
 * Splits text into runs that one font file can set: each letter goes to the first file that has
 * it (the face's own subsets, then DejaVu Sans), so a script face without Greek sets "Ωmega" with
 * DejaVu's Ω and its own "mega". A combining accent stays with its letter's font when that font
 * has it. Text is composed first (NFC), so "e" + U+0301 is set as the font's own "é".
 */
function runs(text: string, fonts: readonly LoadedFont[]): Array<{ font: LoadedFont; text: string }> {
  const out: Array<{ font: LoadedFont; text: string }> = [];
  const primary = fonts[0];
  if (!primary) return out;
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 32;
    const last = out[out.length - 1];
    const keepsRun =
      last && (/\s/u.test(char) || /\p{M}/u.test(char)) && last.font.hasGlyphForCodePoint(code);
    const font = keepsRun ? last.font : (fonts.find((f) => f.hasGlyphForCodePoint(code)) ?? primary);
    if (last && last.font === font) last.text += char;
    else out.push({ font, text: char });
  }
  return out;
}

function commandsToPath(glyphs: readonly PlacedGlyph[], dx: number, dy: number): string {
  const parts: string[] = [];
  for (const g of glyphs) {
    const X = (v: number) => num(dx + g.x + v * g.scale);
    const Y = (v: number) => num(dy + g.y - v * g.scale);
    for (const { command, args } of g.commands) {
      const a = args;
      if (command === 'moveTo') parts.push(`M${X(a[0]!)} ${Y(a[1]!)}`);
      else if (command === 'lineTo') parts.push(`L${X(a[0]!)} ${Y(a[1]!)}`);
      else if (command === 'quadraticCurveTo') parts.push(`Q${X(a[0]!)} ${Y(a[1]!)} ${X(a[2]!)} ${Y(a[3]!)}`);
      else if (command === 'bezierCurveTo')
        parts.push(`C${X(a[0]!)} ${Y(a[1]!)} ${X(a[2]!)} ${Y(a[3]!)} ${X(a[4]!)} ${Y(a[5]!)}`);
      else parts.push('Z');
    }
  }
  return parts.join('');
}

/**
 * Sets `text` in `face` at `size` user units with `tracking` (in em) between letters, using the
 * fonts' own advances, kerning and ligatures. Case and spelling are kept exactly.
 */
export function setLine(text: string, face: Face, size: number, tracking = 0): SetLine {
  const fonts = fontsOf(face);
  const primary = fonts[0]!;
  const placed: PlacedGlyph[] = [];
  const ink: Ink = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  let pen = 0;
  let lastAdvanceEnd = 0;
  const missing: string[] = [];
  for (const run of runs(text, fonts)) {
    const scale = size / run.font.unitsPerEm;
    const layout = run.font.layout(run.text);
    for (const char of run.text)
      if (!run.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 32)) missing.push(char);
    layout.glyphs.forEach((glyph, i) => {
      const pos = layout.positions[i] ?? {
        xAdvance: glyph.advanceWidth,
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
      };
      const x = pen + pos.xOffset * scale;
      const y = -pos.yOffset * scale;
      // Glyph 0 is the font's "missing glyph" box: a letter no bundled font has (CJK, emoji
      // beyond DejaVu) is left as a space rather than drawn as a box.
      if (glyph.id !== 0 && glyph.path.commands.length > 0) {
        placed.push({ commands: glyph.path.commands, x, y, scale });
        const b = glyph.bbox;
        ink.minX = Math.min(ink.minX, x + b.minX * scale);
        ink.maxX = Math.max(ink.maxX, x + b.maxX * scale);
        ink.minY = Math.min(ink.minY, y - b.maxY * scale);
        ink.maxY = Math.max(ink.maxY, y - b.minY * scale);
      }
      pen += pos.xAdvance * scale;
      lastAdvanceEnd = pen;
      pen += tracking * size;
    });
  }
  const empty = !Number.isFinite(ink.minX);
  return {
    text,
    advance: lastAdvanceEnd,
    ink: empty ? { minX: 0, maxX: 0, minY: 0, maxY: 0 } : ink,
    size,
    capHeight: (primary.capHeight / primary.unitsPerEm) * size,
    missing,
    pathAt: (x, baseline) => commandsToPath(placed, x, baseline),
  };
}

/** Sets the text at the size whose ink is exactly `width` wide (or `maxHeight` tall, if smaller). */
export function setToWidth(
  text: string,
  face: Face,
  width: number,
  tracking = 0,
  maxSize = Infinity,
): SetLine {
  const probe = setLine(text, face, 100, tracking);
  const inkWidth = probe.ink.maxX - probe.ink.minX || 1;
  const size = Math.min(maxSize, (100 * width) / inkWidth);
  return setLine(text, face, size, tracking);
}
