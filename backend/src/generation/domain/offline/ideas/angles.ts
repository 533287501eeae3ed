import type { Archetype, CustomerSegment } from '../../knowledge/archetype';
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
