/**
 * Names shown to people that the wizard and the server's documents and messages both print: a
 * plan's name, an industry, an export. One table each, so a page and a PDF never call the same
 * thing two ways. (The step titles are in steps.ts, the checklist's items in completion-checklist.ts,
 * a stepData field's name in field-labels.ts.)
 */

export const tierLabels = {
  free: 'Free',
  starter: 'Starter',
  pro: 'Pro',
  enterprise: 'Enterprise',
} as const satisfies Record<string, string>;

/** The industry options as shown to users. */
export const industryLabels = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  education: 'Education',
  finance: 'Finance',
  ecommerce: 'E-commerce',
  marketing: 'Marketing',
  consulting: 'Consulting',
  creative: 'Creative',
  other: 'Other',
} as const satisfies Record<string, string>;

/**
 * An industry as shown: the option's label ('ecommerce' -> 'E-commerce', in any case), else the
 * text itself capitalised (ideas carry free-text industries); '' for none.
 */
export function industryLabel(industry: string | null | undefined): string {
  if (!industry) return '';
  const known = (industryLabels as Record<string, string>)[industry.toLowerCase()];
  return known ?? industry.charAt(0).toUpperCase() + industry.slice(1);
}

export const exportTitles = {
  'complete-package': 'Complete Package',
  'business-plan': 'Business Plan',
  'brand-guidelines': 'Brand Guidelines',
  'technical-docs': 'Technical Documentation',
  requirements: 'Requirements',
  'logo-files': 'Logo Files',
} as const satisfies Record<string, string>;
