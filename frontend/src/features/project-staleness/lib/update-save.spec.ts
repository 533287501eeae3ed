import type { StepUpdate } from '@bb/backend/contracts';
import { fieldsToChoose, updateSave } from './update-save';

const gen = { source: 'generator' as const, generator: 'offline', version: '1', model: 'offline', seed: 4 };
const updates: StepUpdate[] = [
  {
    step: 'businessDefinition',
    changes: [],
    provenance: gen,
    notes: [],
    fields: [
      {
        field: 'missionStatement',
        label: 'Mission statement',
        current: 'Mine',
        proposed: 'New',
        yours: true,
      },
      {
        field: 'valueProposition',
        label: 'Value proposition',
        current: 'Old',
        proposed: 'Fresh',
        yours: false,
      },
    ],
  },
  { step: 'techDocumentation', changes: [], provenance: gen, notes: [], fields: [] },
];
const stepData = {
  businessDefinition: { missionStatement: 'Mine', valueProposition: 'Old', businessModel: 'Subs' },
};

describe('the save that applies an update', () => {
  it('keeps the user’s field unless accepted, takes the generated ones, and brings every step up to date', () => {
    expect(fieldsToChoose(updates).map((f) => `${f.step}.${f.field}`)).toEqual([
      'businessDefinition.missionStatement',
    ]);
    expect(updateSave(stepData, updates, new Set())).toEqual({
      upToDate: ['businessDefinition', 'techDocumentation'],
      stepData: {
        businessDefinition: { missionStatement: 'Mine', valueProposition: 'Fresh', businessModel: 'Subs' },
      },
      provenance: { businessDefinition: { valueProposition: gen } },
    });
  });

  it('names an accepted field of the user’s in overwriteUserFields', () => {
    const body = updateSave(stepData, updates, new Set(['businessDefinition.missionStatement']));
    expect(body.stepData?.businessDefinition?.missionStatement).toBe('New');
    expect(body.overwriteUserFields).toEqual(['businessDefinition.missionStatement']);
  });
});
