import { ApiError } from '@/lib/api';
import { exportAccess, exportFailureMessage, exportOptions, exportUsageLabel } from './export-catalog';

const option = (type: string) => exportOptions.find((o) => o.type === type)!;
const open = { canExport: true, exportLimit: 15, exportsThisMonth: 3 };

describe('export access', () => {
  it('six cards, formats only for technical docs and requirements', () => {
    expect(exportOptions.map((o) => o.type)).toEqual([
      'complete-package',
      'business-plan',
      'brand-guidelines',
      'technical-docs',
      'requirements',
      'logo-files',
    ]);
    expect(exportOptions.filter((o) => o.formats).map((o) => o.type)).toEqual([
      'technical-docs',
      'requirements',
    ]);
  });

  it('free locks every card; starter locks only the complete package', () => {
    for (const o of exportOptions)
      expect(exportAccess(o, 'free', undefined)).toMatchObject({ allowed: false, reason: 'plan' });
    expect(exportAccess(option('complete-package'), 'starter', open)).toMatchObject({
      allowed: false,
      reason: 'plan',
      message: 'Complete Package export is included in the Pro plan and above.',
    });
    expect(exportAccess(option('logo-files'), 'starter', open)).toEqual({ allowed: true });
    expect(exportAccess(option('complete-package'), 'pro', open)).toEqual({ allowed: true });
  });

  it('the month used up locks the cards the plan has', () => {
    const used = { canExport: false, exportLimit: 5, exportsThisMonth: 5 };
    expect(exportAccess(option('business-plan'), 'starter', used)).toMatchObject({
      allowed: false,
      reason: 'limit',
      message: 'You have used all 5 exports of your plan this month.',
    });
  });

  it('labels the month', () => {
    expect(exportUsageLabel(open)).toBe('3/15');
    expect(exportUsageLabel({ exportLimit: -1, exportsThisMonth: 40 })).toBe('40/unlimited');
  });

  it("the failure toast: the server's reason for a refusal, else the spec's message", () => {
    const refused = new ApiError(403, '{}', { message: 'Monthly export limit reached (5/5)' });
    expect(exportFailureMessage(refused)).toBe('Monthly export limit reached (5/5)');
    expect(exportFailureMessage(new ApiError(500, 'boom', null))).toBe(
      'Failed to export project. Please try again.',
    );
    expect(exportFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to export project. Please try again.',
    );
  });
});
