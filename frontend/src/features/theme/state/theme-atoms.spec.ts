import { createStore } from 'jotai';
import { applyTheme, resolvedThemeAtom, THEME_STORAGE_KEY, themeAtom } from './theme-atoms';

type Listener = () => void;

/** A controllable prefers-color-scheme media query. */
function mockSystemTheme(initialDark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initialDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      listeners.forEach((l) => l());
    },
  };
}

describe('theme', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.className = '';
  });

  it("uses the key 'business-builder-theme' and defaults to system", () => {
    mockSystemTheme(false);
    const store = createStore();
    store.sub(themeAtom, () => undefined);
    expect(THEME_STORAGE_KEY).toBe('business-builder-theme');
    expect(store.get(themeAtom)).toBe('system');
  });

  it('stores the chosen value as is', () => {
    mockSystemTheme(false);
    const store = createStore();
    store.sub(themeAtom, () => undefined);
    store.set(themeAtom, 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    store.set(themeAtom, 'light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('reads a stored value and ignores a corrupt one', () => {
    mockSystemTheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const store = createStore();
    store.sub(themeAtom, () => undefined);
    expect(store.get(themeAtom)).toBe('dark');

    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    const other = createStore();
    other.sub(themeAtom, () => undefined);
    expect(other.get(themeAtom)).toBe('system');
  });

  it('resolves system from prefers-color-scheme and follows its changes', () => {
    const system = mockSystemTheme(true);
    const store = createStore();
    store.sub(resolvedThemeAtom, () => undefined);
    expect(store.get(resolvedThemeAtom)).toBe('dark');
    system.setDark(false);
    expect(store.get(resolvedThemeAtom)).toBe('light');
    store.set(themeAtom, 'dark');
    expect(store.get(resolvedThemeAtom)).toBe('dark');
  });

  it("puts the 'dark' class on <html> only for dark", () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
