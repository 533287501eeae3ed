import type { HistoryEntry } from '@bb/backend/contracts';
import { fieldWords, historyDiffs, showValue } from './history-diff';

let n = 0;
function entry(type: string, data: Record<string, unknown>, streamId = 'project-p1'): HistoryEntry {
  n += 1;
  return {
    id: `e${n}`,
    position: String(n),
    streamId,
    streamPosition: n,
    type,
    schemaVersion: 1,
    at: new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString(),
    occurredAt: null,
    actor: { id: 'u1', username: 'ada' },
    requestId: `req-${n}`,
    summary: type,
    data,
  };
}
const user = { source: 'user' };

describe('the field diffs of the audited history', () => {
  it('shows a project field before and after, from the earlier save in the list', () => {
    const first = entry('projects.wizard-step-saved', {
      projectId: 'p1',
      changes: [
        { step: 'businessDefinition', field: 'missionStatement', value: 'Bread for all', source: user },
      ],
    });
    const second = entry('projects.wizard-step-saved', {
      projectId: 'p1',
      changes: [
        {
          step: 'businessDefinition',
          field: 'missionStatement',
          value: 'Fresh bread before seven',
          source: user,
        },
        { step: 'businessDefinition', field: 'businessModel', cleared: true, source: user },
      ],
    });
    const diffs = historyDiffs([second, first]);
    expect(diffs.get(first.id)).toEqual([
      { field: 'Business definition · Mission statement', before: undefined, after: 'Bread for all' },
    ]);
    expect(diffs.get(second.id)).toEqual([
      {
        field: 'Business definition · Mission statement',
        before: 'Bread for all',
        after: 'Fresh bread before seven',
      },
      { field: 'Business definition · Business model', before: undefined, after: null },
    ]);
  });

  it('compares other events with the previous event of the same stream, leaving ids and unchanged fields out', () => {
    const registered = entry(
      'identity.user-registered',
      { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace' },
      'user-u1',
    );
    const updated = entry(
      'identity.profile-updated',
      { userId: 'u1', firstName: 'Augusta', lastName: 'Lovelace' },
      'user-u1',
    );
    const diffs = historyDiffs([updated, registered]);
    expect(diffs.get(updated.id)).toEqual([{ field: 'First name', before: 'Ada', after: 'Augusta' }]);
    expect(diffs.get(registered.id)?.map((d) => d.field)).toEqual(['First name', 'Last name']);
  });

  it('does not compare history views (reads of different subjects) with each other', () => {
    const first = entry('audit.history-viewed', { subjectKind: 'user', entries: 3 }, 'audit-a1');
    const second = entry('audit.history-viewed', { subjectKind: 'project', entries: 5 }, 'audit-a1');
    expect(historyDiffs([second, first]).get(second.id)).toEqual([
      { field: 'Subject kind', before: undefined, after: 'project' },
      { field: 'Entries', before: undefined, after: '5' },
    ]);
  });

  it('words field names and shortens long values', () => {
    expect(fieldWords('apiSpecification')).toBe('API specification');
    expect(fieldWords('primary_color')).toBe('Primary color');
    expect(showValue('x'.repeat(500))).toHaveLength(240);
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(null)).toBe('—');
  });
});
