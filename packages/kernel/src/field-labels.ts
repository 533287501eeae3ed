/**
 * A stepData field as people read it ('missionStatement' -> 'Mission statement'): the project
 * history's changes and an update proposal's fields both print it. The names that camelCase does
 * not spell well are in the table; the rest are turned into words, abbreviations kept in capitals.
 */

const fieldNames: Readonly<Record<string, string>> = {
  selectedIdea: 'Selected idea',
  generatedIdeas: 'Generated ideas',
  customIndustry: 'Custom industry',
  maxLength: 'Name length',
  generatedNames: 'Generated names',
  selectedName: 'Selected name',
  fontPrimary: 'Primary font',
  fontSecondary: 'Secondary font',
  // The lists the user keeps and edits, whoever wrote them first: named for what they hold.
  generatedLogos: 'Logos',
  generatedStories: 'User stories',
  coreFeatures: 'Core features',
  revenueKind: 'Business model',
  newCustomersPerMonth: 'New customers per month',
  costOfGoods: 'Cost of goods',
  acquisitionCost: 'Acquisition cost',
  fixedCosts: 'Fixed costs',
  purchasesPerCustomer: 'Purchases per customer',
  reachableCustomers: 'Reachable customers',
};

/** Abbreviations kept in capitals when a field name is turned into words. */
const ACRONYMS: Readonly<Record<string, string>> = {
  api: 'API',
  url: 'URL',
  ui: 'UI',
  ux: 'UX',
  seo: 'SEO',
  id: 'ID',
};

/** 'missionStatement' -> 'Mission statement'; 'apiSpecification' -> 'API specification'. */
export function fieldLabel(field: string): string {
  const known = fieldNames[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
