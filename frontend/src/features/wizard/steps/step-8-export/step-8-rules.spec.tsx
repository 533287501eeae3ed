import '@/test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { completionLimitState } from './completion-limit';
import { LimitBanner } from './limit-banner';

describe('completion limit banner state', () => {
  it('red when no completions are left', () => {
    expect(completionLimitState({ completedThisMonth: 2, monthlyLimit: 2 }).kind).toBe('reached');
    expect(completionLimitState({ completedThisMonth: 5, monthlyLimit: 2 }).kind).toBe('reached');
    expect(completionLimitState({ completedThisMonth: 0, monthlyLimit: 0 }).kind).toBe('reached');
  });

  it('yellow when one or fewer is left', () => {
    expect(completionLimitState({ completedThisMonth: 1, monthlyLimit: 2 })).toEqual({
      kind: 'approaching',
      completed: 1,
      limit: 2,
      remaining: 1,
    });
    expect(completionLimitState({ completedThisMonth: 9, monthlyLimit: 10 }).kind).toBe('approaching');
  });

  it('blue otherwise, and for unlimited plans', () => {
    expect(completionLimitState({ completedThisMonth: 0, monthlyLimit: 2 }).kind).toBe('ready');
    expect(completionLimitState({ completedThisMonth: 8, monthlyLimit: 10 })).toMatchObject({
      kind: 'ready',
      remaining: 2,
    });
    expect(completionLimitState({ completedThisMonth: 100, monthlyLimit: -1 })).toMatchObject({
      kind: 'ready',
      remaining: null,
    });
  });
});

describe('LimitBanner', () => {
  const renderBanner = (completed: number, limit: number, onContinue = jest.fn()) =>
    render(
      <MemoryRouter>
        <LimitBanner
          state={completionLimitState({ completedThisMonth: completed, monthlyLimit: limit })}
          onContinue={onContinue}
        />
      </MemoryRouter>,
    );

  it('reached: the red message and Upgrade, no Continue', () => {
    renderBanner(2, 2);
    expect(screen.getByRole('alert').textContent).toContain('Monthly completion limit reached');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('approaching: the yellow message with Continue and Upgrade', async () => {
    const onContinue = jest.fn();
    renderBanner(1, 2, onContinue);
    expect(screen.getByText('Approaching monthly limit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('ready: the blue message, no buttons', () => {
    renderBanner(0, 10);
    expect(screen.getByText('Ready to complete your project')).toBeTruthy();
    expect(screen.getByText(/10 of 10 project completions left/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
