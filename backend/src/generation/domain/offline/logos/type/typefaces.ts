import { dejaVuSans, packageFont, type LoadedFont } from '../../../../assets/fonts';

/**
 * The six open-licence (SIL OFL 1.1) families the logos are set in, one per personality, read
 * from the installed @fontsource packages (their LICENSE files travel with them). A name is
 * set letter by letter in the first subset file that has the letter, then DejaVu Sans.
 */
export type Personality = 'geometric' | 'humanist' | 'serif' | 'slab' | 'rounded' | 'script';

export interface Typeface {
  personality: Personality;
  family: string;
  pkg: string;
  /** File name prefix inside the package's files/ folder. */
  prefix: string;
  weights: readonly number[];
  subsets: readonly string[];
}

export const TYPEFACES: Record<Personality, Typeface> = {
  geometric: {
    personality: 'geometric',
    family: 'Montserrat',
    pkg: '@fontsource/montserrat',
    prefix: 'montserrat',
    weights: [400, 500, 600, 700, 800],
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'],
  },
  humanist: {
    personality: 'humanist',
    family: 'Source Sans 3',
    pkg: '@fontsource/source-sans-3',
    prefix: 'source-sans-3',
    weights: [400, 600, 700],
    subsets: ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'],
  },
  serif: {
    personality: 'serif',
    family: 'Lora',
    pkg: '@fontsource/lora',
    prefix: 'lora',
    weights: [400, 500, 600, 700],
    subsets: ['latin', 'latin-ext', 'cyrillic', 'vietnamese'],
  },
  slab: {
    personality: 'slab',
    family: 'Roboto Slab',
    pkg: '@fontsource/roboto-slab',
    prefix: 'roboto-slab',
    weights: [400, 500, 600, 700, 800],
    subsets: ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'],
  },
  rounded: {
    personality: 'rounded',
    family: 'Nunito',
    pkg: '@fontsource/nunito',
    prefix: 'nunito',
    weights: [400, 600, 700, 800],
    subsets: ['latin', 'latin-ext', 'cyrillic', 'vietnamese'],
  },
  script: {
    personality: 'script',
    family: 'Pacifico',
    pkg: '@fontsource/pacifico',
    prefix: 'pacifico',
    weights: [400],
    subsets: ['latin', 'latin-ext', 'cyrillic', 'vietnamese'],
  },
};

export interface Face {
  personality: Personality;
  weight: number;
}

function nearestWeight(face: Typeface, weight: number): number {
  return face.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
}

/** The font files of a face, in the order letters are looked up, ending with DejaVu Sans. */
export function fontsOf({ personality, weight }: Face): LoadedFont[] {
  const face = TYPEFACES[personality];
  const w = nearestWeight(face, weight);
  const files = face.subsets
    .map((subset) => packageFont(face.pkg, 'files', `${face.prefix}-${subset}-${w}-normal.woff`))
    .filter((font): font is LoadedFont => font !== null);
  return [...files, dejaVuSans(w >= 600)];
}
