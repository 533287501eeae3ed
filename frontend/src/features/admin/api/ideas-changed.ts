import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_IDEAS_QUERY_KEY } from './get-admin-ideas';

/** An idea changed: the admin list, today's idea and the weekly calendar may all show it. */
export function invalidateIdeas(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_IDEAS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/idea-of-the-day'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/idea-of-the-day/weekly'] }),
  ]).then(() => undefined);
}
