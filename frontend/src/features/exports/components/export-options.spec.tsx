import { screen } from '@testing-library/react';
import { proStatus } from '@/test/billing-fixtures';
import { renderWithProviders } from '@/test/render';
import { exportOptions } from '../lib/export-catalog';
import { ExportOptions } from './export-options';

// Step 8's six export cards are found by their titles (a text lookup matches substrings in any
// case): each title must be on the page once, not also in a hidden legend or another card's text.
describe("step 8's export cards", () => {
  it('shows each of the six titles once, and names the format choices', () => {
    renderWithProviders(
      <ExportOptions
        projectId="p1"
        tier="pro"
        status={{ ...proStatus('active'), canExport: true, exportLimit: 15, exportsThisMonth: 0 }}
      />,
    );
    expect(exportOptions.map((o) => o.title)).toEqual([
      'Complete Package',
      'Business Plan',
      'Brand Guidelines',
      'Technical Documentation',
      'Requirements',
      'Logo Files',
    ]);
    for (const { title } of exportOptions) {
      expect(screen.getAllByText(new RegExp(title, 'i'))).toHaveLength(1);
      expect(screen.getByText(title).tagName).toBe('SPAN');
    }
    expect(screen.getByRole('group', { name: 'Technical Documentation format' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Requirements format' })).toBeTruthy();
  });
});
