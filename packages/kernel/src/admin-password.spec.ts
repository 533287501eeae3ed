import { ADMIN_PASSWORD_PATTERN, adminPasswordRequirements } from './admin-password';

const meetsAll = (p: string) => adminPasswordRequirements.every((r) => r.test(p));

describe('the admin password rules', () => {
  it('lists length, lowercase, uppercase, a number and a special character', () => {
    expect(adminPasswordRequirements.map((r) => r.label)).toEqual([
      'At least 12 characters',
      'One lowercase letter',
      'One uppercase letter',
      'One number',
      'One special character (@$!%*?&)',
    ]);
  });

  it('is the pattern the schema checked before it was built from the list', () => {
    expect(ADMIN_PASSWORD_PATTERN.source).toBe('^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*?&]).*$');
  });

  it('passes a password with everything and the pattern agrees', () => {
    for (const [password, ok] of [
      ['Str0ng&Longer', true],
      ['Str0ng&', false],
      ['str0ng&longer', false],
      ['STR0NG&LONGER', false],
      ['Strong&Longer', false],
      ['Str0ngLonger1', false],
    ] as const) {
      expect(meetsAll(password)).toBe(ok);
      if (password.length >= 12) expect(ADMIN_PASSWORD_PATTERN.test(password)).toBe(ok);
    }
  });
});
