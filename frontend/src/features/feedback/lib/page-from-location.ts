/**
 * The page the feedback is about, from the location: '?page=' first, then the router state
 * `{ page }` (a link elsewhere in the app passes the page it was on).
 */
export function pageFromLocation(location: { search: string; state: unknown }): string {
  const fromQuery = new URLSearchParams(location.search).get('page');
  if (fromQuery?.trim()) return fromQuery.trim();
  const state = location.state;
  if (state && typeof state === 'object' && 'page' in state) {
    const page = state.page;
    if (typeof page === 'string' && page.trim()) return page.trim();
  }
  return '';
}
