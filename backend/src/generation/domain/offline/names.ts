import type { NameLength } from '../../../contracts/options';
import type { GenerateNamesRequest, GenerateNamesResponse } from '../../../contracts/generation';
import { candidatesFor, coinedCandidate, type NameCandidate } from './name-strategies';
import type { Rng } from './prng';
import { asOffering } from './business-definition';
import { asciiFold, firstSentence, keywordsOf } from './text';
import { FALLBACK_ROOTS } from './vocabulary/name-parts';
import { resolveIndustry } from './vocabulary/profiles';

type GeneratedName = GenerateNamesResponse['names'][number];

/** Length buckets of the spec: short 3-6 characters, medium 7-10, long 11 or more. */
export const NAME_LENGTHS: Record<NameLength, { min: number; max: number }> = {
  short: { min: 3, max: 6 },
  medium: { min: 7, max: 10 },
  long: { min: 11, max: 24 },
};

export function fitsLength(name: string, length: NameLength): boolean {
  const { min, max } = NAME_LENGTHS[length];
  return name.length >= min && name.length <= max;
}

/** 'Fuel & Co.' -> 'fuelco.com' */
export function domainFor(name: string): string {
  return `${asciiFold(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.com`;
}

function nameKey(name: string): string {
  return asciiFold(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function isWellFormed(name: string): boolean {
  return (
    /^[A-Za-z][A-Za-z .&'-]*[A-Za-z.]$/.test(name) && !/([a-z])\1\1/i.test(name) && nameKey(name).length >= 3
  );
}

/** Keyword roots first, then words from the context, then the industry's words. */
function rootsOf(request: GenerateNamesRequest, rng: Rng): { primary: string[]; secondary: string[] } {
  const primary = keywordsOf(request.keywords, 6).filter((w) => /^[a-z]+$/.test(w) && w.length <= 12);
  const context = keywordsOf(firstSentence(request.businessContext ?? ''), 4).filter((w) =>
    /^[a-z]+$/.test(w),
  );
  const industry = request.industry ? resolveIndustry(request.industry).nameWords : [...FALLBACK_ROOTS];
  const secondary = [...context, ...rng.sample(industry, 4)].filter((w) => !primary.includes(w));
  return {
    primary: primary.length > 0 ? primary : rng.sample(FALLBACK_ROOTS, 3),
    secondary: [...new Set(secondary)],
  };
}

/** Round-robin over strategies (each shuffled) so one list mixes several kinds of names. */
function interleave(candidates: NameCandidate[], rng: Rng): NameCandidate[] {
  const groups = new Map<string, NameCandidate[]>();
  for (const c of candidates) {
    const family = c.strategy.split('-')[0] ?? c.strategy;
    groups.set(family, [...(groups.get(family) ?? []), c]);
  }
  const queues = rng.shuffle([...groups.values()].map((g) => rng.shuffle(g)));
  const out: NameCandidate[] = [];
  for (let i = 0; queues.some((q) => i < q.length); i += 1) {
    for (const queue of queues) {
      const item = queue[i];
      if (item) out.push(item);
    }
  }
  return out;
}

function contextNote(businessContext: string | undefined): string {
  const first = firstSentence(businessContext ?? '');
  if (!first || first.length > 70) return '';
  return ` Suits ${asOffering(first)}.`;
}

/** Names too close to famous brands to be usable. */
const FAMOUS = new Set([
  'coachella',
  'google',
  'apple',
  'amazon',
  'meta',
  'uber',
  'tesla',
  'nike',
  'netflix',
  'facebook',
  'spotify',
  'airbnb',
  'paypal',
  'shopify',
  'slack',
  'zoom',
  'stripe',
  'notion',
]);

export function generateNames(request: GenerateNamesRequest, count: number, rng: Rng): GenerateNamesResponse {
  const { min, max } = NAME_LENGTHS[request.maxLength];
  const taken = new Set((request.existingNames ?? []).map(nameKey));
  const { primary, secondary } = rootsOf(request, rng.fork('roots'));
  const note = contextNote(request.businessContext);
  const names: GeneratedName[] = [];

  const accept = (candidate: NameCandidate): boolean => {
    const name = candidate.name.trim();
    const key = nameKey(name);
    if (name.length < min || name.length > max || !isWellFormed(name) || taken.has(key) || FAMOUS.has(key))
      return false;
    taken.add(key);
    names.push({
      name,
      domain: domainFor(name),
      description: `${candidate.description}${note}`,
      length: name.length,
      isFavorite: false,
    });
    return true;
  };

  for (const roots of [primary, secondary]) {
    for (const candidate of interleave(
      candidatesFor(request.style, roots),
      rng.fork(`pool:${roots.join(',')}`),
    )) {
      if (names.length >= count) break;
      accept(candidate);
    }
  }
  const coinRng = rng.fork('coined');
  for (let attempt = 0; names.length < count && attempt < count * 200; attempt += 1) {
    accept(coinedCandidate(request.style, min, max, coinRng));
  }
  return { names };
}
