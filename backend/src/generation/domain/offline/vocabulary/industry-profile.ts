import type { Industry, LogoStyle, LogoSymbol, NameStyle } from '../../../../contracts/options';
import type { fonts } from '../../../../contracts/options';

export type Font = (typeof fonts)[number];

/** Which pictogram the "icon" logo symbol draws. */
export type IconKind =
  'chip' | 'cross' | 'book' | 'chart' | 'bag' | 'megaphone' | 'compass' | 'brush' | 'bulb';

export interface Audience {
  /** Plural noun for titles: 'Freelancers'. */
  short: string;
  /** Phrase for sentences: 'freelancers and solo consultants juggling several clients'. */
  long: string;
}

/** A kind of business in an industry. Templates use {topic} (from the interests) and {audience}. */
export interface IdeaArchetype {
  title: string;
  pitch: string;
  problem: string;
  features: string[];
  /** 1 runs on a tiny budget, 3 needs real capital. */
  capital: 1 | 2 | 3;
  /** Indexes of the profile's audiences this kind of business serves. */
  audiences: number[];
}

export interface PersonaArchetype {
  role: string;
  firstName: string;
  profile: string;
  goals: string[];
  frustrations: string[];
}

export interface IndustryProfile {
  id: Industry;
  label: string;
  audiences: Audience[];
  /** Fallback topics when the user's interests give none. */
  topics: string[];
  archetypes: IdeaArchetype[];
  /** Complete sentences describing how money is made, with realistic prices. */
  revenueModels: string[];
  /** Mission outcomes: 'To help {audience} ...' + outcome. */
  outcomes: string[];
  /** What customers suffer today: 'without ...' + pain. */
  pains: string[];
  /** Sentences about why this business wins. */
  differentiators: string[];
  personality: string[];
  /** Base hues (0-360) of the brand palette. */
  hues: number[];
  fontPairs: ReadonlyArray<readonly [Font, Font]>;
  /** Roots for name generation. */
  nameWords: string[];
  personas: PersonaArchetype[];
  logo: { style: LogoStyle; symbols: LogoSymbol[] };
  nameStyle: NameStyle;
  icon: IconKind;
  /** Additions to the tech stack for this industry. */
  stackExtras: { backend: string[]; database: string[]; hosting: string[] };
  /** Regulations to mention in docs ('HIPAA'); empty when none. */
  compliance: string[];
}
