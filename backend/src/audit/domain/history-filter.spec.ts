import { DomainError } from '../../shared/domain-error';
import { fromBound, historyFilter, parseTypes, toBoundExclusive, typeMatches } from './history-filter';

describe('history filters', () => {
  it('reads exact types and context prefixes', () => {
    expect(parseTypes('identity.*, projects.project-created,,')).toEqual({
      exact: ['projects.project-created'],
      prefixes: ['identity.'],
    });
    expect(parseTypes(undefined)).toEqual({ exact: [], prefixes: [] });
    const types = parseTypes('identity.*,ideas.idea-viewed');
    expect(typeMatches('identity.user-logged-in', types)).toBe(true);
    expect(typeMatches('ideas.idea-viewed', types)).toBe(true);
    expect(typeMatches('ideas.idea-created', types)).toBe(false);
    expect(typeMatches('anything', parseTypes(''))).toBe(true);
  });

  it('makes a date cover its whole day and an instant itself', () => {
    expect(fromBound('2025-03-01')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(toBoundExclusive('2025-03-01')?.toISOString()).toBe('2025-03-02T00:00:00.000Z');
    expect(fromBound('2025-03-01T10:00:00+02:00')?.toISOString()).toBe('2025-03-01T08:00:00.000Z');
    expect(toBoundExclusive('2025-03-01T10:00:00.000Z')?.toISOString()).toBe('2025-03-01T10:00:00.001Z');
    expect(fromBound(undefined)).toBeNull();
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => historyFilter({ from: '2025-03-02', to: '2025-03-01' })).toThrow(DomainError);
    expect(historyFilter({ from: '2025-03-01', to: '2025-03-01' }).toExclusive?.toISOString()).toBe(
      '2025-03-02T00:00:00.000Z',
    );
  });
});
