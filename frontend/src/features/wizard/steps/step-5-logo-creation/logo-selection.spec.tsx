import '@/test/jsdom-polyfills';
import type { Logo } from '@bb/backend/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LogoGrid } from './logo-grid';
import {
  mergeGeneratedLogos,
  placeholderLogoUrl,
  selectLogo,
  svgFromDataUrl,
  wordmarkLogo,
} from './logo-utils';

const logo = (id: string, selected = false): Logo => ({
  id,
  imageUrl: `data:image/svg+xml;base64,${btoa(`<svg id="${id}"/>`)}`,
  prompt: id,
  selected,
});

describe('logo selection', () => {
  it('selects exactly one logo: the chosen one is selected, every other is not', () => {
    const logos = [logo('logo_1', true), logo('logo_2'), logo('logo_3', true)];
    const next = selectLogo(logos, 'logo_2');
    expect(next.map((l) => l.selected)).toEqual([false, true, false]);
    expect(next.filter((l) => l.selected)).toHaveLength(1);
    expect(logos[0]?.selected).toBe(true); // the input is not changed
  });

  it('selecting an unknown id leaves none selected', () => {
    expect(selectLogo([logo('logo_1', true)], 'nope').some((l) => l.selected)).toBe(false);
  });

  it('a new generation keeps the selected design first and gives the new ones unique ids, none selected', () => {
    const merged = mergeGeneratedLogos(
      [logo('logo_1'), logo('logo_2', true)],
      [logo('logo_1'), logo('logo_2'), logo('logo_3')],
    );
    expect(merged.map((l) => [l.id, l.selected])).toEqual([
      ['logo_2', true],
      ['logo_1', false],
      ['logo_3', false],
      ['logo_4', false],
    ]);
    expect(new Set(merged.map((l) => l.id)).size).toBe(merged.length);
  });

  it('a generation without a previous selection selects nothing', () => {
    expect(mergeGeneratedLogos(undefined, [logo('logo_1', true)]).some((l) => l.selected)).toBe(false);
  });

  it('the placeholder and the wordmark are SVGs that show the (escaped) business name', () => {
    expect(svgFromDataUrl(placeholderLogoUrl('Tom & Jerry'))).toContain('Tom &amp; Jerry');
    const mark = wordmarkLogo('<Acme> & Co', { primary: '#112233', secondary: '#445566' });
    expect(mark.selected).toBe(true);
    // A saved logo may hold no "<" in its text: the wordmark spells the brackets full-width.
    const svg = svgFromDataUrl(mark.imageUrl);
    expect(svg).toContain('>\uFF1CAcme\uFF1E &amp; Co</text>');
    expect(svg).not.toMatch(/&lt;|&gt;/);
    expect(svgFromDataUrl(logo('a').imageUrl)).toBe('<svg id="a"/>');
  });
});

function Harness({ initial }: { initial: Logo[] }) {
  const [logos, setLogos] = useState(initial);
  return <LogoGrid logos={logos} businessName="Acme" onSelect={(id) => setLogos((l) => selectLogo(l, id))} />;
}

describe('LogoGrid', () => {
  it('is a radio group: choosing a design unselects the others', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={[logo('logo_1', true), logo('logo_2'), logo('logo_3')]} />);
    expect(screen.getByRole('radiogroup', { name: 'Logo designs' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Logo design 3' }));
    const checked = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).checked);
    expect(checked).toEqual([false, false, true]);
    expect(screen.getAllByText('Selected')).toHaveLength(1);
  });

  it('replaces an image that fails to load with a placeholder showing the business name', () => {
    render(<Harness initial={[logo('logo_1')]} />);
    const image = screen.getByRole('img', { name: 'Logo design 1 for Acme' });
    fireEvent.error(image);
    const replaced = screen.getByRole('img', { name: 'Logo design 1 for Acme (preview unavailable)' });
    expect(replaced.getAttribute('data-placeholder')).toBe('true');
    expect(svgFromDataUrl(replaced.getAttribute('src') ?? '')).toContain('Acme');
  });
});
