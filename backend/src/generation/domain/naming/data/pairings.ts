/**
 * Which qualities a picture word can take. A quality of character ("kind", "keen", "gentle")
 * describes someone, so it pairs with a creature or a person of the trade ("Gentle Pup", "Keen
 * Owl") and reads as nonsense on a thing ("Kind Tooth", "Keen Nudge", "Gentle Wag"). A quality of
 * dependability ("trusty", "handy", "steady") also suits a tool ("Trusty Wrench", "Handy Tap"),
 * never a substance or an abstraction ("Handy Flow", "Trusty Flow").
 * Qualities of look, taste and mood ("golden", "warm", "honest", "happy") pair with anything the
 * trade has chosen for them.
 */
export const CHARACTER_QUALITIES: ReadonlySet<string> = new Set(
  'kind keen gentle loyal brave wise clever curious able noble smart busy fair candid humble nimble fluent'.split(
    ' ',
  ),
);

export const DEPENDABLE_QUALITIES: ReadonlySet<string> = new Set('trusty handy steady'.split(' '));

/** Creatures and people a name can picture: they take any quality. */
export const AGENT_NOUNS: ReadonlySet<string> = new Set(
  (
    'pup puppy dog cub kit owl wren fox bee bear robin lark finch hound pony otter ' +
    'bot robot gizmo crew guild hand mentor tutor buddy friend pilot scout smith keeper ' +
    'heart mind voice pack'
  ).split(' '),
);

/** Tools and instruments: they take a quality of dependability ("Trusty Wrench"). */
export const TOOL_NOUNS: ReadonlySet<string> = new Set(
  (
    'wrench spanner hammer toolbox tap pipe valve bolt lever compass lantern lamp quill pencil ' +
    'helm keel anchor kettle brush comb shear ladder rope spade ledger abacus needle spoon ladle ' +
    'skillet whisk lens shutter key chalk'
  ).split(' '),
);

/** Whether `quality` can stand before `noun` in a name. */
export function suitsNoun(quality: string, noun: string): boolean {
  if (CHARACTER_QUALITIES.has(quality)) return AGENT_NOUNS.has(noun);
  if (DEPENDABLE_QUALITIES.has(quality)) return AGENT_NOUNS.has(noun) || TOOL_NOUNS.has(noun);
  return true;
}
