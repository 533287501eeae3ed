const LABELS: Record<string, string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  education: 'Education',
  finance: 'Finance',
  ecommerce: 'E-commerce',
  marketing: 'Marketing',
  consulting: 'Consulting',
  creative: 'Creative',
  other: 'Other',
};

/** 'ecommerce' -> 'E-commerce'; unknown values are capitalised. */
export function industryLabel(industry: string): string {
  const known = LABELS[industry.toLowerCase()];
  if (known) return known;
  return industry ? industry.charAt(0).toUpperCase() + industry.slice(1) : industry;
}
