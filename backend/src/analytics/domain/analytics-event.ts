import { encodeStreamCursor, type AnalyticsEvent } from '../../contracts/analytics';
import type { StoredEvent } from '../../eventstore/event-store.port';
import { isSealed } from '../../shared/crypto/sealed';

/**
 * What leaves for analytics: an event with its personal data removed. Sealed values (names,
 * emails, password hashes: everything encrypted with a user's key) are dropped, and so is any
 * field whose name says it is personal or secret, at any depth. Ids stay: they are pseudonymous
 * (a user id names nobody without the users table, which analytics never gets). Metadata keeps
 * only who (pseudonymous id), when and the correlation of the request.
 */
const PERSONAL_OR_SECRET_FIELD = new RegExp(
  '^(' +
    [
      '.*e-?mail.*',
      'first[-_]?name',
      'last[-_]?name',
      'full[-_]?name',
      'display[-_]?name',
      'user[-_]?name',
      '.*password.*',
      '.*hash',
      'api[-_]?key',
      'masked[-_]?key',
      '.*secret.*',
      'token',
      '.*token',
      '.*ciphertext.*',
      'ip',
      'ip[-_]?address',
      'phone.*',
      'address',
      'authorization',
      'cookie',
    ].join('|') +
    ')$',
  'i',
);

const METADATA_KEPT = ['userId', 'correlationId', 'causationId', 'occurredAt'] as const;

export function isPersonalField(name: string): boolean {
  return PERSONAL_OR_SECRET_FIELD.test(name);
}

/** A deep copy without sealed values and personal or secret fields; undefined when nothing is left of a sealed value. */
export function withoutPersonalData(value: unknown): unknown {
  if (isSealed(value)) return undefined;
  if (Array.isArray(value)) return value.map(withoutPersonalData).filter((item) => item !== undefined);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (isPersonalField(key)) continue;
      const kept = withoutPersonalData(field);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return value;
}

export function toAnalyticsEvent(event: StoredEvent): AnalyticsEvent {
  const data = withoutPersonalData(event.data ?? {});
  const metadata: Record<string, unknown> = {};
  for (const key of METADATA_KEPT) {
    const value = event.metadata?.[key];
    if (value !== undefined) metadata[key] = value;
  }
  return {
    position: encodeStreamCursor(event.position),
    id: event.id,
    streamId: event.streamId,
    streamPosition: event.streamPosition,
    type: event.type,
    schemaVersion: event.schemaVersion,
    recordedAt: new Date(event.recordedAt).toISOString(),
    data:
      data !== null && typeof data === 'object' && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : { value: data },
    metadata,
  };
}
