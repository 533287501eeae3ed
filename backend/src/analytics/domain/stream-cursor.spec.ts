import { decodeStreamCursor, encodeStreamCursor, streamCursorSchema } from '../../contracts/analytics';

describe('stream cursors', () => {
  it('round-trips a position through an opaque, URL-safe string', () => {
    const position = { transactionId: '18446744073709551615', globalPosition: '9223372036854775807' };
    const cursor = encodeStreamCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('18446744073709551615');
    expect(decodeStreamCursor(cursor)).toEqual(position);
    expect(decodeStreamCursor('0')).toEqual({ transactionId: '0', globalPosition: '0' });
  });

  it('refuses what is not one of ours', () => {
    for (const bad of [
      '',
      'abc',
      'not a cursor',
      btoa('v1:1').replace(/=/g, ''),
      btoa('v2:1:2'),
      btoa('v1:-1:2'),
      btoa('v1:1:2:3'),
      'x'.repeat(200),
    ]) {
      expect(decodeStreamCursor(bad)).toBeNull();
      expect(streamCursorSchema.safeParse(bad).success).toBe(false);
    }
  });
});
