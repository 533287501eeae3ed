import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ThemeMenuLazy } from './theme-menu-lazy';

describe('the theme menu loaded on first use', () => {
  it('opens on a press that starts on the stand-in while the menu is still loading', async () => {
    renderWithProviders(<ThemeMenuLazy />);
    const standIn = screen.getByRole('button', { name: 'Change theme' });
    // The menu's trigger opens on pointer down; the click that follows must not be needed.
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Change theme' }));
    expect(await screen.findByRole('menuitemradio', { name: /dark/i })).toBeTruthy();
  });

  it('opens on a click (Enter on the focused button is one)', async () => {
    renderWithProviders(<ThemeMenuLazy />);
    fireEvent.click(screen.getByRole('button', { name: 'Change theme' }));
    expect(await screen.findByRole('menuitemradio', { name: /light/i })).toBeTruthy();
  });
});
