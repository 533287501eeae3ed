import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { applyTheme, resolvedThemeAtom } from '../state/theme-atoms';

/** Applies the theme to <html> whenever the choice or the OS preference changes. Renders nothing. */
export function ThemeSync() {
  const resolved = useAtomValue(resolvedThemeAtom);
  useEffect(() => {
    applyTheme(resolved);
  }, [resolved]);
  return null;
}
