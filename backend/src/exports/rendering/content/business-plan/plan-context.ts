import { kindTerms, type KindTerms } from '../../../../contracts/financials-terms';
import type { ScenarioResult } from '../../../../contracts/financials';
import { resolveArchetypeFor } from '../../../../financials/archetype-for-project';
import { scenarioOf } from '../../../../financials/domain/financial-model';
import { projectFinancials, type ProjectFinancials } from '../../../../financials/domain/project-financials';
import type { Archetype } from '../../../../generation/domain/knowledge/archetype';
import type { ExportableProject } from '../../exportable-project';
import { brandName } from '../brand';

/** What every section of the plan reads: the project, its archetype if known, and its model. */
export interface PlanContext {
  project: ExportableProject;
  name: string;
  archetype?: Archetype;
  financials: ProjectFinancials;
  conservative: ScenarioResult;
  base: ScenarioResult;
  optimistic: ScenarioResult;
  terms: KindTerms;
  horizon: number;
}

export function planContext(
  project: ExportableProject,
  archetype = resolveArchetypeFor(project),
): PlanContext {
  const financials = projectFinancials({ stepData: project.stepData, archetype });
  const { model } = financials;
  return {
    project,
    name: brandName(project),
    archetype,
    financials,
    conservative: scenarioOf(model, 'conservative'),
    base: scenarioOf(model, 'base'),
    optimistic: scenarioOf(model, 'optimistic'),
    terms: kindTerms[financials.assumptions.revenueKind],
    horizon: model.horizonMonths,
  };
}
