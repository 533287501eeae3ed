import type { GenerateStyleGuideRequest, GenerateStyleGuideResponse } from '../../../contracts/generation';
import { AA_NORMAL_TEXT, bestTextColor, ensureContrast, hslToHex, WHITE } from '../color-contrast';
import { audiencePhrase } from './business-definition';
import type { Rng } from './prng';
import { joinList } from './text';
import type { Font } from './vocabulary/industry-profile';
import { resolveIndustry } from './vocabulary/profiles';

type Colors = GenerateStyleGuideResponse['colors'];

interface Mood {
  saturation: number;
  lightness: number;
  hueShift?: number;
  fonts?: ReadonlyArray<readonly [Font, Font]>;
  principle: string;
}

/** Personality words change the palette, fonts and one design principle. */
const MOODS: ReadonlyArray<readonly [RegExp, Mood]> = [
  [
    /playful|fun|friendly|energetic|vibrant|bold|youthful|witty/i,
    {
      saturation: 82,
      lightness: 46,
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
      saturation: 45,
      lightness: 28,
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
      saturation: 48,
      lightness: 40,
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
      saturation: 50,
      lightness: 34,
      hueShift: 0,
      fonts: [['Nunito Sans', 'Lato']],
      principle: 'Use natural textures and earthy tones, and show the real impact of each choice.',
    },
  ],
  [
    /professional|trustworthy|reliable|secure|expert|corporate|serious/i,
    {
      saturation: 58,
      lightness: 36,
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
      saturation: 70,
      lightness: 44,
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
      saturation: 72,
      lightness: 42,
      fonts: [
        ['Poppins', 'PT Sans'],
        ['Montserrat', 'Nunito Sans'],
      ],
      principle: 'Let the work shine: neutral frames around bold imagery, with colour used as an accent.',
    },
  ],
];

const DEFAULT_MOOD: Mood = {
  saturation: 64,
  lightness: 42,
  principle:
    'Design for the first five minutes: a new visitor should understand the offer and the next step at a glance.',
};

function moodOf(traits: readonly string[]): Mood {
  const text = traits.join(' ');
  return MOODS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_MOOD;
}

/** Offsets (degrees) from the primary hue to the secondary and the accent, by colour scheme. */
const SCHEMES: ReadonlyArray<readonly [string, number, number]> = [
  ['analogous', 30, -150],
  ['complementary', 180, 40],
  ['triadic', 120, 240],
  ['split-complementary', 150, 210],
];

/**
 * A palette whose primary, secondary and neutral reach 4.5:1 against white (usable as text on white
 * and as backgrounds behind white text) and whose accent reaches 4.5:1 against white or black.
 */
export function generatePalette(baseHue: number, mood: Mood, rng: Rng): Colors {
  const hue = baseHue + (mood.hueShift ?? 0) + rng.int(-12, 12);
  const [, toSecondary, toAccent] = rng.pick(SCHEMES);
  const s = mood.saturation + rng.int(-6, 6);
  const l = mood.lightness + rng.int(-4, 4);
  const primary = ensureContrast(hslToHex({ h: hue, s, l }), WHITE, AA_NORMAL_TEXT);
  const secondary = ensureContrast(
    hslToHex({ h: hue + toSecondary, s: s - 8, l: l + 2 }),
    WHITE,
    AA_NORMAL_TEXT,
  );
  const accentRaw = hslToHex({ h: hue + toAccent, s: Math.min(95, s + 15), l: rng.int(45, 58) });
  const accent =
    bestTextColor(accentRaw).ratio >= AA_NORMAL_TEXT ? accentRaw : ensureContrast(accentRaw, WHITE);
  const neutral = ensureContrast(
    hslToHex({ h: hue, s: rng.int(8, 16), l: rng.int(38, 46) }),
    WHITE,
    AA_NORMAL_TEXT,
  );
  return { primary, secondary, accent, neutral };
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
  const brandPersonality = personalityOf(
    request.brandPersonality ?? [],
    rng.fork('traits').shuffle(profile.personality),
  );
  const mood = moodOf([...(request.brandPersonality ?? []), ...brandPersonality.slice(0, 2)]);
  const colors = generatePalette(rng.fork('hue').pick(profile.hues), mood, rng.fork('palette'));
  const [fontPrimary, fontSecondary] = rng.fork('fonts').pick([...(mood.fonts ?? []), ...profile.fontPairs]);
  const audience = audiencePhrase(request.targetAudience, `${profile.label.toLowerCase()} customers`);
  const traits = joinList(brandPersonality.slice(0, 3).map((t) => t.toLowerCase()));
  const accentText = bestTextColor(colors.accent).color === WHITE ? 'white' : 'black';

  const designPrinciples = [
    `Lead with clarity: every screen answers one question for ${audience}.`,
    `Be ${traits} in every detail, from button labels to empty states and emails.`,
    `Use ${colors.primary} for primary actions and links only, ${colors.secondary} for supporting elements, and ${colors.accent} (with ${accentText} text) sparingly for highlights.`,
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
