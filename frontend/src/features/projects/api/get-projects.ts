import type { ProjectListItem, ProjectSort } from '@bb/backend/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The list's key is its URL; every project query starts with it, so invalidating it refreshes them all. */
export const PROJECTS_QUERY_KEY = ['/api/projects'] as const;

export interface ProjectListParams {
  search?: string;
  sort?: ProjectSort;
}

/** The URL of GET /api/projects with its search and sort (the default list has no query string). */
export function projectsUrl({ search = '', sort = 'updated' }: ProjectListParams = {}): string {
  const params = new URLSearchParams();
  const term = search.trim();
  if (term) params.set('search', term);
  if (sort !== 'updated') params.set('sort', sort);
  const query = params.toString();
  return query ? `/api/projects?${query}` : '/api/projects';
}

/**
 * The signed-in user's projects. The default list (last updated first, no search) uses the bare
 * key, the one sign-in prefetches; a search or another order gets its own entry under it.
 */
export const projectsQueryOptions = (params: ProjectListParams = {}) => {
  const url = projectsUrl(params);
  return queryOptions({
    queryKey: url === '/api/projects' ? PROJECTS_QUERY_KEY : [...PROJECTS_QUERY_KEY, { url }],
    queryFn: () => api.get<ProjectListItem[]>(url),
    // While a new search or order loads, the cards of the previous one stay on screen.
    placeholderData: keepPreviousData,
  });
};

export function useProjects(params: ProjectListParams = {}) {
  return useQuery(projectsQueryOptions(params));
}

/**
 * For invalidations after a write: every project query except a project's history, which the
 * wizard reads once (it then follows the sources itself) and which grows with every save.
 */
export const notHistory = (query: { queryKey: readonly unknown[] }) => query.queryKey[2] !== 'history';
