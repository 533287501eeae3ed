import { titleCase, withArticle } from '../../grammar';
import type { Archetype } from '../../knowledge/archetype';
import type { Angle } from './founder-tie';
import { hasRepeatedPhrase } from './wording';

type Shape = (a: Archetype, angle: Angle) => string | undefined;

/** Title shapes; a shape that does not fit this business returns undefined. */
const SHAPES: readonly Shape[] = [
  (a, angle) => `${a.kind.singular} with ${angle.feature.title}`,
  (a, angle) =>
    a.kind.singular.includes(' for ') ? undefined : `${a.kind.singular} for ${angle.segment.role.plural}`,
  (a, angle) => `${angle.feature.title} from ${withArticle(a.kind.singular)}`,
];

/**
 * A title for an idea: the first shape (starting at `start`) that reads without repeating a word
 * and is not taken yet. Title case keeps acronyms and lower-cases small words.
 */
export function ideaTitle(
  a: Archetype,
  angle: Angle,
  start: number,
  taken: ReadonlySet<string>,
): string | undefined {
  // The kind alone is a fallback title ('Dental Clinic') when every shape is long or repetitive.
  const kindOnly = titleCase(a.kind.singular);
  for (let i = 0; i < SHAPES.length; i += 1) {
    const raw = SHAPES[(start + i) % SHAPES.length]?.(a, angle);
    if (!raw) continue;
    const title = titleCase(raw);
    const joins = (title.match(/\s(with|for|from)\s/gi) ?? []).length;
    if (title.length <= 64 && joins <= 1 && !hasRepeatedPhrase(title) && !taken.has(title.toLowerCase()))
      return title;
  }
  return taken.has(kindOnly.toLowerCase()) ? undefined : kindOnly;
}
