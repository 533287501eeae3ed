import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeneratedName, StepData } from '@bb/backend/contracts';
import { useState } from 'react';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import NameGenerationStep from './step-3-name-generation';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const name = (n: string): GeneratedName => ({
  name: n,
  domain: `${n.toLowerCase()}.com`,
  domainAlternatives: [`${n.toLowerCase()}.co`, `try${n.toLowerCase()}.com`],
  description: `About ${n}`,
  length: n.length,
  isFavorite: false,
});

function renderStep(initial: StepData['nameGeneration']) {
  const saved: Array<StepData['nameGeneration']> = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <NameGenerationStep
        projectId="p1"
        projectTitle="Project"
        stepData={{ nameGeneration: value }}
        value={value}
        onChange={(next) => {
          saved.push(next);
          setValue(next);
        }}
        saveNow={() => Promise.resolve()}
        readOnly={false}
        tier="pro"
        goNext={() => undefined}
        goPrevious={() => undefined}
      />
    );
  }
  renderWithProviders(<Harness />, { path: '/wizard/p1' });
  return saved;
}

const bodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([u]) => u === '/api/generate/names')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as { existingNames?: string[] });

describe('step 3: names shown once per project', () => {
  it('sends every name shown so far with Refresh and Generate More, and remembers them in the step data', async () => {
    const batches = [
      ['Crumbwell', 'Loafly'],
      ['Ovenue', 'Hearthlark'],
      ['Panvita', 'Ryefield'],
    ];
    let call = 0;
    const fetchMock = installFetch({
      'POST /api/generate/names': () => ({ body: { names: (batches[call++] ?? []).map(name) } }),
    });
    const saved = renderStep({
      keywords: 'bread',
      style: 'Creative & Unique',
      maxLength: 'medium',
      shownNames: ['Oldname'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Generate Names' }));
    await screen.findByRole('radio', { name: /Crumbwell/ });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh names' }));
    await screen.findByRole('radio', { name: /Ovenue/ });
    expect(screen.queryByRole('radio', { name: /Crumbwell/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Generate More Names' }));
    await screen.findByRole('radio', { name: /Panvita/ });

    const sent = bodies(fetchMock).map((b) => b.existingNames);
    expect(sent[0]).toEqual(['Oldname']);
    // The refreshed-away names are still sent: a later batch can never bring them back.
    expect(sent[1]).toEqual(['Oldname', 'Crumbwell', 'Loafly']);
    expect(sent[2]).toEqual(['Oldname', 'Crumbwell', 'Loafly', 'Ovenue', 'Hearthlark']);
    expect(saved.at(-1)?.shownNames).toEqual([
      'Oldname',
      'Crumbwell',
      'Loafly',
      'Ovenue',
      'Hearthlark',
      'Panvita',
      'Ryefield',
    ]);
  });

  it('shows the domain and its alternatives as ideas to check, never as available', async () => {
    installFetch({});
    renderStep({
      keywords: 'bread',
      style: 'Creative & Unique',
      maxLength: 'medium',
      generatedNames: [name('Crumbwell')],
    });
    const card = screen.getByRole('radio', { name: /Crumbwell/ });
    expect(card.closest('label')?.textContent).toContain('crumbwell.com(check availability)');
    expect(card.closest('label')?.textContent).toContain(
      'Also worth checking: crumbwell.co · trycrumbwell.com',
    );
    expect(screen.queryByText(/available/i)).toBeNull();
  });
});
