import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Spec: the theme value lives under this key; default 'system'. public/boot.js reads it too. */
export const THEME_STORAGE_KEY = 'business-builder-theme';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

function readStoredTheme(): Theme {
  try {
    const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (isTheme(raw)) return raw;
    // Tolerate a JSON-quoted value written by an older client.
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isTheme(parsed) ? parsed : 'system';
  } catch {
    return 'system';
  }
}

/** Stores the bare value ('dark', not '"dark"') so public/boot.js can read it before first paint. */
const themeStorage = {
  getItem: (_key: string, initialValue: Theme): Theme =>
    typeof window === 'undefined' ? initialValue : readStoredTheme(),
  setItem: (key: string, value: Theme): void => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage full or blocked: the theme still applies for this visit */
    }
  },
  removeItem: (key: string): void => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
  subscribe: (key: string, callback: (value: Theme) => void, initialValue: Theme) => {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(isTheme(event.newValue) ? event.newValue : initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The user's choice. Persisted; other tabs follow through the storage event. */
export const themeAtom = atomWithStorage<Theme>(THEME_STORAGE_KEY, 'system', themeStorage, {
  getOnInit: true,
});

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

const systemPrefersDarkBaseAtom = atom(systemPrefersDark());

/** The OS preference, kept current while anything reads it. */
export const systemPrefersDarkAtom = atom((get) => get(systemPrefersDarkBaseAtom));
systemPrefersDarkBaseAtom.onMount = (set) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  const query = window.matchMedia(DARK_QUERY);
  const update = () => set(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
};

/** 'system' resolved against the OS preference. */
export const resolvedThemeAtom = atom<ResolvedTheme>((get) => {
  const theme = get(themeAtom);
  if (theme !== 'system') return theme;
  return get(systemPrefersDarkAtom) ? 'dark' : 'light';
});

/** Puts the resolved theme on <html>: the `dark` class and the matching color-scheme. */
export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}
