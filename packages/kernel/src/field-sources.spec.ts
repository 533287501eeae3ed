import { fieldKey, isEmpty, isFieldSource, sourceOfField, USER_SOURCE } from './field-sources';

const names = {
  source: 'generator',
  generator: 'names',
  version: '1.0.0',
  model: 'offline',
  seed: 42,
} as const;

describe('field sources', () => {
  it("names a field 'step.field'", () => {
    expect(fieldKey('businessDefinition', 'missionStatement')).toBe('businessDefinition.missionStatement');
  });

  it('tells a whole source from a per-field record and from anything else', () => {
    expect(isFieldSource({ source: 'user' })).toBe(true);
    expect(isFieldSource(names)).toBe(true);
    expect(isFieldSource({ source: 'generator', generator: 'names' })).toBe(false);
    expect(isFieldSource({ generatedNames: names })).toBe(false);
    expect(isFieldSource(null)).toBe(false);
    expect(isFieldSource('user')).toBe(false);
  });

  it("takes a field's source from the step's provenance: one for all, one per field, else the user", () => {
    expect(sourceOfField(undefined, 'generatedNames')).toEqual(USER_SOURCE);
    expect(sourceOfField(names, 'generatedNames')).toEqual(names);
    expect(sourceOfField({ generatedNames: names }, 'generatedNames')).toEqual(names);
    expect(sourceOfField({ generatedNames: names }, 'keywords')).toEqual({ source: 'user' });
    expect(sourceOfField({ generatedNames: { source: 'robot' } }, 'generatedNames')).toEqual({
      source: 'user',
    });
  });

  it('counts absent, null, blank text and empty lists as empty, and nothing else', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(isEmpty(value)).toBe(true);
    for (const value of ['a', 0, false, [''], {}]) expect(isEmpty(value)).toBe(false);
  });
});
