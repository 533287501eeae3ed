import type { NameStyle } from '../../../../contracts/options';

/**
 * Evocative words a name can lean on, each with what it brings to mind. `tail` words close a
 * compound ("Crumb" + "well"), `head` words open one ("North" + "paw"). `styles` are the name styles
 * the word suits.
 */
export interface Image {
  word: string;
  evokes: string;
  position: 'head' | 'tail' | 'both';
  styles: readonly NameStyle[];
}

const ALL: readonly NameStyle[] = [
  'Modern & Tech',
  'Professional & Corporate',
  'Creative & Unique',
  'Short & Memorable',
];
const TECH: readonly NameStyle[] = ['Modern & Tech', 'Short & Memorable'];
const WARM: readonly NameStyle[] = ['Creative & Unique', 'Short & Memorable'];
const FIRM: readonly NameStyle[] = ['Professional & Corporate'];
const FIRM_WARM: readonly NameStyle[] = ['Professional & Corporate', 'Creative & Unique'];

const image = (
  word: string,
  evokes: string,
  position: Image['position'],
  styles: readonly NameStyle[],
): Image => ({ word, evokes, position, styles });

export const IMAGES: readonly Image[] = [
  image('nest', 'a safe, cosy place to come back to', 'tail', ALL),
  image('haven', 'a calm refuge', 'tail', FIRM_WARM),
  image('well', 'a source people return to', 'tail', FIRM_WARM),
  image('field', 'open space to grow', 'tail', FIRM_WARM),
  image('brook', 'something fresh and steady', 'tail', FIRM_WARM),
  image('lane', 'a familiar neighbourhood street', 'tail', WARM),
  image('stone', 'solid, lasting work', 'tail', FIRM),
  image('bridge', 'connection', 'tail', FIRM),
  image('gate', 'a welcoming way in', 'tail', FIRM),
  image('ridge', 'a clear view from higher ground', 'tail', FIRM),
  image('mill', 'honest work done by hand', 'tail', FIRM_WARM),
  image('crest', 'the peak of quality', 'tail', FIRM),
  image('hive', 'busy, shared effort', 'tail', ALL),
  image('lark', 'a bright, early start', 'tail', WARM),
  image('wren', 'something small and lively', 'tail', WARM),
  image('fox', 'clever, quick thinking', 'tail', WARM),
  image('finch', 'a cheerful song', 'tail', WARM),
  image('owl', 'wisdom', 'both', ALL),
  image('oak', 'strength that lasts', 'head', FIRM_WARM),
  image('fern', 'fresh growth', 'both', WARM),
  image('sage', 'calm good judgement', 'both', FIRM_WARM),
  image('bloom', 'growth that shows', 'tail', WARM),
  image('leaf', 'freshness', 'tail', WARM),
  image('light', 'clarity', 'tail', ALL),
  image('spark', 'the moment an idea catches', 'both', TECH),
  image('beam', 'focus and reach', 'tail', TECH),
  image('loop', 'steady, repeatable progress', 'tail', TECH),
  image('pilot', 'a sure hand guiding the way', 'tail', TECH),
  image('shift', 'change for the better', 'tail', TECH),
  image('grid', 'order and structure', 'tail', TECH),
  image('stack', 'layers that build on each other', 'tail', TECH),
  image('wave', 'momentum', 'tail', ALL),
  image('star', 'standing out', 'tail', WARM),
  image('moon', 'a little wonder', 'head', WARM),
  image('sun', 'warmth', 'head', WARM),
  image('north', 'a clear direction', 'head', ALL),
  image('true', 'honesty', 'head', ALL),
  image('bright', 'optimism', 'head', ALL),
  image('blue', 'calm confidence', 'head', ALL),
  image('bold', 'confidence', 'head', ALL),
  image('swift', 'speed', 'head', TECH),
  image('clear', 'clarity', 'head', ALL),
  image('kind', 'care', 'head', WARM),
  image('golden', 'warmth and quality', 'head', WARM),
  image('silver', 'polish', 'head', FIRM_WARM),
  image('little', 'a friendly, small-scale welcome', 'head', WARM),
  image('wild', 'adventure', 'head', WARM),
  image('open', 'openness', 'head', TECH),
  image('keen', 'eagerness', 'head', TECH),
  image('sure', 'reliability', 'head', FIRM),
  image('first', 'leadership', 'head', FIRM),
  image('upper', 'quality', 'head', FIRM),
];

/** Animals, plants and sparks that pair with a word of the trade in the shop-sign form ("Crumb & Lark"). */
export const PAIR_WORDS: ReadonlySet<string> = new Set([
  'lark',
  'wren',
  'fox',
  'finch',
  'owl',
  'fern',
  'sage',
  'spark',
]);

/** Modifiers for two-word metaphors ("Copper Whisk", "Velvet Paw"), with what they add. */
export const MODIFIERS: readonly { word: string; evokes: string }[] = [
  { word: 'copper', evokes: 'warm, hand-made character' },
  { word: 'amber', evokes: 'a warm glow' },
  { word: 'honey', evokes: 'sweetness' },
  { word: 'velvet', evokes: 'softness and care' },
  { word: 'indigo', evokes: 'depth and calm' },
  { word: 'juniper', evokes: 'something fresh and natural' },
  { word: 'maple', evokes: 'homely warmth' },
  { word: 'saffron', evokes: 'a rare, golden touch' },
  { word: 'cobalt', evokes: 'cool confidence' },
  { word: 'meadow', evokes: 'open calm' },
  { word: 'willow', evokes: 'gentleness' },
  { word: 'ember', evokes: 'a glow that keeps going' },
  { word: 'marble', evokes: 'lasting quality' },
  { word: 'orchard', evokes: 'patient growth' },
  { word: 'clover', evokes: 'good luck' },
  { word: 'pebble', evokes: 'something small and smooth' },
];
