import type { ProjectHistoryEntry } from '@bb/backend/contracts';
import {
  currentVersionByStep,
  groupChanges,
  newestFirst,
  previewValue,
  stepTitleOf,
} from './history-entries';

const gen = { source: 'generator' as const, generator: 'names', version: '1', model: 'offline', seed: 1 };
const entry = (version: number, changes: ProjectHistoryEntry['changes']): ProjectHistoryEntry => ({
  version,
  type: 'projects.wizard-step-saved',
  label: 'Step saved',
  at: '2026-03-01T10:00:00.000Z',
  currentStep: 2,
  title: null,
  changes,
  period: null,
});

describe('project history entries', () => {
  it('group a save by step in step order, with who wrote it', () => {
    const save = entry(3, [
      { step: 'nameGeneration', field: 'generatedNames', cleared: false, source: gen },
      { step: 'businessDefinition', field: 'missionStatement', cleared: false, source: { source: 'user' } },
      { step: 'nameGeneration', field: 'selectedName', cleared: false, source: { source: 'user' } },
    ]);
    expect(groupChanges(save)).toEqual([
      {
        step: 'businessDefinition',
        source: 'user',
        fields: [{ field: 'missionStatement', cleared: false, source: { source: 'user' } }],
      },
      {
        step: 'nameGeneration',
        source: 'mixed',
        fields: [
          { field: 'generatedNames', cleared: false, source: gen },
          { field: 'selectedName', cleared: false, source: { source: 'user' } },
        ],
      },
    ]);
    expect(stepTitleOf('nameGeneration')).toBe('Name Generation');
  });

  it('know the version each step last changed in, and list newest first', () => {
    const entries = [
      entry(2, [{ step: 'businessDefinition', field: 'a', cleared: false, source: { source: 'user' } }]),
      entry(4, [{ step: 'businessDefinition', field: 'a', cleared: false, source: { source: 'user' } }]),
      entry(3, [{ step: 'ideaGeneration', field: 'b', cleared: true, source: { source: 'user' } }]),
    ];
    expect(currentVersionByStep(entries)).toEqual({ businessDefinition: 4, ideaGeneration: 3 });
    expect(newestFirst(entries).map((e) => e.version)).toEqual([4, 3, 2]);
  });

  it('make values readable', () => {
    expect(previewValue('We help')).toEqual({ kind: 'text', text: 'We help' });
    expect(previewValue('#6366F1')).toEqual({ kind: 'color', color: '#6366F1' });
    expect(previewValue('')).toEqual({ kind: 'empty' });
    expect(previewValue([])).toEqual({ kind: 'empty' });
    expect(previewValue(['bold', 'calm'])).toEqual({ kind: 'list', items: ['bold', 'calm'], more: 0 });
    expect(previewValue({ name: 'ToolNest', domain: 'toolnest.com' })).toEqual({
      kind: 'text',
      text: 'ToolNest',
    });
    expect(previewValue([{ businessIdea: 'A' }, { businessIdea: 'B' }])).toEqual({
      kind: 'list',
      items: ['A', 'B'],
      more: 0,
    });
    expect(previewValue([{ id: 'logo_1', imageUrl: 'data:image/svg+xml;base64,x', selected: true }])).toEqual(
      {
        kind: 'images',
        images: [{ src: 'data:image/svg+xml;base64,x', label: 'logo_1', selected: true }],
        more: 0,
      },
    );
    const long = previewValue('x'.repeat(1000));
    expect(long.kind === 'text' && long.text.length).toBe(600);
  });
});
