import '@/test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('ui primitives', () => {
  it('a dialog opens from the keyboard, is labelled, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete project</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Delete project' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tabs move with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="stack">
        <TabsList aria-label="Documentation">
          <TabsTrigger value="stack">Tech Stack</TabsTrigger>
          <TabsTrigger value="arch">Architecture</TabsTrigger>
        </TabsList>
        <TabsContent value="stack">Stack panel</TabsContent>
        <TabsContent value="arch">Architecture panel</TabsContent>
      </Tabs>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Architecture' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Architecture panel')).toBeTruthy();
  });

  it('a switch toggles with Space', async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Use my own API keys" />);
    const toggle = screen.getByRole('switch', { name: 'Use my own API keys' });
    await user.tab();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('a form field links its label, hint and error to the control', () => {
    render(
      <FormField id="name" label="Business name" hint="Up to 50 characters" error="Name is required">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Business name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('name-hint name-error');
    expect(document.getElementById('name-error')?.textContent).toBe('Name is required');
  });

  it('the password toggle shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<PasswordInput aria-label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the password toggle is not labelled by aria-label, so only the field matches its label', () => {
    render(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" />
      </>,
    );
    const matches = screen.getAllByLabelText(/password/i);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.tagName).toBe('INPUT');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });
});
