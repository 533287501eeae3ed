import { describeChange, staleCountLabel, staleStepOf, stepNumberOf } from './stale-steps';

const rename = {
  step: 'nameGeneration' as const,
  field: 'selectedName',
  label: 'Business name',
  from: 'Lucky Loop',
  to: 'Wren Wear',
};

describe('stale steps', () => {
  it('names a short change with both values, a long one by its label, a cleared one as cleared', () => {
    expect(describeChange(rename)).toBe('Business name: Lucky Loop → Wren Wear');
    expect(describeChange({ ...rename, label: 'Mission statement', from: 'a'.repeat(70), to: 'b' })).toBe(
      'Mission statement changed',
    );
    expect(describeChange({ ...rename, to: '' })).toBe('Business name: cleared');
  });

  it('finds a step and counts with the right plural', () => {
    expect(staleStepOf([{ step: 'logoCreation', changes: [rename] }], 'logoCreation')?.changes).toHaveLength(
      1,
    );
    expect(staleStepOf([], 'logoCreation')).toBeUndefined();
    expect(stepNumberOf('logoCreation')).toBe(5);
    expect(staleCountLabel(1)).toBe('1 step may be out of date');
    expect(staleCountLabel(3)).toBe('3 steps may be out of date');
  });
});
