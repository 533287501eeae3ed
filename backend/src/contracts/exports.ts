import { z } from 'zod';
import { exportTypes, tierSchema } from './options';

/**
 * Exports: the requests of POST /api/export/... and the
 * event every export records. The file itself is the answer (a PDF, a Markdown file or a zip);
 * a refusal is the usual JSON error body (contracts/errors.ts).
 */

/** The formats a request may name: documents are pdf or md; a zip type is a zip whichever is named. */
export const exportFormats = ['pdf', 'md', 'zip', 'complete'] as const;
export const exportFormatSchema = z.enum(exportFormats, {
  error: `Format must be one of ${exportFormats.join(', ')}`,
});
export type ExportFileFormat = z.infer<typeof exportFormatSchema>;

/** The route parameter of POST /api/export/{projectId}/{exportType}. */
export const exportTypeParamSchema = z.object({
  exportType: z.enum(exportTypes, { error: `Export type must be one of ${exportTypes.join(', ')}` }),
});

const versionMessage = 'Version must be a whole number from 1';
/** A history entry's version (its position in the project's stream): export the project as it was then. */
export const exportVersionSchema = z
  .number({ error: versionMessage })
  .int(versionMessage)
  .min(1, versionMessage)
  .max(1_000_000_000, versionMessage);

/**
 * POST /api/export/{projectId}/{exportType}: an optional format (documents default to PDF) and an
 * optional version (default: the project as it is now).
 */
export const exportRequestSchema = z.object({
  format: exportFormatSchema.optional(),
  version: exportVersionSchema.optional(),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** POST /api/export/{projectId}: the complete package, saved as project-{id}-export.zip (the spec sends format 'complete'; 'zip' or none is the same). */
export const completeExportRequestSchema = z.object({
  format: z.enum(['complete', 'zip'], { error: "Format must be 'complete'" }).optional(),
  version: exportVersionSchema.optional(),
});
export type CompleteExportRequest = z.infer<typeof completeExportRequestSchema>;

export const EXPORT_CREATED = 'exports.export-created';

/**
 * 'exports.export-created', in the project's stream (`project-{id}`), appended in one transaction
 * with the 'billing.usage-counted' that counted it against the month.
 */
export const exportCreatedSchema = z.object({
  projectId: z.string(),
  /** The project's owner, who exported it. */
  userId: z.string(),
  exportType: z.enum(exportTypes),
  /** The file made: pdf, md or zip. */
  format: z.enum(['pdf', 'md', 'zip']),
  fileName: z.string(),
  /** The usage month ('YYYY-MM', New York) it counted against, the count after it and the limit (-1 unlimited). */
  period: z.string(),
  exportsThisMonth: z.number().int().min(1),
  exportLimit: z.number().int().min(-1),
  /** The plan it was made on. */
  tier: tierSchema,
  /** The project stream version the file was rendered from: the export can be made again exactly. */
  projectVersion: z.number().int().min(1),
  /** ISO 8601; the date in the file name and the documents. */
  exportedAt: z.string(),
});
export type ExportCreatedData = z.infer<typeof exportCreatedSchema>;
