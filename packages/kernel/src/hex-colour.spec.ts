import { expandHexColour, HEX_COLOUR_MESSAGE, isHexColour } from './hex-colour';

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

  it('reads colour text into the stored form: short forms expanded, the # added, blanks ignored', () => {
    expect(expandHexColour('#abc')).toBe('#AABBCC');
    expect(expandHexColour(' fff ')).toBe('#FFFFFF');
    expect(expandHexColour('8b5cf6')).toBe('#8b5cf6');
    expect(expandHexColour('#6366F1')).toBe('#6366F1');
    for (const text of ['red', '#abcd', '#6366F', '']) expect(expandHexColour(text)).toBeNull();
  });
});
