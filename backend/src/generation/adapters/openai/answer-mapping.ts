import type { z } from 'zod';
import type {
  GenerateLogosResponse,
  GenerateNamesRequest,
  GenerateNamesResponse,
  GenerateStyleGuideResponse,
} from '../../../contracts/generation';
import { AA_NORMAL_TEXT, ensureContrast, WHITE } from '../../domain/color-contrast';
import { GenerationFailed } from '../../domain/errors';
import { domainFor, fitsLength } from '../../domain/offline/names';
import { logoSvgProblem } from '../../../shared/svg/logo-svg-policy';
import { svgToDataUrl } from '../../domain/svg-document';
import type { logosAnswerSchema, namesAnswerSchema } from './answer-schemas';

/** Turns model answers into response contracts, enforcing what the product promises. */

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Keeps the names that fit the length bucket, are new and are unique; computes domain and length.
 * Fails when none is left: a list of wrong-length names is not an answer.
 */
export function namesFromAnswer(
  answer: z.output<typeof namesAnswerSchema>,
  request: GenerateNamesRequest,
  count: number,
): GenerateNamesResponse {
  const taken = new Set((request.existingNames ?? []).map(key));
  const names: GenerateNamesResponse['names'] = [];
  for (const { name, description } of answer.names) {
    const k = key(name);
    if (k.length < 2 || taken.has(k) || !fitsLength(name, request.maxLength)) continue;
    taken.add(k);
    names.push({ name, domain: domainFor(name), description, length: name.length, isFavorite: false });
    if (names.length >= count) break;
  }
  if (names.length === 0) {
    throw new GenerationFailed(
      'names',
      'invalid-response',
      `The AI proposed no new ${request.maxLength} names; nothing was saved.`,
    );
  }
  return { names };
}

/** Makes primary, secondary and neutral readable on white (WCAG AA), as the offline generator does. */
export function readableStyleGuide(guide: GenerateStyleGuideResponse): GenerateStyleGuideResponse {
  const { primary, secondary, accent, neutral } = guide.colors;
  return {
    ...guide,
    colors: {
      primary: ensureContrast(primary.toUpperCase(), WHITE, AA_NORMAL_TEXT),
      secondary: ensureContrast(secondary.toUpperCase(), WHITE, AA_NORMAL_TEXT),
      accent: accent.toUpperCase(),
      neutral: ensureContrast(neutral.toUpperCase(), WHITE, AA_NORMAL_TEXT),
    },
  };
}

/** Every SVG must be a safe, well-formed SVG document; one bad drawing fails the whole answer. */
export function logosFromAnswer(
  answer: z.output<typeof logosAnswerSchema>,
  count: number,
): GenerateLogosResponse {
  const logos = answer.logos.slice(0, count).map((logo, i) => {
    // Held to the rules a saved logo meets (shared/svg/logo-svg-policy.ts), so a logo shown to the
    // user can always be kept. Models often annotate their drawing with XML comments, which those
    // rules refuse; they are taken out first, as an XML parser reads them (up to the first '-->').
    const svg = logo.svg.trim().replace(/<!--[\s\S]*?-->/g, '');
    const problem = logoSvgProblem(svg);
    if (problem) {
      throw new GenerationFailed(
        'logos',
        'invalid-response',
        `The AI drew logo ${i + 1} as an SVG the app cannot keep (${problem}); nothing was saved.`,
      );
    }
    return { id: `logo_${i + 1}`, imageUrl: svgToDataUrl(svg), prompt: logo.description, selected: false };
  });
  return { logos };
}
