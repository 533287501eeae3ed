import type { ExportType, SubscriptionStatusResponse, Tier } from '@bb/backend/contracts';
import { canUse, exportTitles, featureForExport, lowestTierWith, tierLabels as tierNames } from '@bb/kernel';
import { isApiError } from '@/lib/api';
import type { ExportFormat } from './export-file-name';
import { countOf } from '@/lib/plural';

export interface ExportOption {
  type: ExportType;
  title: string;
  description: string;
  /** What is in the file, for the card's list. */
  contents: readonly string[];
  /** The formats the user chooses from (documents with a Markdown edition); none: one fixed file. */
  formats?: readonly ExportFormat[];
  /** The file it makes without a choice. */
  fileKind: 'ZIP' | 'PDF';
}

/** The six export cards of step 8, in the order they are shown. */
export const exportOptions: readonly ExportOption[] = [
  {
    type: 'complete-package',
    title: exportTitles['complete-package'],
    // Not 'logo files': that is the Logo Files card's title.
    description: 'Everything in one archive: every document, your logos and the brand assets.',
    contents: [
      'Every document as PDF and Markdown',
      'Your logos (SVG and PNG)',
      'Vibe Coding prompts and project data',
    ],
    fileKind: 'ZIP',
  },
  {
    type: 'business-plan',
    title: exportTitles['business-plan'],
    description: 'Your idea, mission, value proposition, business model and competitive advantage.',
    contents: ['Executive summary', 'Business definition', 'Target audience and revenue'],
    fileKind: 'PDF',
  },
  {
    type: 'brand-guidelines',
    title: exportTitles['brand-guidelines'],
    description: 'Name, logo, colour palette, typography and brand personality in one guide.',
    contents: ['Logo usage', 'Colours with hex codes', 'Fonts and design principles'],
    fileKind: 'PDF',
  },
  {
    type: 'technical-docs',
    title: exportTitles['technical-docs'],
    description: 'Tech stack, architecture, API design and database schema for your developers.',
    contents: ['Tech stack and architecture', 'API endpoints', 'Database tables'],
    formats: ['pdf', 'md'],
    fileKind: 'PDF',
  },
  {
    type: 'requirements',
    title: exportTitles['requirements'],
    description: 'Core features, target users, user journeys and prioritised user stories.',
    contents: [
      'Target users and journeys',
      'User stories with acceptance criteria',
      'Priorities and story points',
    ],
    formats: ['pdf', 'md'],
    fileKind: 'PDF',
  },
  {
    type: 'logo-files',
    title: exportTitles['logo-files'],
    description: 'Your selected logo as SVG and PNG, on light and dark backgrounds.',
    contents: ['SVG (vector)', 'PNG in several sizes', 'Light and dark variants'],
    fileKind: 'ZIP',
  },
];

export const formatLabels: Record<ExportFormat, string> = { pdf: 'PDF', md: 'Markdown' };

/** The lowest plan whose features include an export: the kernel's plan table (packages/kernel/src/plans.ts). */
const minimumTierFor = (type: ExportType) => lowestTierWith(featureForExport(type));

export { tierNames };

export type ExportAccess =
  | { allowed: true }
  | { allowed: false; reason: 'plan'; message: string }
  | { allowed: false; reason: 'limit'; message: string };

/**
 * Whether the plan includes `option` and the month still has an export left. The server decides
 * for real (403 with its message); this only locks the card and says why beforehand.
 */
export function exportAccess(
  option: ExportOption,
  tier: Tier,
  status: Pick<SubscriptionStatusResponse, 'canExport' | 'exportLimit' | 'exportsThisMonth'> | undefined,
): ExportAccess {
  if (!canUse(tier, featureForExport(option.type))) {
    return {
      allowed: false,
      reason: 'plan',
      message: `${option.title} export is included in the ${tierNames[minimumTierFor(option.type)]} plan and above.`,
    };
  }
  if (status && !status.canExport) {
    return {
      allowed: false,
      reason: 'limit',
      message:
        status.exportLimit === 0
          ? 'Your plan includes no exports.'
          : `You have used all ${countOf(status.exportLimit, 'export')} of your plan this month.`,
    };
  }
  return { allowed: true };
}

/** 'Exports this month: 1/5' ('unlimited' for -1). */
export function exportUsageLabel(
  status: Pick<SubscriptionStatusResponse, 'exportLimit' | 'exportsThisMonth'>,
): string {
  const limit = status.exportLimit < 0 ? 'unlimited' : String(status.exportLimit);
  return `${status.exportsThisMonth}/${limit}`;
}

/** The toast of a failed export: the server's reason for a plan or limit refusal, else the spec's message. */
export function exportFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 403 || error.status === 429) && error.serverMessage)
    return error.serverMessage;
  return 'Failed to export project. Please try again.';
}
