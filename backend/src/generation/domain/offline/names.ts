import type { GenerateNamesRequest, GenerateNamesResponse } from '../../../contracts/generation';
import type { NameLength } from '../../../contracts/options';
import { namingBrief } from '../naming/business';
import { LENGTH_RANGES } from '../naming/candidate';
import { domainLabel } from '../naming/domains';
import { nameBatch } from '../naming/generate';
import type { Rng } from './prng';

/** Length buckets of the spec: short 3-6 characters, medium 7-10, long 11 or more (spaces count). */
export const NAME_LENGTHS: Record<NameLength, { min: number; max: number }> = LENGTH_RANGES;

export function fitsLength(name: string, length: NameLength): boolean {
  const { min, max } = NAME_LENGTHS[length];
  return name.length >= min && name.length <= max;
}

/** 'Fuel & Co.' -> 'fuelco.com' */
export function domainFor(name: string, extension = '.com'): string {
  return `${domainLabel(name)}${extension}`;
}

/**
 * Step 3's names, offline: the naming strategies of `domain/naming/` mixed by style, filtered,
 * scored and explained. `existingNames` (every name shown for this project) are never proposed
 * again, so Refresh and Generate More always bring new names.
 */
export function generateNames(request: GenerateNamesRequest, count: number, rng: Rng): GenerateNamesResponse {
  const brief = namingBrief(request);
  const shown = new Set((request.existingNames ?? []).map(domainLabel).filter(Boolean));
  const batch = nameBatch(brief, { count, shown, extension: request.domainExtension ?? '.com', rng });
  return {
    names: batch.map((n) => ({
      name: n.name,
      domain: n.domain,
      domainAlternatives: n.domainAlternatives,
      description: n.description,
      length: n.name.length,
      isFavorite: false,
    })),
  };
}
