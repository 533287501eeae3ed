import type { User } from '@bb/backend/contracts';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { UserMenu } from '@/features/auth/components/user-menu';
import { ThemeMenu } from '@/features/theme/components/theme-menu';
import { HelpMenu } from '@/features/tours/components/help-menu';
import { NavLinks } from './nav-links';

/** The navigation bar of signed-in users. Below md the links fold into a menu. */
export function NavBar({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <BrandLogo className="mr-4" />
        <div className="hidden md:block">
          <NavLinks />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <HelpMenu />
          <ThemeMenu />
          <UserMenu user={user} />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </nav>
      {open ? (
        <div id="mobile-nav" className="border-t bg-background px-4 py-3 md:hidden">
          <NavLinks layout="column" onNavigate={() => setOpen(false)} />
        </div>
      ) : null}
    </header>
  );
}
