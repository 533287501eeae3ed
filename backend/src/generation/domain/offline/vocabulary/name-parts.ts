import type { NameStyle } from '../../../../contracts/options';

/** Word parts for business names, by style. */

export const TECH_SUFFIXES = [
  'ly',
  'ify',
  'io',
  'iq',
  'ai',
  'hub',
  'labs',
  'stack',
  'flow',
  'sync',
  'base',
  'loop',
  'grid',
  'kit',
  'verse',
  'bot',
  'wise',
  'works',
  'cloud',
  'logic',
] as const;
/** Suffixes written in capitals: FuelIQ, FitAI. */
export const UPPER_SUFFIXES = new Set(['iq', 'ai']);
/** Suffixes glued in lower case: Fitly, Fuelify, Dataio. */
export const GLUED_SUFFIXES = new Set(['ly', 'ify', 'io']);
/**
 * No word here may be the name of a wizard button ('Next', 'Previous'): each name gets a
 * 'Favorite <name>' toggle, and a button lookup by name matches substrings, so a 'NextFit' made
 * the step's Next button ambiguous.
 */
export const TECH_PREFIXES = [
  'Go',
  'Get',
  'Try',
  'Hey',
  'Neo',
  'Ever',
  'Open',
  'Smart',
  'Zen',
  'Up',
  'Meta',
] as const;

export const CORPORATE_WORDS = [
  'Partners',
  'Group',
  'Advisory',
  'Solutions',
  'Capital',
  'Consulting',
  'Associates',
  'Holdings',
  'Systems',
  'Global',
  'Works',
  'Institute',
  'Collective',
  'Services',
] as const;

/** Timeless words for corporate names, with what they suggest. */
export const ABSTRACT_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['Apex', 'the highest point'],
  ['Axis', 'a steady centre everything turns around'],
  ['Vero', 'truth and transparency'],
  ['Crest', 'reaching the top'],
  ['Atlas', 'strength and a complete map of the field'],
  ['Aegis', 'protection and safety'],
  ['Summit', 'ambition and achievement'],
  ['Beacon', 'guidance and visibility'],
  ['Harbor', 'a safe place to land'],
  ['Vantage', 'a clear view ahead'],
  ['Keystone', 'the piece that holds everything together'],
  ['Meridian', 'the high point of the day'],
  ['Sterling', 'quality beyond doubt'],
  ['Pinnacle', 'excellence at the top'],
  ['Cardinal', 'what matters most'],
  ['Paragon', 'a model of excellence'],
  ['Bastion', 'resilience under pressure'],
  ['Northstar', 'a clear direction'],
];

export const METAPHORS = [
  'Fox',
  'Lantern',
  'Otter',
  'Maple',
  'Ember',
  'Willow',
  'Comet',
  'Juniper',
  'Pebble',
  'Saffron',
  'Indigo',
  'Kite',
  'Marigold',
  'Wren',
  'Moss',
  'Firefly',
  'Harbor',
  'Meadow',
] as const;
export const CREATIVE_ENDINGS = [
  'ora',
  'ella',
  'ista',
  'ino',
  'ami',
  'ia',
  'uma',
  'elle',
  'aro',
  'iva',
  'ette',
] as const;
export const ADJECTIVES = [
  'Curious',
  'Golden',
  'Clever',
  'Brave',
  'Little',
  'Happy',
  'Bright',
  'Wild',
  'Gentle',
  'Bold',
  'Fearless',
  'Lucky',
  'Mighty',
  'Humble',
  'Daring',
  'Cosmic',
  'Velvet',
  'Honest',
  'Nimble',
  'Radiant',
] as const;

export const SHORT_WORDS = ['Up', 'Go', 'Kit', 'Box', 'Pal', 'Bee', 'Pop', 'Zip', 'Dot', 'Jam'] as const;
export const CATCHY_WORDS = [
  'Club',
  'Squad',
  'Space',
  'Studio',
  'Society',
  'Nation',
  'Collective',
  'Crew',
  'Market',
  'Lab',
] as const;

/** Words that close a long coined name ("Zenova Labs"), by style. */
export const LONG_CLOSERS: Record<NameStyle, readonly string[]> = {
  'Modern & Tech': ['Labs', 'Technologies', 'Systems', 'Cloud', 'Digital', 'Dynamics'],
  'Professional & Corporate': ['Partners', 'Advisory', 'Group', 'Associates', 'Consulting', 'Holdings'],
  'Creative & Unique': ['Studio', 'Collective', 'Workshop', 'House', 'Atelier', 'Society'],
  'Short & Memorable': ['Club', 'Crew', 'Space', 'Squad', 'Market', 'Studio'],
};

/** Syllables for invented names, by style. */
export const SYLLABLES: Record<NameStyle, { onsets: string[]; nuclei: string[]; codas: string[] }> = {
  'Modern & Tech': {
    onsets: ['z', 'v', 'x', 'k', 'n', 'qu', 'fl', 'tr', 's', 'l', 'r', 'd', 'b'],
    nuclei: ['a', 'e', 'i', 'o', 'y', 'io'],
    codas: ['x', 'n', 'r', 'k', 's', '', ''],
  },
  'Professional & Corporate': {
    onsets: ['v', 'c', 'm', 's', 't', 'l', 'n', 'p', 'st', 'pr', 'tr'],
    nuclei: ['a', 'e', 'i', 'o', 'u'],
    codas: ['n', 'r', 's', 'l', 'x', '', '', 'nt'],
  },
  'Creative & Unique': {
    onsets: ['l', 'm', 'v', 'z', 's', 'b', 'fl', 'gl', 'w', 'r', 'n'],
    nuclei: ['a', 'o', 'e', 'i', 'u', 'ea', 'ou'],
    codas: ['', '', 'l', 'r', 'n', 'm'],
  },
  'Short & Memorable': {
    onsets: ['b', 'k', 'z', 'p', 't', 'm', 'n', 'v', 'j', 'g'],
    nuclei: ['a', 'o', 'i', 'u', 'e'],
    codas: ['', '', 'k', 'x', 'p', 'm'],
  },
};

/** Evocative roots used when the keywords give too few. */
export const FALLBACK_ROOTS = [
  'bright',
  'spark',
  'nova',
  'true',
  'bloom',
  'peak',
  'wave',
  'core',
  'north',
  'swift',
  'clear',
  'bold',
] as const;
