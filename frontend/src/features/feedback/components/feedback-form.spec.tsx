import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { FeedbackForm } from './feedback-form';

// Typing through user-event is slow in jsdom; leave room on a busy machine.
jest.setTimeout(20_000);

/** The message shown under a field (linked through aria-describedby). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

async function fill(values: { Title?: string; Description?: string }) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
  return user;
}

const item = {
  id: 'f1',
  userId: 'u1',
  type: 'bug',
  title: 'Broken',
  description: 'Something is broken here',
  message: 'Something is broken here',
  rating: 4,
  page: '/wizard',
  resolved: false,
  adminNotes: null,
  createdAt: '2025-06-17T12:00:00.000Z',
  resolvedAt: null,
};

describe('FeedbackForm', () => {
  it('shows the spec messages for the title and the description', async () => {
    installFetch({});
    renderWithProviders(<FeedbackForm onSubmitted={jest.fn()} onCancel={jest.fn()} />);
    await fill({ Title: '', Description: 'too short' });
    await waitFor(() => expect(errorOf('Title')).toBe('Title is required'));
    expect(errorOf('Description')).toBe('Description must be at least 10 characters');

    await fill({ Title: 'x'.repeat(256), Description: 'Long enough description' });
    await waitFor(() => expect(errorOf('Title')).toBe('Title must be less than 255 characters'));
    expect(errorOf('Description')).toBeNull();
  });

  it('sends the type, the rating and the page from the location, then thanks the user', async () => {
    const fetch = installFetch({ 'POST /api/feedback': { status: 201, body: item } });
    const onSubmitted = jest.fn();
    renderWithProviders(
      <FeedbackForm type="bug" page="/wizard/42" onSubmitted={onSubmitted} onCancel={jest.fn()} />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Page (optional)').value).toBe('/wizard/42');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('4 stars'));
    await fill({ Title: 'Broken', Description: 'Something is broken here' });

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const call = fetch.mock.calls.find(([url]) => url === '/api/feedback');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      type: 'bug',
      title: 'Broken',
      description: 'Something is broken here',
      rating: 4,
      page: '/wizard/42',
    });
    expect(await screen.findByText('Feedback Submitted')).toBeTruthy();
    expect(
      screen.getByText("Thank you for your feedback! We'll review it and get back to you."),
    ).toBeTruthy();
  });

  it('defaults to general, sends no rating when none was chosen and says when it failed', async () => {
    const fetch = installFetch({ 'POST /api/feedback': { status: 500, body: { message: 'boom' } } });
    const onSubmitted = jest.fn();
    renderWithProviders(<FeedbackForm onSubmitted={onSubmitted} onCancel={jest.fn()} />);
    await fill({ Title: 'Idea', Description: 'A general thought about the app' });

    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    expect(screen.getByText('Unable to submit feedback. Please try again.')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    const call = fetch.mock.calls.find(([url]) => url === '/api/feedback');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ type: 'general', rating: null, page: null });
  });

  it('offers the rating as a group of radio buttons, one per star, that can be cleared', async () => {
    installFetch({});
    renderWithProviders(<FeedbackForm onSubmitted={jest.fn()} onCancel={jest.fn()} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await user.click(screen.getByLabelText('3 stars'));
    expect(screen.getByLabelText<HTMLInputElement>('3 stars').checked).toBe(true);
    expect(screen.getByText('3/5 · Good')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(screen.getByText('Not rated')).toBeTruthy();
  });

  it('cancels', async () => {
    installFetch({});
    const onCancel = jest.fn();
    renderWithProviders(<FeedbackForm onSubmitted={jest.fn()} onCancel={onCancel} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
