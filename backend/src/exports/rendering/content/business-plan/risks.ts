import { computeFinancialModel, scenarioOf } from '../../../../financials/domain/financial-model';
import type { PlanSection } from './plan-blocks';
import type { PlanContext } from './plan-context';
import { breakEvenMoves, decimal, money, percent, plural, sentence } from './plan-format';

/**
 * Risks with mitigations: the archetype's own when the knowledge base knows the business, and
 * always the ones this plan's numbers show (what a lower price, slower demand or a costly
 * acquisition do to break-even and cash), each computed by re-running the model.
 */
export function risks(ctx: PlanContext, number: number): PlanSection {
  const a = ctx.financials.assumptions;
  const { base, conservative, horizon } = ctx;
  const one = ctx.terms.customers.replace(/s$/, '');
  const rows: string[][] = (ctx.archetype?.risks ?? []).map((r) => [
    sentence(r.risk),
    sentence(r.mitigation),
  ]);

  const cheaper = scenarioOf(computeFinancialModel({ ...a, price: a.price * 0.9 }), 'base');
  rows.push([
    `A price 10% lower (${money(a.price * 0.9)}): ${breakEvenMoves(cheaper.breakEvenMonth, horizon)}` +
      (cheaper.fundingNeeded > 0
        ? ` and the plan needs ${money(cheaper.fundingNeeded)} of extra funding.`
        : ', and the starting cash still covers the low point.'),
    `Test the price with the first ${ctx.terms.customers} before printing it, and compete on what sets ${ctx.name} apart rather than on price.`,
  ]);
  rows.push([
    `If ${ctx.terms.customers} come ${percent(a.scenarioSpread)} more slowly and leave ${percent(a.scenarioSpread)} faster (the conservative scenario), ${breakEvenMoves(conservative.breakEvenMonth, horizon)} and cash falls to ${money(conservative.lowestCash)}.`,
    conservative.fundingNeeded > 0
      ? `Arrange access to ${money(conservative.fundingNeeded)} before launch, and keep fixed costs at today's level until month-6 sales confirm the base case.`
      : `The starting cash covers even this case; review the numbers monthly and cut acquisition spend first if sales lag.`,
  ]);
  if (base.fundingNeeded > 0) {
    rows.push([
      `In the base scenario cash runs out in month ${(base.runwayMonths ?? 0) + 1} without ${money(base.fundingNeeded)} more.`,
      'Secure that funding before launch (a small-business loan, savings or an investor), or lower the fixed costs until sales cover them.',
    ]);
  }
  const ratio = base.unitEconomics.ltvToCac;
  if (ratio !== null && ratio < 3) {
    rows.push([
      `Winning a ${one} costs ${money(a.acquisitionCost)} against a lifetime value of ${money(base.unitEconomics.lifetimeValue)} (${decimal(ratio)} : 1, under the 3 : 1 often used as a rule of thumb).`,
      `Lean on referrals and repeat ${ctx.terms.purchase}s before paid advertising, and raise the lifetime value by keeping ${ctx.terms.customers} longer.`,
    ]);
  }
  if (a.revenueKind === 'retainer' && (base.months.at(-1)?.activeCustomers ?? 0) < 15) {
    rows.push([
      `With about ${plural(base.months.at(-1)?.activeCustomers ?? 0, 'client')} by month ${horizon}, losing one client is a large share of revenue.`,
      'Keep any one client under a quarter of revenue and hold a notice period in every retainer contract.',
    ]);
  }
  return {
    title: `${number}. Risks and Mitigations`,
    blocks: [
      {
        kind: 'table',
        columns: [
          { header: 'Risk', share: 5, strong: false },
          { header: 'Mitigation', share: 5 },
        ],
        rows,
      },
    ],
  };
}
