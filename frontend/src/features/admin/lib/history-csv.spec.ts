import type { HistoryEntry } from '@bb/backend/contracts';
import { csvCell, historyCsv } from './history-csv';

const entry: HistoryEntry = {
  id: 'e1',
  position: '1',
  streamId: 'user-u1',
  streamPosition: 1,
  type: 'identity.profile-updated',
  schemaVersion: 1,
  at: '2026-03-01T10:00:00.000Z',
  occurredAt: null,
  actor: { id: 'u1', username: 'ada' },
  requestId: 'req-1',
  summary: 'Changed first name to "Augusta"',
  data: { userId: 'u1', firstName: 'Augusta' },
};

describe('the audited history as CSV', () => {
  it('has a header and one row per event with its changes and request', () => {
    const lines = historyCsv([entry]).split('\r\n');
    expect(lines[0]).toBe('Recorded at,Actor,Actor id,Event type,Summary,Changes,Request id,Event id');
    expect(lines[1]).toBe(
      '2026-03-01T10:00:00.000Z,ada,u1,identity.profile-updated,"Changed first name to ""Augusta""",First name: Augusta,req-1,e1',
    );
    expect(lines[2]).toBe('');
  });

  it('quotes commas and line breaks and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('plain')).toBe('plain');
  });
});
