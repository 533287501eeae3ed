import type { NameLength, NameStyle } from '../../../contracts/options';

/** The ways a name is made; each has its own module under `strategies/`. */
export type StrategyId =
  'compound' | 'metaphor' | 'blend' | 'coined' | 'classical' | 'descriptive' | 'suffixed' | 'foreign';

/** Where a part of a name comes from, which decides how relevant it is and how it is explained. */
export type PartSource = 'keyword' | 'business' | 'related' | 'image' | 'root' | 'sound' | 'noun';

/** One building block of a name: a word, a Latin/Greek root or an invented syllable string. */
export interface NamePart {
  /** As it appears in the name, lower case. */
  text: string;
  /** The word it stands for ('dens' for 'dent', 'dental' for 'den' in a blend). */
  word: string;
  source: PartSource;
  /** What it evokes or means: 'warmth and welcome', 'tooth'. */
  meaning?: string;
  /** The language of a classical root or a foreign word ('Latin', 'Italian'). */
  language?: string;
}

/** A proposed name before scoring and filtering. */
export interface NameCandidate {
  name: string;
  strategy: StrategyId;
  parts: NamePart[];
}

/** What the strategies know about the business. */
export interface NamingBrief {
  style: NameStyle;
  length: NameLength;
  /** The founder's keywords, lower case, singular where that is a word. */
  keywords: string[];
  /** The founder's keywords as typed, one per comma, a phrase WordNet knows kept whole ("ice cream"). */
  keywordPhrases?: string[];
  /** Words of the business (the archetype's vocabulary, the description's nouns), lower case. */
  businessWords: string[];
  /** Concrete picture words of the trade ("crumb", "hearth"), the founder's plain nouns first. */
  nouns: string[];
  /** Qualities that suit the trade, with what each evokes ("golden": warmth and quality). */
  qualities: { word: string; evokes: string }[];
  /** Short words of other languages naming something of the trade ("forno", Italian for oven). */
  foreign: { word: string; language: string; meaning: string }[];
  /** A software business or a firm of advisers, where "-lab", "-pilot" and "-wise" fit. */
  software: boolean;
  /** WordNet neighbours of the keywords, with how close they are. */
  related: { word: string; weight: number }[];
  /** What the business is, as a countable noun ('artisan bakery'), when it is known. */
  kind?: { singular: string; plural: string };
  /** A practice (a clinic, a law firm, an accountant), named like an established firm ("Oakridge Dental"). */
  practice: boolean;
  /** Nouns a descriptive name may end with ('Dental', 'Bakery', 'Learning'). */
  descriptors: string[];
}

export const LENGTH_RANGES: Record<NameLength, { min: number; max: number }> = {
  short: { min: 3, max: 6 },
  medium: { min: 7, max: 10 },
  long: { min: 11, max: 24 },
};
