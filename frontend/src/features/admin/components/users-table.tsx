import type { AdminUser, Role } from '@bb/backend/contracts';
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
        </tr>
      </thead>
      <tbody>
        {isPending ? (
          <TableMessage colSpan={7}>Loading users…</TableMessage>
        ) : !users || users.length === 0 ? (
          <TableMessage colSpan={7}>No users yet.</TableMessage>
        ) : (
          users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
            const statusBusy = status.isPending && status.variables?.userId === user.id;
            const roleBusy = role.isPending && role.variables?.userId === user.id;
            return (
              <Tr key={user.id} className={user.isActive ? undefined : 'opacity-70'}>
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
                    onValueChange={(next) => changeRole(user, next as Role)}
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
                      onCheckedChange={(checked) => changeStatus(user, checked)}
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
              </Tr>
            );
          })
        )}
      </tbody>
    </DataTable>
  );
}
