import { useAtomValue } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { resolvedThemeAtom } from '../state/theme-atoms';

const ThemeMenu = lazy(() => import('./theme-menu').then((module) => ({ default: module.ThemeMenu })));

/**
 * The visitors' theme menu, loaded when it is about to be used (pointer over it, focus, click):
 * the dropdown's code is not part of the landing page's first load. The stand-in button looks
 * and is named like the menu's own trigger; a click on it opens the menu once it has loaded.
 */
export function ThemeMenuLazy() {
  const resolved = useAtomValue(resolvedThemeAtom);
  const [wanted, setWanted] = useState<null | { open: boolean; focus: boolean }>(null);
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Change theme"
      title="Change theme"
      onPointerEnter={() => setWanted((w) => w ?? { open: false, focus: false })}
      onFocus={() => setWanted((w) => w ?? { open: false, focus: true })}
      onClick={() => setWanted({ open: true, focus: true })}
    >
      {resolved === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </Button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ThemeMenu defaultOpen={wanted.open} autoFocus={wanted.focus} />
    </Suspense>
  );
}
