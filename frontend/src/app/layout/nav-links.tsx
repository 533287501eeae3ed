import { FolderKanban, Lightbulb, Trophy, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/utils';

interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Other paths on which the item shows as current. */
  alsoActiveOn?: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'My Projects', Icon: FolderKanban, alsoActiveOn: ['/home', '/dashboard'] },
  { to: '/idea-of-the-day', label: 'Ideas', Icon: Lightbulb },
  { to: '/progress-tracker', label: 'Progress', Icon: Trophy },
];

/** The navigation bar's links; `layout` stacks them for the mobile menu. */
export function NavLinks({
  layout = 'row',
  onNavigate,
}: {
  layout?: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={cn('flex gap-1', layout === 'column' && 'flex-col')}>
      {NAV_ITEMS.map(({ to, label, Icon, alsoActiveOn }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => {
              const active = isActive || (alsoActiveOn?.includes(pathname) ?? false);
              return cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active
                  ? 'bg-accent text-accent-foreground'
                  : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
              );
            }}
          >
            <Icon className={cn('size-4', label === 'Progress' && 'text-amber-500')} aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
