import { nameForms, renameInText, renameInValue } from './rename-text';

describe('replacing the business name in generated text', () => {
  const forms = nameForms('Lucky Loop', 'Wren Wear');

  it('replaces every form the generator writes, in its own form', () => {
    const text =
      "Lucky Loop's app. LUCKY LOOP HQ. git clone https://github.com/your-org/lucky-loop.git; " +
      'table lucky_loop_orders; class LuckyLoopClient; const luckyLoop = 1; luckyloop.com';
    expect(renameInText(text, forms)).toBe(
      "Wren Wear's app. WREN WEAR HQ. git clone https://github.com/your-org/wren-wear.git; " +
        'table wren_wear_orders; class WrenWearClient; const wrenWear = 1; wrenwear.com',
    );
  });

  it('leaves words that only contain the name', () => {
    expect(renameInText('Plucky Loophole', forms)).toBe('Plucky Loophole');
  });

  it('walks objects and arrays and keeps other values', () => {
    expect(renameInValue({ a: ['Lucky Loop rocks'], b: { c: 'lucky-loop' }, n: 3, t: true }, forms)).toEqual({
      a: ['Wren Wear rocks'],
      b: { c: 'wren-wear' },
      n: 3,
      t: true,
    });
  });
});
