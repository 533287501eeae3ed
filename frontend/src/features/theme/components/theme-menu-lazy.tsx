import { useAtomValue } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { resolvedThemeAtom } from '../state/theme-atoms';
import type { ThemeMenu as LoadedMenu } from './theme-menu';

/**
 * The visitors' theme menu, loaded when it is about to be used (pointer over it, focus, press):
 * the dropdown's code is not part of the landing page's first load. The stand-in button looks and
 * is named like the menu's own trigger, and stays in place while it is pressed: the menu takes
 * over only between gestures, so a click that started while the code was loading ends on the
 * button it started on and opens the menu, instead of being lost in the swap.
 */
export function ThemeMenuLazy() {
  const resolved = useAtomValue(resolvedThemeAtom);
  const [Menu, setMenu] = useState<typeof LoadedMenu | null>(null);
  const [wanted, setWanted] = useState<null | { open: boolean; focus: boolean }>(null);
  const [pressed, setPressed] = useState(false);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./theme-menu').then(
      (module) => setMenu(() => module.ThemeMenu),
      () => {
        loading.current = false; // offline for a moment: the next hover tries again
      },
    );
  };
  if (Menu && wanted && !pressed) return <Menu defaultOpen={wanted.open} autoFocus={wanted.focus} />;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Change theme"
      title="Change theme"
      onPointerEnter={() => {
        load();
        setWanted((w) => w ?? { open: false, focus: false });
      }}
      onFocus={() => {
        load();
        setWanted((w) => w ?? { open: false, focus: true });
      }}
      onPointerDown={() => {
        load();
        setPressed(true);
      }}
      // A press that ends elsewhere clicks nothing: let the menu take over.
      onPointerLeave={() => setPressed(false)}
      onPointerCancel={() => setPressed(false)}
      onClick={() => {
        load();
        setPressed(false);
        setWanted({ open: true, focus: true });
      }}
    >
      {resolved === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </Button>
  );
}
