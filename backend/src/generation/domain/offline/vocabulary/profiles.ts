import { industries, type Industry } from '../../../../contracts/options';
import { keywordsOf, titleCase } from '../text';
import type { IndustryProfile } from './industry-profile';
import { consulting } from './industries/consulting';
import { creative } from './industries/creative';
import { ecommerce } from './industries/ecommerce';
import { education } from './industries/education';
import { finance } from './industries/finance';
import { healthcare } from './industries/healthcare';
import { marketing } from './industries/marketing';
import { other } from './industries/other';
import { technology } from './industries/technology';

export const industryProfiles: Record<Industry, IndustryProfile> = {
  technology,
  healthcare,
  education,
  finance,
  ecommerce,
  marketing,
  consulting,
  creative,
  other,
};

/** Words that point a free-text industry at one of the known profiles. */
const HINTS: ReadonlyArray<readonly [Industry, RegExp]> = [
  ['technology', /\b(tech|software|saas|it|ai|app|apps|cyber|cloud|data|developer|digital)\b/],
  [
    'healthcare',
    /\b(health|healthcare|medical|medicine|clinic|wellness|fitness|dental|pharma|therapy|patients?)\b/,
  ],
  [
    'education',
    /\b(education|edtech|school|learning|teaching|tutoring|training|course|courses|university)\b/,
  ],
  ['finance', /\b(finance|fintech|bank|banking|insurance|invest|investing|accounting|tax|payments?)\b/],
  ['ecommerce', /\b(e-?commerce|retail|shop|store|commerce|fashion|marketplace)\b/],
  ['marketing', /\b(marketing|advertising|media|pr|branding|seo|social)\b/],
  ['consulting', /\b(consulting|consultancy|advisory|coaching|professional services)\b/],
  ['creative', /\b(creative|art|arts|design|music|photography|film|crafts?|entertainment)\b/],
];

/**
 * The profile for an industry given as an id ('technology'), a label ('Technology') or free text
 * ('Agriculture'). Free text that matches no profile gets the 'other' profile labelled with it and
 * seeded with its words.
 */
export function resolveIndustry(industry: string | undefined, customIndustry?: string): IndustryProfile {
  const raw = (industry ?? '').trim();
  const lower = raw.toLowerCase();
  const known = (industries as readonly string[]).find((id) => id === lower);
  if (known && known !== 'other') return industryProfiles[known as Industry];
  const byLabel = Object.values(industryProfiles).find(
    (p) => p.id !== 'other' && p.label.toLowerCase() === lower,
  );
  if (byLabel) return byLabel;
  const custom = (known === 'other' ? customIndustry : raw)?.trim() ?? '';
  if (!custom) return other;
  const customLower = custom.toLowerCase();
  const hinted = HINTS.find(([, pattern]) => pattern.test(customLower));
  if (hinted && known !== 'other') return industryProfiles[hinted[0]];
  return customProfile(custom);
}

function customProfile(custom: string): IndustryProfile {
  const words = keywordsOf(custom, 4);
  const label = titleCase(custom.slice(0, 100));
  return {
    ...other,
    label,
    topics: words.length > 0 ? [custom.toLowerCase(), ...words] : other.topics,
    nameWords: [...words, ...other.nameWords],
  };
}

/** The industry named in the request, or else the one the idea's words point at ('other' if none). */
export function industryFor(industry: string | undefined, ...texts: string[]): IndustryProfile {
  if (industry?.trim()) return resolveIndustry(industry);
  const text = texts.join(' ').toLowerCase();
  const hinted = HINTS.find(([, pattern]) => pattern.test(text));
  return hinted ? industryProfiles[hinted[0]] : other;
}
