import { placeTooltip } from './placement';

const viewport = { width: 1280, height: 800 };
const size = { width: 300, height: 150 };

describe('tooltip placement', () => {
  it('puts the tooltip on the step side, centred on the target', () => {
    const target = { top: 300, left: 500, width: 200, height: 40 };
    expect(placeTooltip(target, size, 'bottom', viewport)).toEqual({
      top: 354,
      left: 450,
      placement: 'bottom',
    });
    expect(placeTooltip(target, size, 'top', viewport)).toEqual({ top: 136, left: 450, placement: 'top' });
    expect(placeTooltip(target, size, 'left', viewport)).toEqual({ top: 245, left: 186, placement: 'left' });
  });

  it('flips to the other side when there is no room, and stays in the viewport', () => {
    const nearTop = { top: 20, left: 1200, width: 40, height: 40 };
    expect(placeTooltip(nearTop, size, 'top', viewport)).toMatchObject({
      placement: 'bottom',
      left: 1280 - 300 - 8,
    });
    const nearLeft = { top: 300, left: 10, width: 100, height: 40 };
    expect(placeTooltip(nearLeft, size, 'left', viewport).placement).toBe('bottom');
    // A tall sidebar: neither above nor below, so beside it on the right.
    const sidebar = { top: 100, left: 16, width: 280, height: 620 };
    expect(placeTooltip(sidebar, size, 'bottom', viewport)).toMatchObject({ placement: 'right', left: 310 });
    const tall = { top: -100, left: 100, width: 600, height: 1200 };
    const placed = placeTooltip(tall, size, 'bottom', viewport);
    expect(placed.top).toBeGreaterThanOrEqual(8);
    expect(placed.top + size.height).toBeLessThanOrEqual(800 - 8);
  });
});
