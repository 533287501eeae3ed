import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { ThemeMenuLazy } from '@/features/theme/components/theme-menu-lazy';
import { usePageAuthActionsShown } from '@/lib/page-auth-actions';
import { cn } from '@/lib/utils';

const links = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
] as const;

/**
 * The header of visitors: logo, a few public links, the theme menu and the sign-in actions. The
 * actions are left out while the page shows its own (usePageHasAuthActions).
 */
export function PublicHeader({ showActions = true }: { showActions?: boolean }) {
  const pageHasActions = usePageAuthActionsShown();
  // A page registers its own actions as it mounts, which this header hears of only after its first
  // paint: until then it leaves its copies out, or the landing page would paint them and take them
  // away again (a layout shift).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <BrandLogo className="mr-4" />
        <ul className="hidden items-center gap-1 md:flex">
          {links.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeMenuLazy />
          {showActions && mounted && !pageHasActions ? (
            <>
              <Button asChild variant="ghost" size="sm" className="h-9">
                <Link to="/login">Sign In</Link>
              </Button>
              <Button asChild variant="brand" size="sm" className="hidden h-9 min-[400px]:inline-flex">
                <Link to="/register">Get Started</Link>
              </Button>
            </>
          ) : null}
        </div>
      </nav>
      {/* Small screens: the public links on a row of their own (the bar has no room for them). */}
      <nav aria-label="Site" className="border-t md:hidden">
        <ul className="mx-auto flex h-10 max-w-7xl items-center gap-1 px-2">
          {links.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-2 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
