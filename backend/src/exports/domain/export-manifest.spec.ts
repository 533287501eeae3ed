import {
  canonicalJson,
  generatorsOf,
  manifestText,
  MANIFEST_FORMAT,
  type ManifestHeader,
} from './export-manifest';

const header: ManifestHeader = {
  projectId: 'p1',
  projectVersion: 7,
  versionAt: '2026-11-02T10:00:00.000Z',
  eventsSha256: 'a'.repeat(64),
  exportType: 'complete-package',
  renderer: { name: 'business-builder-exports', version: '1' },
  generators: [],
};

describe('export manifest', () => {
  it('canonical JSON does not depend on the order keys were written in', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: 3 } })).toBe(
      canonicalJson({ a: { c: 3, d: [2, { y: 2, z: 1 }] }, b: 1 }),
    );
  });

  it('groups generated fields by generator run and leaves user-written fields out', () => {
    const run = { source: 'generator' as const, generator: 'offline', version: '3', model: 'm', seed: 42 };
    expect(
      generatorsOf({
        'names.selectedName': { ...run },
        'ideaGeneration.selectedIdea': { ...run, seed: 7 },
        'businessDefinition.missionStatement': { source: 'user' },
        'names.generatedNames': { ...run },
      }),
    ).toEqual([
      { generator: 'offline', version: '3', model: 'm', seed: 7, fields: ['ideaGeneration.selectedIdea'] },
      {
        generator: 'offline',
        version: '3',
        model: 'm',
        seed: 42,
        fields: ['names.generatedNames', 'names.selectedName'],
      },
    ]);
  });

  it('lists the files sorted by path whatever order they were written in', () => {
    const files = [
      { path: 'logos/a.svg', sha256: '1', bytes: 1 },
      { path: 'README.md', sha256: '2', bytes: 2 },
    ];
    const text = manifestText(header, files);
    expect(JSON.parse(text)).toEqual({ format: MANIFEST_FORMAT, ...header, files: [files[1], files[0]] });
    expect(manifestText(header, [...files].reverse())).toBe(text);
  });
});
