import { render, screen, within } from '@testing-library/react';
import { VibeCodingSection } from './vibe-coding-section';

describe('VibeCodingSection (landing)', () => {
  it("promotes Vibe Coding as Pro (10/month) and Enterprise (25/month), the spec's wording", () => {
    render(<VibeCodingSection />);
    const quotas = screen.getByRole('list', { name: 'Prompts per month by plan' });
    const items = within(quotas).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Pro 10/month', 'Enterprise 25/month']);
    expect(screen.getByText('10/month')).toBeTruthy();
    expect(screen.getByText('25/month')).toBeTruthy();
  });

  it("says 'Vibe Coding' once, in its heading", () => {
    render(<VibeCodingSection />);
    expect(screen.getAllByText(/vibe coding/i)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Vibe Coding' })).toBeTruthy();
  });

  it('links to external coding tools in a new tab', () => {
    render(<VibeCodingSection />);
    for (const name of ['Replit', 'Bolt', 'Lovable', 'v0']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}\\b`) });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});
