import './jsdom-polyfills';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

// The component tests run beside the integration and browser tests on a 2-core machine: a render
// that takes 1 s there (Testing Library's default wait) is slow, not wrong. A wait still fails
// when what it waits for never appears.
configure({ asyncUtilTimeout: 5_000 });

export interface RenderOptions {
  /** The path `ui` is rendered at. */
  path?: string;
  /** Other paths and what they show, so a test can observe navigation. */
  otherRoutes?: Record<string, ReactElement>;
  queryClient?: QueryClient;
}

/**
 * Renders `ui` inside the app's providers: a fresh query client and jotai store, a memory
 * router (the declarative one: jsdom has no fetch Request, which data routers need) and the toaster.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', otherRoutes = {}, queryClient = createQueryClient() }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={createStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(otherRoutes).map(([otherPath, element]) => (
              <Route key={otherPath} path={otherPath} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
        <Toaster />
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
