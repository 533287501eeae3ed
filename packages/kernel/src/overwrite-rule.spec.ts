import { holdsUserText } from './overwrite-rule';

const generator = { source: 'generator', generator: 'offline', version: '1', model: 'm', seed: 1 } as const;
const user = { source: 'user' } as const;

describe('the overwrite rule', () => {
  it('protects a field the user wrote that holds something', () => {
    expect(holdsUserText('Mine', user)).toBe(true);
    expect(holdsUserText(['a story'], user)).toBe(true);
  });

  it('counts a value whose writer is not known as the user’s', () => {
    expect(holdsUserText('Typed before reload', undefined)).toBe(true);
  });

  it('lets generated text replace empty fields and what a generator wrote', () => {
    expect(holdsUserText('Old generated', generator)).toBe(false);
    expect(holdsUserText('', user)).toBe(false);
    expect(holdsUserText('   ', undefined)).toBe(false);
    expect(holdsUserText([], user)).toBe(false);
    expect(holdsUserText(undefined, user)).toBe(false);
  });
});
