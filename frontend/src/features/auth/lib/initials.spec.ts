import { getFullName, getInitials } from './initials';

describe('avatar initials', () => {
  it('are the first letters of first and last name', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'Lovelace' })).toBe('AL');
  });

  it("fall back to 'U'", () => {
    expect(getInitials(null)).toBe('U');
    expect(getInitials(undefined)).toBe('U');
    expect(getInitials({ firstName: '', lastName: '  ' })).toBe('U');
  });

  it('use what is there when one name is missing', () => {
    expect(getInitials({ firstName: 'Grace' })).toBe('G');
    expect(getInitials({ lastName: 'Hopper' })).toBe('H');
  });

  it('join the full name', () => {
    expect(getFullName({ firstName: 'Grace', lastName: 'Hopper' })).toBe('Grace Hopper');
    expect(getFullName({ firstName: 'Grace' })).toBe('Grace');
  });
});
