import { nounKind } from '../wordnet';

/**
 * Which qualities a picture word can take. A quality of character ("kind", "keen", "gentle")
 * describes someone, so it pairs with a creature or a person of the trade ("Gentle Pup", "Keen
 * Owl") and reads as nonsense on a thing ("Kind Tooth", "Keen Nudge", "Gentle Wag"). A quality of
 * dependability ("trusty", "handy", "sure") also suits a tool ("Trusty Wrench", "Handy Tap"),
 * never a substance or an abstraction ("Handy Flow", "Trusty Flow").
 * Qualities of look, taste and mood ("golden", "warm", "honest", "happy") pair with anything the
 * trade has chosen for them.
 */
export const CHARACTER_QUALITIES: ReadonlySet<string> = new Set(
  'kind keen gentle loyal brave wise clever curious able noble smart busy fair humble nimble fluent'.split(
    ' ',
  ),
);

export const DEPENDABLE_QUALITIES: ReadonlySet<string> = new Set('trusty handy sure'.split(' '));

/**
 * Qualities of mood and manner ("happy", "merry", "warm", "honest", "steady", "true") describe a
 * creature, a place, a moment or a plant, and read as odd or flat on a made thing or a part of the
 * body: the labelled samples (docs/names-sample.md) rejected "Warm Album", "Still Shutter",
 * "Honest Album", "Happy Brush", "Calm Tooth", "Sunny Molar", "Steady Pipe" and "True Wrench".
 */
export const MOOD_QUALITIES: ReadonlySet<string> = new Set(
  'happy merry sunny calm still quiet warm honest humble steady true fresh'.split(' '),
);

/**
 * Colours and materials ("golden", "copper", "amber", "silver") on a made thing describe the
 * object itself and read as a product or an award: "Golden Frame", "Copper Cup", "Amber Press",
 * "Golden Lens" were rejected; on a food, a plant or a moment they are a picture ("Golden Bean").
 */
export const MATERIAL_QUALITIES: ReadonlySet<string> = new Set('golden copper amber silver honey'.split(' '));

/**
 * Qualities of truthfulness ("true", "honest", "candid") also suit a thing that shows or measures
 * ("True Lens", "Honest Lens", "True Compass", "Clear Ledger" were judged brandable; "True Shutter"
 * and "Honest Album" were not).
 */
export const TRUTH_QUALITIES: ReadonlySet<string> = new Set('true honest candid'.split(' '));
export const INSTRUMENT_NOUNS: ReadonlySet<string> = new Set(
  'lens mirror compass scale ledger tally gauge dial prism window map'.split(' '),
);

/** Qualities of a coat or a trim ("Fluffy Pup", "Tidy Tail"): for creatures and their parts only. */
export const COAT_QUALITIES: ReadonlySet<string> = new Set('fluffy tidy'.split(' '));

/** Creatures and people a name can picture: they take any quality. */
export const AGENT_NOUNS: ReadonlySet<string> = new Set(
  (
    'pup puppy dog cub kit owl wren fox bee bear robin lark finch hound pony otter ' +
    'bot robot gizmo crew guild hand mentor tutor buddy friend pilot scout smith keeper ' +
    'heart mind voice pack'
  ).split(' '),
);

/** Parts of a creature that stand for it ("Happy Paw", "Tidy Tail"): they take what a creature takes. */
export const CREATURE_PARTS: ReadonlySet<string> = new Set(
  'paw tail whisker mane snout wing feather'.split(' '),
);

/** Made things whose most common WordNet sense is another kind ("album" is first a collection). */
const MADE_NOUNS: ReadonlySet<string> = new Set('album nest'.split(' '));

/** Tools and instruments: they take a quality of dependability ("Trusty Wrench"). */
export const TOOL_NOUNS: ReadonlySet<string> = new Set(
  (
    'wrench spanner hammer toolbox tap pipe valve bolt lever compass lantern lamp quill pencil ' +
    'helm keel anchor kettle brush comb shear ladder rope spade ledger abacus needle spoon ladle ' +
    'skillet whisk lens shutter key chalk'
  ).split(' '),
);

/**
 * A made thing or a part of the body, from the hand lists and else from WordNet's kind of the
 * noun's most common sense ("album" and "shutter" are artifacts, "molar" is a part of the body).
 */
function madeOrBodily(noun: string): boolean {
  if (AGENT_NOUNS.has(noun) || CREATURE_PARTS.has(noun)) return false;
  if (TOOL_NOUNS.has(noun) || MADE_NOUNS.has(noun)) return true;
  const kind = nounKind(noun);
  return kind === 'artifact' || kind === 'body';
}

/**
 * Whether two picture words make a shop-sign pair ("Walnut & Attic", "Lens & Light", "Tulip &
 * Poppy"): no part of the body and at most one made thing. "Molar & Tooth", "Floss & Tooth",
 * "Shutter & Lens" and "Attic & Heirloom" read as a pub or a shop of parts in the samples.
 */
export function pairsWith(a: string, b: string): boolean {
  const bodily = (n: string) => !CREATURE_PARTS.has(n) && nounKind(n) === 'body';
  if (bodily(a) || bodily(b)) return false;
  return !(madeOrBodily(a) && madeOrBodily(b));
}

/** Whether `quality` can stand before `noun` in a name. */
export function suitsNoun(quality: string, noun: string): boolean {
  const creature = AGENT_NOUNS.has(noun) || CREATURE_PARTS.has(noun);
  if (CHARACTER_QUALITIES.has(quality)) return AGENT_NOUNS.has(noun);
  if (COAT_QUALITIES.has(quality)) return creature;
  if (DEPENDABLE_QUALITIES.has(quality)) return AGENT_NOUNS.has(noun) || TOOL_NOUNS.has(noun);
  if (TRUTH_QUALITIES.has(quality) && INSTRUMENT_NOUNS.has(noun)) return true;
  if (MOOD_QUALITIES.has(quality) || MATERIAL_QUALITIES.has(quality)) return !madeOrBodily(noun);
  // A part of the body with any quality reads as a product for it ("Bright Tooth", "Fresh Molar").
  if (!creature && nounKind(noun) === 'body') return false;
  return true;
}
