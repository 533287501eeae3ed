import { exportTitles, industryLabel, industryLabels, tierLabels } from './labels';

describe('shared labels', () => {
  it('names the plans and the exports', () => {
    expect(Object.values(tierLabels)).toEqual(['Free', 'Starter', 'Pro', 'Enterprise']);
    expect(exportTitles['technical-docs']).toBe('Technical Documentation');
    expect(Object.keys(exportTitles)).toHaveLength(6);
  });

  it('names an industry option in any case, and shows free text capitalised', () => {
    expect(industryLabels.ecommerce).toBe('E-commerce');
    expect(industryLabel('ecommerce')).toBe('E-commerce');
    expect(industryLabel('Healthcare')).toBe('Healthcare');
    expect(industryLabel('pet care')).toBe('Pet care');
    expect(industryLabel('')).toBe('');
    expect(industryLabel(undefined)).toBe('');
  });
});
