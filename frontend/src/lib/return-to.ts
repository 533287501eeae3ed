/**
 * Where a visitor was going when they were asked to sign in or sign up (`?next=` on /login and
 * /register), so they land there afterwards with what they were doing (an idea to build, a wizard
 * link) instead of on an empty dashboard.
 */
export const RETURN_PARAM = 'next';

const AUTH_PAGES = new Set(['/login', '/register', '/admin-setup']);

/**
 * The in-app path `raw` names, or '/' when it names none: only a path of this site (one leading
 * '/', no scheme, no '//' or '\' that a browser would read as another host), never an auth page.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw || raw.length > 4000 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\'))
    return '/';
  let url: URL;
  try {
    url = new URL(raw, 'https://app.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'https://app.invalid' || AUTH_PAGES.has(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login` or `/register` with where to go afterwards ('/' adds nothing). */
export function authHref(page: '/login' | '/register', next: string | null | undefined): string {
  const target = safeReturnTo(next);
  return target === '/' ? page : `${page}?${RETURN_PARAM}=${encodeURIComponent(target)}`;
}
