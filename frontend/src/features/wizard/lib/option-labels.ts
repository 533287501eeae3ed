import type { Budget, NameLength, NameStyle } from '@bb/backend/contracts';

export { industryLabel, industryLabels } from '@bb/kernel';

export const budgetLabels: Record<Budget, string> = {
  '0-1000': '$0 - $1,000',
  '1000-5000': '$1,000 - $5,000',
  '5000-10000': '$5,000 - $10,000',
  '10000-50000': '$10,000 - $50,000',
  '50000+': '$50,000+',
};

export const nameStyleHints: Record<NameStyle, string> = {
  'Modern & Tech': 'Sleek, digital, forward-looking',
  'Professional & Corporate': 'Trustworthy and established',
  'Creative & Unique': 'Playful, distinctive, memorable',
  'Short & Memorable': 'Punchy and easy to say',
};

export const nameLengthLabels: Record<NameLength, { label: string; range: string }> = {
  short: { label: 'Short', range: '3-6 characters' },
  medium: { label: 'Medium', range: '7-10 characters' },
  long: { label: 'Long', range: '11+ characters' },
};
