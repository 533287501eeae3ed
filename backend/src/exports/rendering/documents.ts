import type { Readable } from 'node:stream';
import type { ExportType } from '../../contracts/options';
import type { ExportableProject } from './exportable-project';
import { brandGuidelinesMarkdown } from './markdown/brand-guidelines.md';
import { businessPlanMarkdown } from './markdown/business-plan.md';
import { requirementsMarkdown } from './markdown/requirements.md';
import { technicalDocsMarkdown } from './markdown/technical-docs.md';
import { brandGuidelinesPdf } from './pdf/brand-guidelines.pdf';
import { businessPlanPdf } from './pdf/business-plan.pdf';
import { requirementsPdf } from './pdf/requirements.pdf';
import { technicalDocsPdf } from './pdf/technical-docs.pdf';
import type { RenderContext } from './render-context';

export type DocumentType = Exclude<ExportType, 'complete-package' | 'logo-files'>;

export interface DocumentRenderer {
  title: string;
  /** One line for package indexes. */
  summary: string;
  pdf: (project: ExportableProject, ctx: RenderContext) => Promise<Readable>;
  markdown: (project: ExportableProject, ctx: RenderContext) => string;
}

/** The four documents, each as PDF and as Markdown, in the order a package lists them. */
export const documents: Record<DocumentType, DocumentRenderer> = {
  'business-plan': {
    title: 'Business plan',
    summary: 'idea, audience, revenue, mission, value proposition, business model, brand summary and roadmap',
    pdf: businessPlanPdf,
    markdown: businessPlanMarkdown,
  },
  'brand-guidelines': {
    title: 'Brand guidelines',
    summary:
      'brand story, logo on light and dark, colours with WCAG contrast, typography, personality and design principles',
    pdf: brandGuidelinesPdf,
    markdown: brandGuidelinesMarkdown,
  },
  'technical-docs': {
    title: 'Technical documentation',
    summary:
      'tech stack, architecture, API endpoints, database schema, design tokens and vibe-coding prompts',
    pdf: technicalDocsPdf,
    markdown: technicalDocsMarkdown,
  },
  requirements: {
    title: 'Requirements',
    summary: 'product vision, target users, user journeys and user stories with acceptance criteria',
    pdf: requirementsPdf,
    markdown: requirementsMarkdown,
  },
};

export function isDocumentType(exportType: ExportType): exportType is DocumentType {
  return exportType in documents;
}
