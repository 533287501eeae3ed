import type {
  AssumptionOrigin,
  FinancialAssumptionField,
  FinancialAssumptions,
  FinancialModel,
  FinancialsStep,
  UpdateFinancialsRequest,
} from '../../contracts/financials';
import { financialAssumptionFieldNames } from '../../contracts/financials';
import type { FieldSource } from '../../contracts/projects';
import type { StepData } from '../../contracts/step-data';
import type { BusinessEconomics } from './business-economics';
import { financialDefaults } from './financial-defaults';
import { computeFinancialModel } from './financial-model';

/**
 * A project's financials: the defaults (archetype, industry, budget), the assumptions the founder
 * or a generator set in stepData.financials on top of them, and the model computed from the result.
 */
export interface ProjectFinancials {
  assumptions: FinancialAssumptions;
  defaults: FinancialAssumptions;
  origins: Record<FinancialAssumptionField, AssumptionOrigin>;
  defaultsBasis: string;
  model: FinancialModel;
}

export function projectFinancials(input: {
  stepData: StepData;
  /** The knowledge base's archetype of the project, when it clearly is one (archetype-for-project.ts). */
  archetype?: BusinessEconomics;
  /** Who wrote each field now, keyed 'step.field' (the project's state); absent: 'user'. */
  sources?: Readonly<Record<string, FieldSource>>;
}): ProjectFinancials {
  const step1 = input.stepData.ideaGeneration;
  const industry =
    (step1?.industry === 'other' ? step1.customIndustry : step1?.industry) ||
    step1?.selectedIdea?.industry ||
    undefined;
  const saved: FinancialsStep = input.stepData.financials ?? {};
  // The defaults follow the business model the founder chose (a marketplace's take rate, ...).
  const { assumptions: defaults, basis } = financialDefaults({
    archetype: input.archetype,
    budget: step1?.budget,
    industry,
    revenueKind: saved.revenueKind,
  });
  const assumptions = { ...defaults } as Record<FinancialAssumptionField, unknown>;
  const origins = {} as Record<FinancialAssumptionField, AssumptionOrigin>;
  for (const field of financialAssumptionFieldNames) {
    const value = saved[field];
    if (value === undefined) {
      origins[field] = 'default';
      continue;
    }
    assumptions[field] = value;
    origins[field] = input.sources?.[`financials.${field}`]?.source ?? 'user';
  }
  const resolved = assumptions as FinancialAssumptions;
  return {
    assumptions: resolved,
    defaults,
    origins,
    defaultsBasis: basis,
    model: computeFinancialModel(resolved),
  };
}

/** stepData.financials after a PUT: given fields set, null fields back to their default. */
export function applyFinancialsUpdate(
  current: FinancialsStep | undefined,
  patch: UpdateFinancialsRequest,
): FinancialsStep {
  const next: Record<string, unknown> = { ...(current ?? {}) };
  for (const field of financialAssumptionFieldNames) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next;
}
