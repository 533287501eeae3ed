import { authHref, safeReturnTo } from './return-to';

describe('where sign-in and sign-up return to', () => {
  it('keeps an in-app path with its query (an idea to build travels in it)', () => {
    const wizard = '/wizard?prefill=%7B%22title%22%3A%22Dog%20spa%22%7D';
    expect(safeReturnTo(wizard)).toBe(wizard);
    expect(safeReturnTo('/wizard/abc?step=3')).toBe('/wizard/abc?step=3');
  });

  it('never leaves the site and never loops back to an auth page', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/register?next=/x',
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
  });

  it('builds the auth links, adding nothing for the home page', () => {
    expect(authHref('/login', '/')).toBe('/login');
    expect(authHref('/register', '/wizard/p1?step=2')).toBe('/register?next=%2Fwizard%2Fp1%3Fstep%3D2');
    expect(authHref('/login', '//evil.example')).toBe('/login');
  });
});
