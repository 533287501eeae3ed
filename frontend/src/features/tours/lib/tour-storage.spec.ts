import {
  closeOnboarding,
  COMPLETED_TOURS_KEY,
  isOnboardingClosed,
  markTourCompleted,
  ONBOARDING_CLOSED_KEY,
  readCompletedTours,
  shouldAutoStartOnboarding,
} from './tour-storage';

describe('tour storage', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('keeps the completed tours as a JSON array of tour ids', () => {
    expect(readCompletedTours(localStorage)).toEqual([]);
    markTourCompleted(localStorage, 'onboarding');
    markTourCompleted(localStorage, 'dashboard');
    markTourCompleted(localStorage, 'onboarding');
    expect(localStorage.getItem(COMPLETED_TOURS_KEY)).toBe('["onboarding","dashboard"]');
    expect(readCompletedTours(localStorage)).toEqual(['onboarding', 'dashboard']);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['not json', '{"onboarding":true}', '"onboarding"', '[1,2]', 'null'])(
    'ignores the corrupt value %s with a console warning',
    (raw) => {
      localStorage.setItem(COMPLETED_TOURS_KEY, raw);
      expect(readCompletedTours(localStorage)).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('corrupt completed-tours value');
      expect(shouldAutoStartOnboarding(localStorage)).toBe(true);
      // Completing a tour then writes a clean list.
      markTourCompleted(localStorage, 'wizard');
      expect(localStorage.getItem(COMPLETED_TOURS_KEY)).toBe('["wizard"]');
    },
  );

  it('drops unknown ids without a warning (a tour that no longer exists)', () => {
    localStorage.setItem(COMPLETED_TOURS_KEY, '["onboarding","retired-tour"]');
    expect(readCompletedTours(localStorage)).toEqual(['onboarding']);
    expect(warn).not.toHaveBeenCalled();
  });

  it("stores the closed-onboarding flag as 'true'", () => {
    expect(isOnboardingClosed(localStorage)).toBe(false);
    closeOnboarding(localStorage);
    expect(localStorage.getItem(ONBOARDING_CLOSED_KEY)).toBe('true');
    expect(isOnboardingClosed(localStorage)).toBe(true);
    localStorage.setItem(ONBOARDING_CLOSED_KEY, 'yes');
    expect(isOnboardingClosed(localStorage)).toBe(false);
  });

  it('auto-starts the onboarding only with no completed tours and no closed flag', () => {
    expect(shouldAutoStartOnboarding(localStorage)).toBe(true);
    markTourCompleted(localStorage, 'subscription');
    expect(shouldAutoStartOnboarding(localStorage)).toBe(false);
    localStorage.clear();
    closeOnboarding(localStorage);
    expect(shouldAutoStartOnboarding(localStorage)).toBe(false);
  });

  it('treats storage that throws as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCompletedTours(broken)).toEqual([]);
    expect(() => markTourCompleted(broken, 'wizard')).not.toThrow();
    expect(shouldAutoStartOnboarding(broken)).toBe(true);
  });
});
