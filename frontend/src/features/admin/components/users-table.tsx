import type { AdminUser, Role } from '@bb/backend/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-error-message';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
import { capitalize, formatDate } from '../lib/format';
import { DataTable, TableMessage, Td, Th, Tr } from './data-table';

const TIER_BADGE: Record<string, 'secondary' | 'soft' | 'brand'> = {
  free: 'secondary',
  starter: 'soft',
  pro: 'brand',
  enterprise: 'brand',
};

/** User Management: role dropdown, active switch, tier and join date for every account. */
export function UsersTable({
  users,
  isPending,
  currentUserId,
}: {
  users: readonly AdminUser[] | undefined;
  isPending: boolean;
  currentUserId: string | undefined;
}) {
  const status = useUpdateUserStatus();
  const role = useUpdateUserRole();
  // An admin changing their own role or status can lock themselves out: it asks first.
  const [selfChange, setSelfChange] = useState<
    { kind: 'role'; user: AdminUser; next: Role } | { kind: 'status'; user: AdminUser; next: boolean } | null
  >(null);

  const changeStatus = (user: AdminUser, isActive: boolean) =>
    status.mutate(
      { userId: user.id, isActive },
      {
        onSuccess: () => toast({ title: 'User status updated successfully' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update user status',
            description: serverMessageOf(error),
          }),
      },
    );
  const changeRole = (user: AdminUser, next: Role) =>
    role.mutate(
      { userId: user.id, role: next },
      {
        onSuccess: () => toast({ title: 'User role updated successfully' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update user role',
            description: serverMessageOf(error),
          }),
      },
    );

  return (
    <DataTable label="Users">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Username</Th>
          <Th>Email</Th>
          <Th>Role</Th>
          <Th>Active</Th>
          <Th>Tier</Th>
          <Th>Joined</Th>
          <Th>
            <span className="sr-only">Audited history</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {isPending ? (
          <TableMessage colSpan={8}>Loading users…</TableMessage>
        ) : !users || users.length === 0 ? (
          <TableMessage colSpan={8}>No users yet.</TableMessage>
        ) : (
          users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
            const statusBusy = status.isPending && status.variables?.userId === user.id;
            const roleBusy = role.isPending && role.variables?.userId === user.id;
            return (
              <Tr key={user.id} className={user.isActive ? undefined : 'bg-muted/40'}>
                <Td className="font-medium whitespace-nowrap">
                  {name}
                  {user.id === currentUserId ? (
                    <Badge variant="outline" className="ml-2">
                      You
                    </Badge>
                  ) : null}
                </Td>
                <Td className="text-muted-foreground">@{user.username}</Td>
                <Td className="max-w-56 truncate" title={user.email}>
                  {user.email}
                </Td>
                <Td>
                  <Select
                    value={user.role}
                    onValueChange={(next) =>
                      user.id === currentUserId && next !== 'admin'
                        ? setSelfChange({ kind: 'role', user, next: next as Role })
                        : changeRole(user, next as Role)
                    }
                    disabled={roleBusy}
                  >
                    <SelectTrigger className="h-8 w-28" aria-label={`Role of ${name}`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="user">User</SelectItem>
                      <SelectItem value="admin">Admin</SelectItem>
                    </SelectContent>
                  </Select>
                </Td>
                <Td>
                  <div className="flex items-center gap-2">
                    <Switch
                      checked={user.isActive}
                      onCheckedChange={(checked) =>
                        user.id === currentUserId && !checked
                          ? setSelfChange({ kind: 'status', user, next: checked })
                          : changeStatus(user, checked)
                      }
                      disabled={statusBusy}
                      aria-label={`${name} is active`}
                    />
                    <span className="text-xs text-muted-foreground">
                      {user.isActive ? 'Active' : 'Inactive'}
                    </span>
                  </div>
                </Td>
                <Td>
                  <Badge variant={TIER_BADGE[user.subscriptionTier] ?? 'secondary'}>
                    {capitalize(user.subscriptionTier)}
                  </Badge>
                </Td>
                <Td className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </Td>
                <Td>
                  <Link
                    to={`/admin/history/user/${encodeURIComponent(user.id)}`}
                    className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <History className="size-4" aria-hidden="true" />
                    History<span className="sr-only"> of {name}</span>
                  </Link>
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
      <ConfirmDialog
        open={selfChange !== null}
        title={selfChange?.kind === 'role' ? 'Remove your own admin role?' : 'Deactivate your own account?'}
        description={
          selfChange?.kind === 'role'
            ? 'You will lose access to the admin dashboard at once, and only another admin can give it back.'
            : 'You will be signed out and cannot sign in again until another admin reactivates you.'
        }
        confirmLabel={selfChange?.kind === 'role' ? 'Remove my admin role' : 'Deactivate my account'}
        variant="destructive"
        onCancel={() => setSelfChange(null)}
        onConfirm={() => {
          if (selfChange?.kind === 'role') changeRole(selfChange.user, selfChange.next);
          else if (selfChange?.kind === 'status') changeStatus(selfChange.user, selfChange.next);
          setSelfChange(null);
        }}
      />
    </DataTable>
  );
}
