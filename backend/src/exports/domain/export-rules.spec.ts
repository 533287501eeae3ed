import { planFor, trialLimits } from '@bb/kernel';
import type { Tier } from '../../contracts/options';
import { exportTypes } from '../../contracts/options';
import { fullProject } from '../fixtures/full-project';
import {
  assertPlanAllowsExport,
  exportCreated,
  exportFileNameOf,
  fileKindOf,
  type ExportPlan,
} from './export-rules';

const plan = (tier: Tier): ExportPlan => ({
  tier,
  limits: planFor(tier).limits,
  features: planFor(tier).features,
});
const NOW = new Date('2026-11-22T15:00:00Z');

describe('export rules', () => {
  describe('fileKindOf', () => {
    it('zips are zips whatever format is named', () => {
      expect(fileKindOf('complete-package')).toBe('zip');
      for (const format of ['zip', 'pdf', 'md', 'complete'] as const) {
        expect(fileKindOf('complete-package', format)).toBe('zip');
        expect(fileKindOf('logo-files', format)).toBe('zip');
      }
    });
    it('documents are PDF unless Markdown is asked for; never zip', () => {
      expect(fileKindOf('business-plan')).toBe('pdf');
      expect(fileKindOf('requirements', 'pdf')).toBe('pdf');
      expect(fileKindOf('technical-docs', 'md')).toBe('md');
      expect(() => fileKindOf('brand-guidelines', 'zip')).toThrow(
        expect.objectContaining({
          kind: 'validation',
          details: { format: 'Brand Guidelines is made as pdf or md, not zip' },
        }),
      );
      expect(() => fileKindOf('business-plan', 'complete')).toThrow(
        expect.objectContaining({ details: { format: 'Business Plan is made as pdf or md, not complete' } }),
      );
    });
  });

  describe('assertPlanAllowsExport', () => {
    it('free: nothing, with the Free plan message', () => {
      for (const type of exportTypes) {
        expect(() => assertPlanAllowsExport(plan('free'), type)).toThrow(
          expect.objectContaining({ code: 'ExportsNotInPlan', kind: 'forbidden' }),
        );
      }
      expect(() => assertPlanAllowsExport(plan('free'), 'business-plan')).toThrow(
        'Exports are not included in the Free plan. Upgrade to Starter or Pro to download your project.',
      );
    });
    it('starter: every type but the complete package', () => {
      for (const type of exportTypes.filter((t) => t !== 'complete-package')) {
        expect(() => assertPlanAllowsExport(plan('starter'), type)).not.toThrow();
      }
      expect(() => assertPlanAllowsExport(plan('starter'), 'complete-package')).toThrow(
        expect.objectContaining({ code: 'ExportTypeNotInPlan', requiredTier: 'pro' }),
      );
    });
    it('pro, enterprise and the trial: every type', () => {
      const trial: ExportPlan = { tier: 'pro', limits: trialLimits, features: planFor('pro').features };
      for (const p of [plan('pro'), plan('enterprise'), trial]) {
        for (const type of exportTypes) expect(() => assertPlanAllowsExport(p, type)).not.toThrow();
      }
    });
  });

  describe('file names', () => {
    it('package name, type and UTC date; the project-id name for POST /api/export/{id}', () => {
      expect(exportFileNameOf(fullProject, 'business-plan', 'pdf', NOW)).toBe(
        'brewline-business-plan-2026-11-22.pdf',
      );
      expect(exportFileNameOf(fullProject, 'requirements', 'md', NOW)).toBe(
        'brewline-requirements-2026-11-22.md',
      );
      expect(exportFileNameOf(fullProject, 'logo-files', 'zip', NOW)).toBe(
        'brewline-logo-files-2026-11-22.zip',
      );
      expect(exportFileNameOf(fullProject, 'complete-package', 'zip', NOW, 'project-id')).toBe(
        `project-${fullProject.id}-export.zip`,
      );
    });
  });

  it('exportCreated records what was made, when, on which plan and month, from which version', () => {
    expect(
      exportCreated({
        userId: 'u1',
        projectId: 'p1',
        projectVersion: 7,
        exportType: 'technical-docs',
        kind: 'md',
        fileName: 'brewline-technical-docs-2026-11-22.md',
        tier: 'starter',
        now: NOW,
        period: '2026-11',
        exportsThisMonth: 3,
        exportLimit: 5,
      }),
    ).toEqual({
      type: 'exports.export-created',
      data: {
        userId: 'u1',
        projectId: 'p1',
        projectVersion: 7,
        exportType: 'technical-docs',
        format: 'md',
        fileName: 'brewline-technical-docs-2026-11-22.md',
        tier: 'starter',
        period: '2026-11',
        exportsThisMonth: 3,
        exportLimit: 5,
        exportedAt: '2026-11-22T15:00:00.000Z',
      },
    });
  });
});
