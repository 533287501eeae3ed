import '@/test/jsdom-polyfills';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectTitleEditor } from './project-title-editor';

// The machine the suites run on may be busy: generous time for the user-event walks.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

function setup(title = 'Fresh Meals') {
  const onRename = jest.fn<Promise<boolean>, [string]>(() => Promise.resolve(true));
  render(<ProjectTitleEditor title={title} displayTitle={title || 'Untitled Project'} onRename={onRename} />);
  return onRename;
}

async function edit(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Edit project name' }));
  const input = screen.getByRole('textbox', { name: 'Project name' });
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the inline project title', () => {
  it('saves with Enter, trimmed', async () => {
    const onRename = setup();
    await edit('  Fit Meals  {Enter}');
    expect(onRename).toHaveBeenCalledWith('Fit Meals');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Project name' })).toBeNull());
  });

  it('cancels with Escape, without saving', async () => {
    const onRename = setup();
    await edit('Something else{Escape}');
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Fresh Meals' })).toBeTruthy();
  });

  it('ignores an empty or unchanged title', async () => {
    const onRename = setup();
    await edit('   {Enter}');
    await edit('Fresh Meals{Enter}');
    expect(onRename).not.toHaveBeenCalled();
  });

  it("shows 'Untitled Project' for a project without a title", () => {
    setup('');
    expect(screen.getByRole('heading', { name: 'Untitled Project' })).toBeTruthy();
  });

  it('offers no editing on a read-only project', () => {
    render(<ProjectTitleEditor title="Done" displayTitle="Done" disabled onRename={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Edit project name' })).toBeNull();
  });
});
