import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithProviders } from '@/test/render';
import NotFoundPage from '@/pages/not-found/not-found-page';
import { routes } from './router';

function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`.replace('//', '/')
        : parent;
    return [...(route.path || route.index ? [own] : []), ...paths(route.children ?? [], own)];
  });
}

describe('routes', () => {
  it('cover every route of the spec', () => {
    const all = paths(routes);
    for (const path of [
      '/',
      '/login',
      '/register',
      '/admin-setup',
      '/pricing',
      '/about',
      '/privacy',
      '/home',
      '/dashboard',
      '/wizard',
      '/wizard/:projectId',
      '/project/:id/edit',
      '/account',
      '/subscribe',
      '/manage-subscription',
      '/feedback',
      '/api-settings',
      '/admin',
      '/idea-of-the-day',
      '/progress-tracker',
      '/*',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('give every lazy page a skeleton and an error boundary', () => {
    const walk = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...walk(r.children ?? [])]);
    const lazyRoutes = walk(routes).filter((route) => route.lazy);
    expect(lazyRoutes.length).toBeGreaterThan(15);
    for (const route of lazyRoutes) {
      expect(route.HydrateFallback).toBeDefined();
      expect(route.ErrorBoundary).toBeDefined();
    }
  });

  it("shows '404 Page Not Found' with a link home for unknown paths", () => {
    renderWithProviders(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});
