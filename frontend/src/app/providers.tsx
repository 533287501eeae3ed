import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { ThemeSync } from '@/features/theme/components/theme-sync';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

/** App-wide providers: server state (react-query), UI state (jotai), theme, toasts (loaded with the first toast). */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <ThemeSync />
        {children}
        <LazyToaster />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
