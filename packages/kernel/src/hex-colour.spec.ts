import { HEX_COLOUR_MESSAGE, isHexColour } from './hex-colour';

describe('the stored colour form', () => {
  it('takes #RRGGBB in either case', () => {
    expect(isHexColour('#6366F1')).toBe(true);
    expect(isHexColour('#6366f1')).toBe(true);
  });

  it('refuses the short form, a missing #, names and anything not text', () => {
    for (const value of ['#abc', '6366F1', 'red', '#6366F', '#6366F1 ', '', null, undefined, 0x6366f1]) {
      expect(isHexColour(value)).toBe(false);
    }
    expect(HEX_COLOUR_MESSAGE).toBe('Must be a colour like #6366F1');
  });
});
