import { isSealed } from '../../shared/crypto/sealed';

/**
 * What of an event survives the erasure of its author's words (issue 17): ids, kinds, states,
 * numbers, booleans and times, which the counts, the limits and the history's shape rest on. Every
 * other text becomes '' and every list of texts becomes empty; sealed values (already unreadable
 * once the person's key is destroyed) stay as they are.
 */
const STRUCTURAL_KEY =
  /^(id|.*Id|.*Ids|.*By|type|status|tier|period|kind|format|exportType|via|role|step|currentStep|.*At|.*On|.*Date|version|.*Version|provider|change|source|interval|currency|priority)$/;

export function redactEventData(value: unknown, key = ''): unknown {
  if (isSealed(value)) return value;
  if (typeof value === 'string') return STRUCTURAL_KEY.test(key) ? value : '';
  if (Array.isArray(value)) {
    const items = value.map((item) => redactEventData(item, key));
    return items.filter((item) => item !== '');
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redactEventData(v, k)]),
    );
  }
  return value;
}

/** Metadata keeps who (a pseudonymous id), when and the request's correlation; not the address or browser. */
export function redactEventMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of ['userId', 'correlationId', 'causationId', 'occurredAt', 'timeZone']) {
    if (metadata[key] !== undefined) kept[key] = metadata[key];
  }
  return kept;
}
