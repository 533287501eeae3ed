import type { Archetype } from '../../../../generation/domain/knowledge/archetype';
import type { ExportableProject } from '../../exportable-project';
import { financialPlanSection } from './financial-plan';
import { competition, executiveSummary, problemAndSolution, targetMarket } from './opening-sections';
import { businessModel, goToMarket, milestones, operations } from './operating-sections';
import type { PlanSection } from './plan-blocks';
import { planContext, type PlanContext } from './plan-context';
import { risks } from './risks';

/** The sections of the business plan, in the order a lender reads them, numbered from 1. */
export const PLAN_SECTIONS = [
  executiveSummary,
  problemAndSolution,
  targetMarket,
  competition,
  businessModel,
  goToMarket,
  operations,
  milestones,
  risks,
  financialPlanSection,
] as const;

export interface BusinessPlanContent {
  context: PlanContext;
  sections: PlanSection[];
}

export function businessPlanContent(project: ExportableProject, archetype?: Archetype): BusinessPlanContent {
  const context = archetype ? planContext(project, archetype) : planContext(project);
  return { context, sections: PLAN_SECTIONS.map((build, i) => build(context, i + 1)) };
}
