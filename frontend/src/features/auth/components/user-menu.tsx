import type { User } from '@bb/backend/contracts';
import { KeyRound, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '../api/logout';
import { getFullName, getInitials } from '../lib/initials';

/** The avatar menu of the navigation bar. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const fullName = getFullName(user) || user.username;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="size-10 rounded-full p-0"
          // The name starts with the initials shown, so voice control ('click AL') finds it.
          aria-label={`${getInitials(user)}: open user menu`}
        >
          <Avatar>
            <AvatarFallback>{getInitials(user)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-semibold">{fullName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/account">
              <Settings aria-hidden="true" />
              Account Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/api-settings">
              <KeyRound aria-hidden="true" />
              API Settings
            </Link>
          </DropdownMenuItem>
          {user.role === 'admin' ? (
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" />
                Admin Panel
              </Link>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
