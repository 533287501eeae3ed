import '@/test/jsdom-polyfills';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagListEditor } from './tag-list-editor';

// The machine the suites run on may be busy: generous time for the user-event walks.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

function Harness({ initial = [] as string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <TagListEditor
      id="traits"
      label="Brand personality"
      placeholder="Add a trait"
      itemName="trait"
      items={items}
      onChange={setItems}
    />
  );
}

const chips = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('adding brand personality traits', () => {
  it('adds with Enter or Add, only when not empty and not already present', async () => {
    render(<Harness initial={['Friendly']} />);
    const input = screen.getByRole('textbox', { name: 'Brand personality' });

    await userEvent.type(input, 'Bold{Enter}');
    expect(chips()).toEqual(['Friendly', 'Bold']);
    expect((input as HTMLInputElement).value).toBe('');

    await userEvent.type(input, '   {Enter}');
    expect(chips()).toEqual(['Friendly', 'Bold']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add trait' }).disabled).toBe(true);

    await userEvent.type(input, ' friendly {Enter}');
    expect(chips()).toEqual(['Friendly', 'Bold']);
    expect(screen.getByRole('status').textContent).toContain('already in the list');

    await userEvent.clear(input);
    await userEvent.type(input, 'Warm');
    await userEvent.click(screen.getByRole('button', { name: 'Add trait' }));
    expect(chips()).toEqual(['Friendly', 'Bold', 'Warm']);
  });

  it('is the only element labelled with its label, so the field is found by it', async () => {
    render(<Harness initial={['Friendly', 'Bold']} />);
    const labelled = Array.from(document.querySelectorAll('[aria-label]')).filter((el) =>
      /brand personality/i.test(el.getAttribute('aria-label') ?? ''),
    );
    expect(labelled).toEqual([]);
    expect(screen.getAllByLabelText(/brand personality/i)).toHaveLength(1);
    expect(screen.getByRole('list', { name: '2 traits added' })).toBeTruthy();
    // A chip's remove button is named by its title, so a lookup by label finds no button.
    expect(screen.queryAllByLabelText(/Friendly/)).toEqual([]);
  });

  it('removes a chip', async () => {
    render(<Harness initial={['Friendly', 'Bold']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Friendly' }));
    expect(chips()).toEqual(['Bold']);
  });
});
