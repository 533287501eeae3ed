import type { ForeignWord } from './trade-words';

/**
 * Picture words for what a founder's keyword names when no archetype covers it, or covers it too
 * broadly ("plumbing" is a handyman's trade, but hammers and nails are not its picture): keyed by
 * the keyword, singular, or its "-ing" stem ("plumb" for "plumbing").
 */
export const TOPIC_WORDS: Readonly<Record<string, readonly string[]>> = {
  // "wrench" was flat after every quality ("TrueWrench", "SureWrench").
  plumb: ['pipe', 'tap', 'flow', 'drain'],
  plumber: ['pipe', 'tap', 'flow', 'drain'],
  // "coin", "stamp", "quill" and "tick" read as crypto, postage, pens and clocks ("SteadyCoin",
  // "SwiftStamp" on seed 8808, "TrueTick" on 7717).
  invoice: ['ledger', 'tally', 'receipt', 'nudge'],
  bill: ['ledger', 'tally', 'coin', 'penny', 'receipt', 'nudge'],
  electric: ['spark', 'volt', 'wire', 'fuse', 'switch', 'bolt', 'current'],
  electrician: ['spark', 'volt', 'wire', 'fuse', 'switch', 'bolt', 'current'],
  solar: ['sun', 'ray', 'beam', 'dawn', 'glow', 'panel', 'leaf'],
  garden: ['fern', 'spade', 'hedge', 'root', 'sprout', 'bloom', 'acorn', 'moss'],
  landscap: ['fern', 'spade', 'hedge', 'root', 'sprout', 'bloom', 'acorn', 'moss'],
  roof: ['slate', 'gable', 'ridge', 'eave', 'tile', 'beam'],
  cake: ['crumb', 'icing', 'sprinkle', 'whisk', 'tier', 'cherry', 'frosting'],
  chocolate: ['cocoa', 'truffle', 'bean', 'nib', 'velvet', 'praline'],
  candle: ['wick', 'flame', 'glow', 'ember', 'wax', 'amber'],
  tea: ['leaf', 'kettle', 'cup', 'steep', 'brew', 'pot', 'blend'],
  wine: ['vine', 'cork', 'cellar', 'barrel', 'grape', 'glass'],
  beer: ['hop', 'barrel', 'malt', 'cask', 'tap', 'foam'],
  skincare: ['dew', 'glow', 'petal', 'balm', 'bloom', 'silk'],
  tattoo: ['ink', 'needle', 'line', 'mark', 'canvas', 'crow'],
  move: ['box', 'van', 'key', 'crate', 'route', 'door'],
};

/**
 * What a topic adds besides its picture words: qualities that suit it (an emergency plumber is
 * swift, a drain runs clear), short words of other languages that name something of it, and what
 * the business is called when the topic narrows a broader trade (a plumber, not "a handyman
 * service"). Keyed like `TOPIC_WORDS`.
 */
export const TOPIC_EXTRAS: Readonly<
  Record<
    string,
    {
      qualities?: readonly string[];
      foreign?: readonly ForeignWord[];
      kind?: { singular: string; plural: string };
    }
  >
> = {
  plumb: {
    kind: { singular: 'plumbing business', plural: 'plumbing businesses' },
    qualities: ['swift', 'clear'],
    foreign: [
      { word: 'grifo', language: 'Spanish', meaning: 'tap' },
      { word: 'plomero', language: 'Spanish', meaning: 'a plumber' },
      { word: 'fonte', language: 'Italian', meaning: 'a spring of water' },
    ],
  },
  invoice: {
    qualities: ['prompt'],
    foreign: [
      { word: 'saldato', language: 'Italian', meaning: 'paid, settled' },
      { word: 'factura', language: 'Spanish', meaning: 'an invoice' },
      { word: 'saldo', language: 'Italian', meaning: 'the balance, settled' },
      { word: 'abaco', language: 'Italian', meaning: 'abacus' },
    ],
  },
};
