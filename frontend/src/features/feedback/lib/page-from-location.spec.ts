import { pageFromLocation } from './page-from-location';

describe('pageFromLocation', () => {
  it('reads ?page= first, then the router state, else nothing', () => {
    expect(pageFromLocation({ search: '?page=%2Fwizard%2F42', state: { page: '/dashboard' } })).toBe(
      '/wizard/42',
    );
    expect(pageFromLocation({ search: '', state: { page: '/dashboard' } })).toBe('/dashboard');
    expect(pageFromLocation({ search: '', state: null })).toBe('');
    expect(pageFromLocation({ search: '?page=', state: { page: 42 } })).toBe('');
  });
});
