import { clearLocalDraft, localDraftKey, takeLocalDraft, writeLocalDraft } from './local-draft';

const draft = {
  stepData: { businessDefinition: { missionStatement: 'Fresh bread before seven' } },
  provenance: {},
  baseUpdatedAt: '2026-03-01T10:00:00.000Z',
  writtenAt: '2026-03-01T10:05:00.000Z',
};

describe('the local draft of unsaved wizard edits', () => {
  beforeEach(() => localStorage.clear());

  it('is given back while the saved project is the version it was based on', () => {
    writeLocalDraft('p1', draft);
    expect(takeLocalDraft('p1', draft.baseUpdatedAt)).toEqual(draft);
  });

  it('is dropped once the project was saved since (never overwrites newer work)', () => {
    writeLocalDraft('p1', draft);
    expect(takeLocalDraft('p1', '2026-03-01T10:06:00.000Z')).toBeNull();
    expect(localStorage.getItem(localDraftKey('p1'))).toBeNull();
  });

  it('is per project, cleared after a save, and an unreadable one is dropped', () => {
    writeLocalDraft('p1', draft);
    expect(takeLocalDraft('p2', draft.baseUpdatedAt)).toBeNull();
    clearLocalDraft('p1');
    expect(takeLocalDraft('p1', draft.baseUpdatedAt)).toBeNull();
    localStorage.setItem(localDraftKey('p3'), '{not json');
    expect(takeLocalDraft('p3', draft.baseUpdatedAt)).toBeNull();
    expect(localStorage.getItem(localDraftKey('p3'))).toBeNull();
  });
});
