import type { StoredEvent } from '../../eventstore/event-store.port';
import { decodeStreamCursor } from '../../contracts/analytics';
import { isPersonalField, toAnalyticsEvent, withoutPersonalData } from './analytics-event';

const sealed = { enc: 'v1', iv: 'i', ct: 'c', tag: 't' };

describe('analytics events: personal data removed', () => {
  it('drops sealed values and personal or secret fields at any depth, and keeps ids and facts', () => {
    expect(
      withoutPersonalData({
        userId: 'u1',
        username: sealed,
        email: 'a@b.co',
        firstName: 'Ada',
        lastName: 'L',
        passwordHash: sealed,
        role: 'user',
        nested: {
          userEmail: 'x',
          apiKey: 'sk',
          tokenHash: 'h',
          keep: 1,
          list: [sealed, 'fact', { ip: '1.2.3.4', step: 2 }],
        },
        changes: { firstName: sealed },
      }),
    ).toEqual({ userId: 'u1', role: 'user', nested: { keep: 1, list: ['fact', { step: 2 }] }, changes: {} });
  });

  it('knows personal field names', () => {
    for (const name of [
      'email',
      'userEmail',
      'e-mail',
      'firstName',
      'first_name',
      'lastName',
      'username',
      'userName',
      'passwordHash',
      'apiKey',
      'tokenHash',
      'token',
      'ip',
      'phoneNumber',
    ])
      expect(isPersonalField(name)).toBe(true);
    for (const name of ['userId', 'projectId', 'keyName', 'tokenId', 'role', 'title', 'provider'])
      expect(isPersonalField(name)).toBe(false);
  });

  it('keeps only who (pseudonymous), when and the correlation in the metadata, and gives the cursor', () => {
    const event: StoredEvent = {
      id: 'e1',
      streamId: 'user-u1',
      streamPosition: 2,
      position: { transactionId: '812', globalPosition: '40' },
      type: 'identity.user-logged-in',
      schemaVersion: 1,
      data: { userId: 'u1' },
      metadata: {
        userId: 'u1',
        correlationId: 'c',
        causationId: null,
        requestId: 'r',
        occurredAt: '2025-01-01T00:00:00.000Z',
        timeZone: 'Europe/Paris',
        ip: '1.2.3.4',
      },
      recordedAt: '2025-01-01T00:00:00.001Z',
    };
    const out = toAnalyticsEvent(event);
    expect(out.metadata).toEqual({
      userId: 'u1',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2025-01-01T00:00:00.000Z',
    });
    expect(decodeStreamCursor(out.position)).toEqual(event.position);
    expect(out).toMatchObject({
      id: 'e1',
      streamId: 'user-u1',
      streamPosition: 2,
      type: 'identity.user-logged-in',
      data: { userId: 'u1' },
    });
  });
});
