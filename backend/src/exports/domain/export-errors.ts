import type { ExportType, Tier } from '../../contracts/options';
import { DomainError } from '../../shared/domain-error';
import { exportTitles, tierLabels as tierNames } from '@bb/kernel';

/** Typed refusals of the exports context; the one exception filter maps `kind` to HTTP. */

export { exportTitles };

/** 403: the plan has no exports at all (free, and a trial that has ended). */
export class ExportsNotInPlan extends DomainError {
  constructor(readonly tier: Tier) {
    super(
      'forbidden',
      `Exports are not included in the ${tierNames[tier]} plan. Upgrade to Starter or Pro to download your project.`,
      undefined,
      'ExportsNotInPlan',
    );
  }
}

/** 403: the plan exports, but not this type (the complete package is Pro and up). */
export class ExportTypeNotInPlan extends DomainError {
  constructor(
    readonly exportType: ExportType,
    readonly tier: Tier,
    readonly requiredTier: Tier,
  ) {
    super(
      'forbidden',
      `${exportTitles[exportType]} export is included in the ${tierNames[requiredTier]} plan and above. Upgrade to ${tierNames[requiredTier]} to download it.`,
      undefined,
      'ExportTypeNotInPlan',
    );
  }
}

/** 400: a format that the export type is not made in (a zip has no PDF edition, a document no zip). */
export class FormatNotOffered extends DomainError {
  constructor(
    readonly exportType: ExportType,
    readonly format: string,
    offered: readonly string[],
  ) {
    const message = `${exportTitles[exportType]} is made as ${offered.join(' or ')}, not ${format}`;
    super('validation', 'Validation failed', { format: message }, 'FormatNotOffered');
  }
}
