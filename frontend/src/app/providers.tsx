import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ThemeSync } from '@/features/theme/components/theme-sync';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

/** App-wide providers: server state (react-query), UI state (jotai), theme, tooltips, toasts. */
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
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
