import { stepKeys, stepTitles } from '@bb/backend/contracts';
import { stepNumberOf, stepTitleOf, wizardStepKeys, wizardStepTitles } from './step-keys';

describe('step keys', () => {
  it('are the contract’s steps and titles, in the same order', () => {
    expect(wizardStepKeys).toEqual(stepKeys);
    expect(wizardStepTitles).toEqual(stepTitles);
  });

  it('number and name every step, the financials at step 8', () => {
    expect(stepKeys.map(stepNumberOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stepTitleOf('logoCreation')).toBe('Logo Creation');
    expect(stepNumberOf('financials')).toBe(8);
    expect(stepTitleOf('financials')).toBe('Financials');
  });
});
