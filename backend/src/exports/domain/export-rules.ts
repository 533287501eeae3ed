import { isZippedExport } from '@bb/kernel';
import { featureForExport, lowestTierWith } from '@bb/kernel';
import type { PlanFeatures, PlanLimits } from '../../contracts/billing';
import type { ExportFileFormat } from '../../contracts/exports';
import type { ExportType, Tier } from '../../contracts/options';
import { exportFileName } from '../rendering/export-file-name';
import type { ExportableProject } from '../rendering/exportable-project';
import { EXPORT_CREATED } from '../../contracts/exports';
import { ExportsNotInPlan, ExportTypeNotInPlan, FormatNotOffered } from './export-errors';
import type { ExportCreated } from './export-events';

/**
 * The rules of an export, pure: which file a request makes, whether the plan allows it, the file's
 * name and the event that records it. The monthly count itself is billing's (decideUsage on the
 * usage stream, in the same append).
 */

/** The file an export makes. */
export type ExportFileKind = 'pdf' | 'md' | 'zip';

/**
 * Zips are zips whatever format the request names (the spec's client sends a format with every
 * non-PDF export, and a package holds the documents as PDF and Markdown both); documents are PDF
 * unless 'md' is asked for, and never a zip.
 */
export function fileKindOf(exportType: ExportType, requested?: ExportFileFormat): ExportFileKind {
  if (isZippedExport(exportType)) return 'zip';
  if (requested === 'zip' || requested === 'complete')
    throw new FormatNotOffered(exportType, requested, ['pdf', 'md']);
  return requested ?? 'pdf';
}

/** What the plan in effect allows (billing's accessOf: subscription, else trial, else free). */
export interface ExportPlan {
  tier: Tier;
  limits: PlanLimits;
  features: PlanFeatures;
}

/**
 * A plan without exports (free: 0 a month) refuses every type; otherwise the type's feature decides
 * (complete package: completePackage, Pro and up; logo files: logos; documents: pdfExport).
 * The monthly limit is checked where it is counted.
 */
export function assertPlanAllowsExport(plan: ExportPlan, exportType: ExportType): void {
  if (plan.limits.exportsPerMonth === 0) throw new ExportsNotInPlan(plan.tier);
  const feature = featureForExport(exportType);
  if (!plan.features[feature]) throw new ExportTypeNotInPlan(exportType, plan.tier, lowestTierWith(feature));
}

/**
 * 'package': '<package name>-<type>-<YYYY-MM-DD>.<ext>';
 * 'project-id': 'project-<id>-export.zip', the name POST /api/export/{id} promises.
 */
export type ExportNaming = 'package' | 'project-id';

export function exportFileNameOf(
  project: ExportableProject,
  exportType: ExportType,
  kind: ExportFileKind,
  now: Date,
  naming: ExportNaming = 'package',
): string {
  if (naming === 'project-id') return `project-${project.id}-export.zip`;
  return exportFileName(project, exportType, kind === 'zip' ? undefined : kind, now);
}

export interface ExportFacts {
  userId: string;
  projectId: string;
  projectVersion: number;
  exportType: ExportType;
  kind: ExportFileKind;
  fileName: string;
  tier: Tier;
  now: Date;
  /** From the usage count appended with it. */
  period: string;
  exportsThisMonth: number;
  exportLimit: number;
}

export function exportCreated(facts: ExportFacts): ExportCreated {
  return {
    type: EXPORT_CREATED,
    data: {
      projectId: facts.projectId,
      userId: facts.userId,
      exportType: facts.exportType,
      format: facts.kind,
      fileName: facts.fileName,
      period: facts.period,
      exportsThisMonth: facts.exportsThisMonth,
      exportLimit: facts.exportLimit,
      tier: facts.tier,
      projectVersion: facts.projectVersion,
      exportedAt: facts.now.toISOString(),
    },
  };
}
