import type { Page } from 'playwright-core';

/**
 * The first admin of the shared browser-test server (the same account e2e/admin.spec.ts uses):
 * created through POST /api/auth/setup-admin by whichever test file comes first, signed in by the
 * others. Safe when files run in parallel: a setup that lost the race signs in instead.
 */
export const FIRST_ADMIN = {
  firstName: 'Ada',
  lastName: 'Admin',
  username: 'e2e_first_admin',
  email: 'e2e.first.admin@example.com',
  password: 'Adm1n!Passw0rd#',
};

export async function signInAsFirstAdmin(page: Page): Promise<void> {
  const setup = await page.request.post('/api/auth/setup-admin', {
    data: { ...FIRST_ADMIN, confirmPassword: FIRST_ADMIN.password },
  });
  if (setup.ok()) return;
  const login = await page.request.post('/api/auth/login', {
    data: { email: FIRST_ADMIN.email, password: FIRST_ADMIN.password },
  });
  if (!login.ok())
    throw new Error(`the first admin could not sign in: ${login.status()} ${await login.text()}`);
}
