import type { Archetype, CustomerSegment } from '../../knowledge/archetype';
import { tokenize } from '../../understanding/tokens';
import { namedWords } from '../../understanding/weak-match';
import type { Angle } from './founder-tie';

/** The segment a feature is for: the first of its users that is a customer segment. */
export function segmentFor(a: Archetype, featureIndex: number): CustomerSegment {
  const feature = a.features[featureIndex % a.features.length];
  const bySegment = feature?.usedBy.map((id) => a.segments.find((s) => s.id === id)).find(Boolean);
  const fallback = a.segments[featureIndex % a.segments.length] ?? a.segments[0];
  const segment = bySegment ?? fallback;
  if (!segment) throw new Error(`Archetype ${a.id} has no customer segment`);
  return segment;
}

/** Role words that name no one in particular: 'owner' of 'agency owner', 'manager' of 'venue manager'. */
const ROLE_HEADS = new Set(
  ['owner', 'manager', 'member', 'customer', 'client', 'user', 'person', 'staff', 'worker'].map(
    (w) => tokenize(w)[0]?.stem ?? w,
  ),
);

/** A first sentence of this many words or fewer ('A children’s dentist') names a business, not more. */
const MAX_NAME_WORDS = 4;

/**
 * Who a founder says the business is for: 'small agencies' of 'Invoicing software for small
 * agencies, ...'; nothing when the first sentence names no one ('A marketplace for renting gear').
 */
function forWhom(text: string): string {
  const after = /\bfor\s+(.+)$/i.exec(text.split(/[.;!?\n]/)[0] ?? '')?.[1] ?? '';
  if (/^\w+ing\b/i.test(after)) return '';
  return after.replace(/\s+(?:to|that|who|which|so|where|by|using|via|with)\s.*$|[,(].*$/i, '');
}

/**
 * The segment a founder's own words name ('Invoicing software for small agencies' is for the agency
 * owners, not the freelancers): the words after 'for' must hold every telling word of the
 * segment's role, one of them no other segment's role has ('small teams' names neither team leads
 * nor team members). Undefined when none is named.
 */
export function segmentNamed(a: Archetype, text: string): CustomerSegment | undefined {
  const said = new Set(tokenize(forWhom(text)).map((t) => t.stem));
  const telling = (s: CustomerSegment) =>
    tokenize(s.role.singular)
      .map((t) => t.stem)
      .filter((stem) => !ROLE_HEADS.has(stem));
  const others = (s: CustomerSegment) => new Set(a.segments.filter((o) => o !== s).flatMap(telling));
  const whole = a.segments.find((s) => {
    const own = telling(s);
    return own.length > 0 && own.every((stem) => said.has(stem)) && own.some((stem) => !others(s).has(stem));
  });
  if (whole) return whole;
  // Else one segment whose role alone has a word the founder says ('Football club for adults' is
  // for the adult players, though 'players' is not said).
  const partly = a.segments.filter((s) => telling(s).some((stem) => said.has(stem) && !others(s).has(stem)));
  if (partly.length === 1) return partly[0];
  // ... and only for a business named in a few words: a longer sentence says more than its kind.
  const named = namedWords(text);
  const sentenceWords = (text.split(/[.;!?\n]/)[0] ?? '').trim().split(/\s+/).length;
  if (said.size > 0 || sentenceWords > MAX_NAME_WORDS) return undefined;
  // Else, with no 'for', a word qualifying the business itself ('Children’s dentist') that only
  // one segment's role or qualifier has.
  // Not a word of the business's own name ('dog' of a dog walking service, 'funeral director').
  const ownWords = new Set(tokenize([a.kind.singular, ...a.keywords].join(' ')).map((t) => t.stem));
  const kindWords = new Set(named.filter((stem) => !ownWords.has(stem)));
  const described = (s: CustomerSegment) =>
    tokenize(`${s.role.singular} ${s.qualifier ?? ''}`)
      .map((t) => t.stem)
      .filter((stem) => !ROLE_HEADS.has(stem));
  const byKind = a.segments.filter((s) =>
    described(s).some(
      (stem) => kindWords.has(stem) && a.segments.every((o) => o === s || !described(o).includes(stem)),
    ),
  );
  return byKind.length === 1 ? byKind[0] : undefined;
}

/**
 * The k-th way into this business: which customer feature leads and for whom. Angle 0 is the
 * archetype's core feature; later angles lead with its other features, so two ideas of the same
 * kind of business differ in what they sell first and to whom.
 */
export function angleOf(a: Archetype, k: number): Angle {
  // Features the customers use lead; the owner's and staff's own tools come last.
  const forCustomers = (i: number) =>
    a.features[i]?.usedBy.some((u) => a.segments.some((s) => s.id === u)) ?? false;
  const order = a.features
    .map((_f, i) => i)
    .sort((x, y) => Number(forCustomers(y)) - Number(forCustomers(x)) || x - y);
  const index = order[k % order.length] ?? 0;
  const feature = a.features[index];
  if (!feature) throw new Error(`Archetype ${a.id} has no features`);
  return { feature, segment: segmentFor(a, index) };
}
