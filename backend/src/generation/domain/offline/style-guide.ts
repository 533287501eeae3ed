import type { GenerateStyleGuideRequest, GenerateStyleGuideResponse } from '../../../contracts/generation';
import { bestTextColor, WHITE } from '../color-contrast';
import { joinList } from '../grammar';
import { familyPersonality } from '../knowledge';
import { buildPalette, type PaletteMood } from '../palette';
import { archetypeFor } from './archetype-lookup';
import { audiencePhrase } from './business-definition';
import type { Rng } from './prng';
import { chooseMotifs } from './logos/motifs';
import type { Font } from './vocabulary/industry-profile';
import { resolveIndustry } from './vocabulary/profiles';

type Colors = GenerateStyleGuideResponse['colors'];

interface Mood extends PaletteMood {
  hueShift?: number;
  fonts?: ReadonlyArray<readonly [Font, Font]>;
  principle: string;
}

/** Personality words change the palette, fonts and one design principle. */
const MOODS: ReadonlyArray<readonly [RegExp, Mood]> = [
  [
    /playful|fun|friendly|energetic|vibrant|bold|youthful|witty/i,
    {
      chroma: 0.19,
      lightness: 0.52,
      fonts: [
        ['Poppins', 'Nunito Sans'],
        ['Montserrat', 'Open Sans'],
      ],
      principle: 'Add moments of delight: friendly microcopy, rounded corners and lively illustrations.',
    },
  ],
  [
    /luxury|premium|elegant|sophisticated|exclusive/i,
    {
      chroma: 0.08,
      lightness: 0.36,
      fonts: [
        ['Montserrat', 'Lato'],
        ['Helvetica', 'Source Sans Pro'],
      ],
      principle: 'Let space do the work: generous margins, restrained colour and few, well-chosen words.',
    },
  ],
  [
    /calm|caring|reassuring|gentle|warm|empathetic|supportive/i,
    {
      chroma: 0.09,
      lightness: 0.46,
      fonts: [
        ['Nunito Sans', 'Open Sans'],
        ['Lato', 'Source Sans Pro'],
      ],
      principle:
        'Keep the tone calm and human: soft shapes, plain words and no alarming colours for routine states.',
    },
  ],
  [
    /eco|natural|organic|sustainable|green|earthy/i,
    {
      chroma: 0.1,
      lightness: 0.45,
      hueShift: 0,
      fonts: [['Nunito Sans', 'Lato']],
      principle: 'Use natural textures and earthy tones, and show the real impact of each choice.',
    },
  ],
  [
    /professional|trustworthy|reliable|secure|expert|corporate|serious/i,
    {
      chroma: 0.12,
      lightness: 0.42,
      fonts: [
        ['IBM Plex Sans', 'Source Sans Pro'],
        ['Helvetica', 'Arial'],
        ['Inter', 'Lato'],
      ],
      principle: 'Earn trust with consistency: the same components, spacing and wording on every screen.',
    },
  ],
  [
    /innovative|modern|tech|futuristic|forward/i,
    {
      chroma: 0.16,
      lightness: 0.48,
      fonts: [
        ['Inter', 'Roboto'],
        ['IBM Plex Sans', 'Inter'],
      ],
      principle: 'Feel fast and precise: crisp type, clear hierarchy and instant feedback on every action.',
    },
  ],
  [
    /creative|imaginative|artistic|expressive|unique/i,
    {
      chroma: 0.17,
      lightness: 0.5,
      fonts: [
        ['Poppins', 'PT Sans'],
        ['Montserrat', 'Nunito Sans'],
      ],
      principle: 'Let the work shine: neutral frames around bold imagery, with colour used as an accent.',
    },
  ],
];

const DEFAULT_MOOD: Mood = {
  chroma: 0.14,
  lightness: 0.46,
  principle:
    'Design for the first five minutes: a new visitor should understand the offer and the next step at a glance.',
};

function moodOf(traits: readonly string[]): Mood {
  const text = traits.join(' ');
  return MOODS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_MOOD;
}

/** The palette of a mood around an OKLCH hue: see palette.ts for the rules every palette passes. */
export function generatePalette(baseHue: number, mood: Mood, rng: Rng): Colors {
  return buildPalette(baseHue + (mood.hueShift ?? 0), mood, rng);
}

function personalityOf(input: readonly string[], industryTraits: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const trait of [...input, ...industryTraits]) {
    const t = trait.trim();
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
    if (out.length >= Math.max(5, Math.min(8, input.length))) break;
  }
  return out;
}

export function generateStyleGuide(request: GenerateStyleGuideRequest, rng: Rng): GenerateStyleGuideResponse {
  const profile = resolveIndustry(request.industry);
  // The kind of business the idea names (a bakery, a law practice) sets the personality it starts
  // from, in its family's order (the first words set the mood); else the industry's, shuffled.
  const archetype = request.businessIdea?.trim()
    ? archetypeFor({
        idea: request.businessIdea,
        audience: request.targetAudience,
        industry: request.industry,
      })
    : undefined;
  const startingTraits = archetype
    ? (archetype.personality ?? familyPersonality[archetype.family])
    : rng.fork('traits').shuffle(profile.personality);
  const brandPersonality = personalityOf(request.brandPersonality ?? [], startingTraits);
  const mood = moodOf([...(request.brandPersonality ?? []), ...brandPersonality.slice(0, 2)]);
  // The specific kind of business (a bakery, a dental clinic) picks the hues, in OKLCH degrees.
  const { sector } = chooseMotifs({
    industry: request.industry,
    businessName: request.businessName,
    description: request.businessIdea,
  });
  const colors = generatePalette(rng.fork('hue').pick(sector.hues), mood, rng.fork('palette'));
  const [fontPrimary, fontSecondary] = rng.fork('fonts').pick([...(mood.fonts ?? []), ...profile.fontPairs]);
  const audience = audiencePhrase(request.targetAudience, `${profile.label.toLowerCase()} customers`);
  const traits = joinList(brandPersonality.slice(0, 3).map((t) => t.toLowerCase()));
  const textOn = (colour: string) => (bestTextColor(colour).color === WHITE ? 'white' : 'black');

  const designPrinciples = [
    `Lead with clarity: every screen answers one question for ${audience}.`,
    `Be ${traits} in every detail, from button labels to empty states and emails.`,
    `Use ${colors.primary} for primary actions and links, ${colors.secondary} (with ${textOn(colors.secondary)} text) for supporting surfaces, and ${colors.accent} (with ${textOn(colors.accent)} text) sparingly for highlights.`,
    `Pair ${fontPrimary} headings with ${fontSecondary} body text at 16px or larger, with a line height of 1.5.`,
    mood.principle,
    `Keep text contrast at WCAG AA (4.5:1) or better; ${colors.neutral} is the body-text grey on white.`,
  ];
  return {
    colors,
    fontPrimary,
    fontSecondary,
    brandPersonality,
    designPrinciples: designPrinciples.map((p) => (p.length > 300 ? `${p.slice(0, 297)}...` : p)),
  };
}
