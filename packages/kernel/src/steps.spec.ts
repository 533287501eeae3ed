import {
  stepDataKeys,
  stepKeys,
  stepLabel,
  stepNumberOf,
  stepTitle,
  stepTitleOf,
  TOTAL_STEPS,
} from './steps';

describe('the wizard steps', () => {
  it('has eight steps, each with a key and a title', () => {
    expect(TOTAL_STEPS).toBe(8);
    expect(stepKeys).toHaveLength(TOTAL_STEPS);
    expect(stepDataKeys).toEqual([...stepKeys, 'financials']);
  });

  it('names a step by its number', () => {
    expect(stepTitle(1)).toBe('Idea Generation');
    expect(stepTitle(8)).toBe('Export & Save');
    expect(stepTitle(9)).toBe('Step 9');
    expect(stepLabel(3)).toBe('Step 3 of 8');
  });

  it('finds the step of a stepData key; the financials belong to step 8', () => {
    expect(stepNumberOf('ideaGeneration')).toBe(1);
    expect(stepNumberOf('logoCreation')).toBe(5);
    expect(stepNumberOf('financials')).toBe(8);
    expect(stepTitleOf('logoCreation')).toBe('Logo Creation');
    expect(stepTitleOf('financials')).toBe('Financials');
  });
});
