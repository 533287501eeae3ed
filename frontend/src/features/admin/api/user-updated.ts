import type { AdminUser } from '@bb/backend/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_STATS_QUERY_KEY } from './get-admin-stats';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users';

/** After a status or role change: the row from the answer, fresh stats, and the session if it was me. */
export function applyUserUpdate(queryClient: QueryClient, updated: AdminUser): Promise<void> {
  queryClient.setQueryData<AdminUser[]>(ADMIN_USERS_QUERY_KEY, (list) =>
    list?.map((user) => (user.id === updated.id ? updated : user)),
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
    // if the admin changed their own account, the session (and the admin guard) must follow
    queryClient.invalidateQueries({ queryKey: ['/api/auth/me'] }),
  ]).then(() => undefined);
}
