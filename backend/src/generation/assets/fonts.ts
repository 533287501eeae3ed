import { hasPackageFile, packageFile } from './package-files';

/** The part of fontkit's font object the logo typesetter uses (fontkit ships no types). */
export interface FontPathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}
export interface FontGlyph {
  id: number;
  path: { commands: FontPathCommand[] };
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  advanceWidth: number;
}
export interface FontRun {
  glyphs: FontGlyph[];
  positions: Array<{ xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }>;
}
export interface LoadedFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  familyName: string;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): FontRun;
}

interface Fontkit {
  create(buffer: Buffer): LoadedFont;
}

let fontkit: Fontkit | undefined;
function loadFontkit(): Fontkit {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  fontkit ??= require('fontkit') as Fontkit;
  return fontkit;
}

const cache = new Map<string, LoadedFont | null>();

/** A font file of an installed package, parsed once; null when the package does not ship it. */
export function packageFont(pkg: string, ...path: string[]): LoadedFont | null {
  const key = `${pkg}/${path.join('/')}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const font = hasPackageFile(pkg, ...path) ? loadFontkit().create(packageFile(pkg, ...path)) : null;
  cache.set(key, font);
  return font;
}

/** DejaVu Sans (Latin Extended, Greek, Cyrillic and more): the fallback for any letter. */
export function dejaVuSans(bold: boolean): LoadedFont {
  const font = packageFont('dejavu-fonts-ttf', 'ttf', bold ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf');
  if (!font) throw new Error('dejavu-fonts-ttf is not installed');
  return font;
}

export type DejaVuFace = 'DejaVuSans' | 'DejaVuSans-Bold' | 'DejaVuSans-Oblique' | 'DejaVuSansMono';

const files = new Map<DejaVuFace, Buffer>();

/** A DejaVu TrueType file's bytes (read once), for embedding in PDFs. */
export function dejaVuFile(face: DejaVuFace): Buffer {
  let bytes = files.get(face);
  if (!bytes) {
    bytes = packageFile('dejavu-fonts-ttf', 'ttf', `${face}.ttf`);
    files.set(face, bytes);
  }
  return bytes;
}
