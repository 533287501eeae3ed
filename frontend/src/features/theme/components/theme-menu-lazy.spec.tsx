import '@/test/jsdom-polyfills';
import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { ThemeMenuLazy } from './theme-menu-lazy';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

/** Lets the menu's code finish loading (the dynamic import and the state it sets). */
async function menuLoaded() {
  await act(async () => {
    await import('./theme-menu');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the lazily loaded theme menu', () => {
  it('opens on a click that started while its code was loading', async () => {
    render(<ThemeMenuLazy />);
    const standIn = screen.getByRole('button', { name: 'Change theme' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    await menuLoaded();
    // Still the button the press started on: the loaded menu waits for the gesture to end.
    expect(screen.getByRole('button', { name: 'Change theme' })).toBe(standIn);
    fireEvent.click(standIn);
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeTruthy();
  });

  it('hands over closed after a hover, and after a press that ended elsewhere', async () => {
    render(<ThemeMenuLazy />);
    const standIn = screen.getByRole('button', { name: 'Change theme' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    fireEvent.pointerLeave(standIn);
    await menuLoaded();
    const trigger = screen.getByRole('button', { name: 'Change theme' });
    expect(trigger).not.toBe(standIn);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitemradio', { name: 'Dark' })).toBeNull();
  });
});
