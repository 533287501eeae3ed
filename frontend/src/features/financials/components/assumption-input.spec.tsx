import '@/test/jsdom-polyfills';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssumptionInput } from './assumption-input';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

function setup(edited = false) {
  const onCommit = jest.fn();
  const onReset = jest.fn();
  render(
    <AssumptionInput
      id="price"
      label="Price per month"
      hint="What one payment brings in, in USD."
      unit="money"
      value={29}
      edited={edited}
      disabled={false}
      onCommit={onCommit}
      onReset={onReset}
    />,
  );
  return { onCommit, onReset, input: screen.getByRole('textbox', { name: /Price per month/ }) };
}

describe('an assumption input', () => {
  it('saves the new number on Enter, and nothing when it did not change', async () => {
    const { onCommit, input } = setup();
    await userEvent.type(input, '{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '$1,049{Enter}');
    expect(onCommit).toHaveBeenCalledWith(1049);
  });

  it('says when the text is not a number and sends nothing; Escape puts the value back', async () => {
    const { onCommit, input } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, 'cheap');
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('Price per month must be a number')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(input);
    await userEvent.type(input, '{Escape}');
    expect((input as HTMLInputElement).value).toBe('29');
  });

  it('offers the default back when the value was edited', async () => {
    const { onReset } = setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Use the default price per month' }));
    expect(onReset).toHaveBeenCalled();
  });
});
