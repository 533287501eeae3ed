/** Page geometry, type scale and neutral colours shared by every PDF. */
export const PAGE_SIZE = 'LETTER';
export const MARGINS = { top: 78, bottom: 70, left: 64, right: 64 } as const;

/**
 * Fonts registered by buildPdf and embedded (subset) in every PDF: DejaVu covers Latin Extended,
 * Greek and Cyrillic, so "Zażółć Café Ωmega" prints as typed.
 */
export const FONT = {
  regular: 'BB-Sans',
  bold: 'BB-Sans-Bold',
  italic: 'BB-Sans-Oblique',
  mono: 'BB-Mono',
} as const;

export const SIZE = {
  coverTitle: 34,
  documentTitle: 24,
  section: 17,
  heading: 12.5,
  body: 10.5,
  small: 9,
  label: 7.5,
  furniture: 8,
} as const;

export const INK = {
  text: '#1E293B',
  muted: '#64748B',
  faint: '#94A3B8',
  rule: '#E2E8F0',
  tint: '#F1F5F9',
  zebra: '#F8FAFC',
  dark: '#0F172A',
  pass: '#15803D',
  fail: '#B91C1C',
  warn: '#B45309',
} as const;

/** Priority colours of the product (spec: high red, medium yellow, low green), print-safe shades. */
export const PRIORITY_COLOUR = { high: '#DC2626', medium: '#CA8A04', low: '#16A34A' } as const;

export const LINE_GAP = 2.5;
