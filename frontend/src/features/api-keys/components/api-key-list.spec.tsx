import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { byokSavings } from '../lib/savings';
import { formatLastUsed } from '../lib/labels';
import { ApiKeyList } from './api-key-list';

const keys = [
  {
    id: 'k1',
    keyName: 'Personal OpenAI',
    provider: 'openai' as const,
    maskedKey: 'sk-...abcd',
    lastUsed: null,
    createdAt: '2025-06-01T10:00:00.000Z',
  },
  {
    id: 'k2',
    keyName: 'Team Claude',
    provider: 'anthropic' as const,
    maskedKey: 'sk-ant-...wxyz',
    lastUsed: '2025-06-17T15:30:00.000Z',
    createdAt: '2025-06-02T10:00:00.000Z',
  },
];

describe('the API key list', () => {
  it("shows name, provider, masked key and 'Never' for a key that was never used", () => {
    installFetch({});
    renderWithProviders(<ApiKeyList keys={keys} isPending={false} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Personal OpenAI')).toBeTruthy();
    expect(within(first!).getByText('OpenAI')).toBeTruthy();
    expect(within(first!).getByText('sk-...abcd')).toBeTruthy();
    expect(within(first!).getByTestId('key-last-used').textContent).toBe('Never');
    expect(within(second!).getByText('Anthropic')).toBeTruthy();
    expect(within(second!).getByTestId('key-last-used').textContent).not.toBe('Never');
    expect(formatLastUsed(null)).toBe('Never');
    expect(formatLastUsed('not a date')).toBe('Never');
  });

  it('asks before deleting and confirms the deletion', async () => {
    const fetch = installFetch({ 'DELETE /api/user/api-keys/k1': { status: 204 } });
    renderWithProviders(<ApiKeyList keys={keys} isPending={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Personal OpenAI' }));
    expect(screen.getByRole('dialog', { name: 'Delete this API key?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Key' }));
    expect(await screen.findByText('API Key Deleted')).toBeTruthy();
    expect(screen.getByText('Your API key has been permanently removed.')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([url, init]) => url === '/api/user/api-keys/k1' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('has an empty state', () => {
    installFetch({});
    renderWithProviders(<ApiKeyList keys={[]} isPending={false} />);
    expect(screen.getByText('No API keys yet')).toBeTruthy();
  });

  it('computes the savings banner from the server prices, and none for free', () => {
    const row = (regular: number, byok: number, discount: number) => ({
      regular,
      byok,
      regularYearly: regular * 10,
      byokYearly: byok * 10,
      discount,
    });
    const pricing = {
      currency: 'usd' as const,
      discountPercent: 30,
      pricing: {
        free: row(0, 0, 0),
        starter: row(999, 699, 30),
        pro: row(2499, 1749, 30),
        enterprise: row(9999, 6999, 30),
      },
    };
    expect(byokSavings(pricing, 'Pro')).toEqual({
      monthlySavingsCents: 750,
      regularCents: 2499,
      byokCents: 1749,
      discountPercent: 30,
    });
    expect(byokSavings(pricing, 'free')).toBeNull();
    expect(byokSavings(undefined, 'pro')).toBeNull();
  });
});
