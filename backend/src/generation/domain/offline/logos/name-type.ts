import { setLine, type SetLine } from './type/set-type';
import type { Treatment } from './treatments';

/** The name as the style sets it: spelling kept, capitals only for all-capitals styles. */
export function displayName(name: string, treatment: Treatment): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return treatment.caps ? trimmed.toLocaleUpperCase('en-US') : trimmed;
}

/** The initials a monogram shows: the first letter of the first two words ("Vero Smile" -> "VS"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/)
    .map((w) => /[\p{L}\p{N}]/u.exec(w)?.[0])
    .filter((c): c is string => Boolean(c));
  const letters = words.length >= 2 ? `${words[0]}${words[1]}` : (words[0] ?? 'B');
  return letters.toLocaleUpperCase('en-US');
}

const inkWidth = (line: SetLine) => line.ink.maxX - line.ink.minX;

/** Sets the name at `size`, shrunk until its ink fits `maxWidth`; never cut. */
export function fitLine(text: string, t: Treatment, size: number, maxWidth: number): SetLine {
  const face = { personality: t.personality, weight: t.weight };
  const line = setLine(text, face, size, t.tracking);
  const width = inkWidth(line);
  return width <= maxWidth ? line : setLine(text, face, (size * maxWidth) / width, t.tracking);
}

/** One line, or two balanced lines at a space when one line would have to shrink below `minSize`. */
export function fitLines(
  text: string,
  t: Treatment,
  size: number,
  maxWidth: number,
  minSize: number,
): SetLine[] {
  const one = fitLine(text, t, size, maxWidth);
  if (one.size >= minSize || !text.includes(' ')) return [one];
  let best = -1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2)) best = i;
  }
  const parts = [text.slice(0, best), text.slice(best + 1)];
  const lines = parts.map((p) => fitLine(p, t, size, maxWidth));
  const common = Math.min(...lines.map((l) => l.size));
  return parts.map((p) => fitLine(p, t, common, maxWidth));
}

export { inkWidth };
