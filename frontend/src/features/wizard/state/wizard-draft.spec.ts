import { WizardDraftStore } from './wizard-draft';

const generator = {
  source: 'generator',
  generator: 'offline',
  version: '1.0.0',
  model: 'offline-templates',
  seed: 7,
} as const;

describe('the wizard working copy', () => {
  it('knows which steps changed and who wrote each field', () => {
    const store = new WizardDraftStore({ businessDefinition: { missionStatement: 'Saved' } });
    expect(store.pendingSave()).toBeNull();

    store.change(
      'businessDefinition',
      { missionStatement: 'Saved', valueProposition: 'G', businessModel: 'G' },
      generator,
    );
    store.change('businessDefinition', {
      missionStatement: 'Saved',
      valueProposition: 'G',
      businessModel: 'Mine',
    });

    const pending = store.pendingSave();
    expect(pending?.stepData).toEqual({
      businessDefinition: { missionStatement: 'Saved', valueProposition: 'G', businessModel: 'Mine' },
    });
    expect(pending?.provenance).toEqual({
      businessDefinition: { valueProposition: generator, businessModel: { source: 'user' } },
    });
    expect(store.getSnapshot().dirty).toEqual(['businessDefinition']);
  });

  it('stays unsaved when the step changed while its save was on the way', () => {
    const store = new WizardDraftStore({});
    store.change('styleGuide', { primaryColor: '#111111' });
    const first = store.pendingSave()!;
    store.change('styleGuide', { primaryColor: '#222222' });
    store.markSaved(first.revisions);
    expect(store.isDirty).toBe(true);
    store.markSaved(store.pendingSave()!.revisions);
    expect(store.isDirty).toBe(false);
  });

  it('ignores a change that changes nothing, and takes per-field sources', () => {
    const store = new WizardDraftStore({ nameGeneration: { keywords: 'a' } });
    store.change('nameGeneration', { keywords: 'a' });
    expect(store.isDirty).toBe(false);
    store.change(
      'nameGeneration',
      { keywords: 'a', generatedNames: [], style: 'Modern & Tech' },
      { generatedNames: generator },
    );
    expect(store.getSnapshot().sources).toEqual({
      'nameGeneration.generatedNames': generator,
      'nameGeneration.style': { source: 'user' },
    });
  });

  it('a save sends only the fields changed since the last save, and the removed ones', () => {
    const store = new WizardDraftStore({
      businessDefinition: {
        missionStatement: 'Saved',
        businessModel: 'Subscription',
        valueProposition: 'Old',
      },
    });
    store.change('businessDefinition', { missionStatement: 'Saved', valueProposition: 'New' });
    const pending = store.pendingSave()!;
    expect(pending.fields).toEqual({ businessDefinition: { valueProposition: 'New' } });
    expect(pending.cleared).toEqual(['businessDefinition.businessModel']);
    store.markSaved(pending.revisions, pending.stepData);
    store.change('businessDefinition', { missionStatement: 'Saved', valueProposition: 'Newer' });
    expect(store.pendingSave()!.fields).toEqual({ businessDefinition: { valueProposition: 'Newer' } });
    expect(store.pendingSave()!.cleared).toEqual([]);
  });

  it('moves onto the server’s newer data after a conflict, keeping the user’s unsaved fields', () => {
    const store = new WizardDraftStore(
      { businessDefinition: { missionStatement: 'Saved', businessModel: 'Subscription' } },
      { 'businessDefinition.missionStatement': generator },
    );
    store.change('businessDefinition', { missionStatement: 'Typed here', businessModel: 'Subscription' });
    // Another tab saved a new business model and a new mission statement meanwhile.
    store.rebase(
      {
        businessDefinition: { missionStatement: 'From the other tab', businessModel: 'Pay per use' },
        nameGeneration: { keywords: 'tools' },
      },
      { 'businessDefinition.missionStatement': { source: 'user' } },
    );
    const snapshot = store.getSnapshot();
    expect(snapshot.data).toEqual({
      businessDefinition: { missionStatement: 'Typed here', businessModel: 'Pay per use' },
      nameGeneration: { keywords: 'tools' },
    });
    expect(snapshot.dirty).toEqual(['businessDefinition']);
    expect(store.pendingSave()!.fields).toEqual({ businessDefinition: { missionStatement: 'Typed here' } });
  });

  it('starts over from the server and remounts the steps', () => {
    const store = new WizardDraftStore({});
    store.change('ideaGeneration', { interests: 'x' });
    store.reset({ ideaGeneration: { interests: 'y' } }, {});
    expect(store.isDirty).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ data: { ideaGeneration: { interests: 'y' } }, epoch: 1 });
  });
});

describe('the user’s choice to replace their own text', () => {
  const gen = { source: 'generator' as const, generator: 'offline', version: '1', model: 'offline', seed: 1 };

  it('is sent with the save of that step, and forgotten once the step is saved', () => {
    const store = new WizardDraftStore({ businessDefinition: { missionStatement: 'Mine' } });
    store.change(
      'businessDefinition',
      { missionStatement: 'Generated', valueProposition: 'Generated too' },
      { missionStatement: gen, valueProposition: gen },
      ['missionStatement'],
    );
    const pending = store.pendingSave()!;
    expect(pending.overwriteUserFields).toEqual(['businessDefinition.missionStatement']);
    store.markSaved(pending.revisions);
    store.change('businessDefinition', { missionStatement: 'Mine again', valueProposition: 'Generated too' });
    expect(store.pendingSave()!.overwriteUserFields).toEqual([]);
  });
});
