import '@/test/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('Toaster', () => {
  it('shows a toast’s text once, in a polite live region (no hidden copy to trip text lookups)', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome back!', description: 'Signed in as Ada.' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByText('Welcome back!')).toHaveLength(1);
    expect(screen.getAllByText(/Signed in as Ada/)).toHaveLength(1);
    expect(screen.getByText('Welcome back!').closest('ol')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByText('Welcome back!').closest('li')?.getAttribute('role')).toBe('status');
  });

  it('gives a failure toast the alert role', async () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete project' });
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete project');
  });
});
