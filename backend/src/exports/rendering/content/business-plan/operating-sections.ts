import { kindPhrase } from '../../../../financials/domain/financial-defaults';
import { nonBlank, textOrUndefined } from '../../not-defined';
import { buildRoadmap, priorityLabel } from '../roadmap';
import type { PlanBlock, PlanSection } from './plan-blocks';
import type { PlanContext } from './plan-context';
import {
  amount,
  count,
  frequency,
  listPhrase,
  money,
  newPerMonth,
  percent,
  plural,
  sentence,
} from './plan-format';

/** Business model, go-to-market, operations and milestones: read from the model and the project. */

function pricing(ctx: PlanContext): string {
  const a = ctx.financials.assumptions;
  const one = ctx.terms.customers.replace(/s$/, '');
  switch (a.revenueKind) {
    case 'subscription':
      return `Each ${one} pays ${money(a.price)} a month.`;
    case 'retainer':
      return `Each client pays a retainer of ${money(a.price)} a month.`;
    case 'marketplace':
      return `Buyers place orders worth ${money(a.price)} on average, ${frequency(a.purchasesPerCustomer)}, and ${ctx.name} keeps ${percent(a.takeRate)} of each order: ${money((a.price * a.takeRate) / 100)} an order.`;
    case 'advertising':
      return `Every 1,000 visits earn ${money(a.price)} from advertising and sponsorship; an active reader visits ${frequency(a.purchasesPerCustomer)}.`;
    case 'donations':
      return `The average gift is ${money(a.price)}, and an active donor gives ${frequency(a.purchasesPerCustomer)}.`;
    case 'bookings':
      return `Each booking brings in ${money(a.price)}, and an active client books ${frequency(a.purchasesPerCustomer)}.`;
    default:
      return `Each sale brings in ${money(a.price)} on average, and an active customer buys ${frequency(a.purchasesPerCustomer)}.`;
  }
}

export function businessModel(ctx: PlanContext, number: number): PlanSection {
  const a = ctx.financials.assumptions;
  const u = ctx.base.unitEconomics;
  const potential = textOrUndefined(ctx.project.stepData.ideaGeneration?.selectedIdea?.potentialRevenue);
  const blocks: PlanBlock[] = [
    {
      kind: 'field',
      label: 'Business model',
      value: textOrUndefined(ctx.project.stepData.businessDefinition?.businessModel),
    },
    ...(potential
      ? [{ kind: 'field' as const, label: "Revenue potential (the founder's estimate)", value: potential }]
      : []),
    { kind: 'paragraph', text: `${ctx.name} earns from ${kindPhrase[a.revenueKind]}. ${pricing(ctx)}` },
    {
      kind: 'paragraph',
      text:
        u.contributionMargin === null
          ? 'At a price of zero the model earns nothing per sale, so no contribution margin can be stated.'
          : `Cost of goods and payment fees take ${percent(a.costOfGoods)} of revenue, which leaves a contribution margin of ${percent(u.contributionMargin)}: ${money(u.contributionPerCustomer)} per active ${ctx.terms.customers.replace(/s$/, '')} a month.`,
    },
  ];
  const other = ctx.archetype?.revenue.slice(1) ?? [];
  if (other.length > 0) {
    blocks.push(
      { kind: 'heading', text: 'Further revenue the model does not count' },
      { kind: 'bullets', items: other.map((r) => sentence(r.description)) },
    );
  }
  return { title: `${number}. Business Model`, blocks };
}

export function goToMarket(ctx: PlanContext, number: number): PlanSection {
  const a = ctx.financials.assumptions;
  const m = (i: number) => ctx.base.months[i - 1];
  const one = ctx.terms.customers.replace(/s$/, '');
  const payback = ctx.base.unitEconomics.paybackMonths;
  const kpis = ctx.archetype?.kpis ?? [];
  const blocks: PlanBlock[] = [
    {
      kind: 'paragraph',
      text: `To follow the base scenario, ${ctx.name} starts by winning ${newPerMonth(a.newCustomersPerMonth, ctx.terms.customers)}, rising to ${newPerMonth(m(12)?.newCustomers ?? 0, ctx.terms.customers)} by month 12 and ${newPerMonth(m(ctx.horizon)?.newCustomers ?? 0, ctx.terms.customers)} by month ${ctx.horizon} (new ${ctx.terms.customers} grow ${percent(a.monthlyGrowth)} a month).`,
    },
    {
      kind: 'paragraph',
      text:
        a.acquisitionCost > 0
          ? `At ${money(a.acquisitionCost)} to win each ${one}, that is a marketing budget of ${money(m(1)?.acquisitionSpend ?? 0)} in month 1 and ${money(m(12)?.acquisitionSpend ?? 0)} in month 12. ` +
            (payback === null
              ? `At this price a ${one} never earns back what it cost to win.`
              : `A new ${one} earns back that cost in ${plural(Math.ceil(payback), 'month')}.`)
          : `The plan assumes ${ctx.terms.customers} are won without paid marketing (referrals, word of mouth); add an acquisition cost if ads or sales time will be needed.`,
    },
    { kind: 'heading', text: 'Targets for month 12 (base scenario)' },
    {
      kind: 'table',
      columns: [
        { header: 'Measure', share: 5 },
        { header: 'Month 12 target', share: 3, numeric: true },
      ],
      rows: [
        [`New ${ctx.terms.customers} in the month`, amount(m(12)?.newCustomers ?? 0)],
        [`Active ${ctx.terms.customers}`, amount(m(12)?.activeCustomers ?? 0)],
        ['Revenue in the month', money(m(12)?.revenue ?? 0)],
        ['Monthly churn', percent(a.churn)],
        [`Cost to win a ${one}`, money(a.acquisitionCost)],
      ],
    },
  ];
  if (kpis.length > 0)
    blocks.push({ kind: 'heading', text: 'Measures to watch' }, { kind: 'bullets', items: kpis });
  return { title: `${number}. Go-to-Market`, blocks };
}

export function operations(ctx: PlanContext, number: number): PlanSection {
  const a = ctx.financials.assumptions;
  const total = a.fixedCosts.reduce((s, c) => s + c.monthly, 0);
  const stack = ctx.project.stepData.techDocumentation?.techStack ?? undefined;
  const allTech = stack
    ? nonBlank([...stack.frontend, ...stack.backend, ...stack.database, ...stack.hosting])
    : [];
  // A lender reads the services the business pays for, not the framework the site is written in:
  // the items with a price or a plan, each as part of a sentence ('a .com domain').
  const priced = allTech.filter((item) => /\$|%|¢|free\b/i.test(item));
  const tech = (priced.length > 0 ? priced : allTech.slice(0, 4)).map((item) =>
    item.replace(/^(A|An) /, (article) => article.toLowerCase()),
  );
  const paysSomeone = a.fixedCosts.some((c) =>
    /salar|wage|pay|staff|team|hire|contractor|freelance/i.test(c.label),
  );
  const blocks: PlanBlock[] = [
    {
      kind: 'paragraph',
      text:
        a.fixedCosts.length > 0
          ? `${ctx.name} runs on ${money(total)} of fixed costs a month: ${listPhrase(a.fixedCosts.map((c) => `${c.label.toLowerCase()} (${money(c.monthly)})`))}. Cost of goods and payment fees come on top, at ${percent(a.costOfGoods)} of revenue.`
          : `The plan assumes no fixed monthly costs; cost of goods and payment fees take ${percent(a.costOfGoods)} of revenue.`,
    },
  ];
  if (!paysSomeone) {
    blocks.push({
      kind: 'paragraph',
      text: "No wages are in the fixed costs: the founder works unpaid in this plan. Add a line for the founder's pay, and for any help, as soon as the numbers can carry it.",
    });
  }
  if (tech.length > 0)
    blocks.push({ kind: 'field', label: 'Tools and services', value: `${listPhrase(tech)}.` });
  const compliance = ctx.archetype?.compliance ?? [];
  if (compliance.length > 0)
    blocks.push({ kind: 'field', label: 'Rules to comply with', value: `${listPhrase(compliance)}.` });
  return { title: `${number}. Operations`, blocks };
}

export function milestones(ctx: PlanContext, number: number): PlanSection {
  const { base, horizon } = ctx;
  const a = ctx.financials.assumptions;
  const rows: [number, string][] = [
    [1, `Launch: the first ${count(a.newCustomersPerMonth)} ${ctx.terms.customers}`],
  ];
  const hundred = base.months.find((m) => m.activeCustomers >= 100);
  if (hundred && hundred.month > 1) rows.push([hundred.month, `100 active ${ctx.terms.customers}`]);
  if (base.breakEvenMonth !== null)
    rows.push([base.breakEvenMonth, 'Break-even: monthly profit turns positive']);
  if (base.lowestCashMonth > 0)
    rows.push([base.lowestCashMonth, `Cash at its lowest: ${money(base.lowestCash)}`]);
  const earnedBack = base.months.find((m, i) => i >= base.lowestCashMonth && m.cash >= a.startingCash);
  if (earnedBack && base.lowestCashMonth > 0) rows.push([earnedBack.month, 'Starting cash earned back']);
  rows.push([12, `First year closes with ${money(base.years[0]?.revenue ?? 0)} of revenue`]);
  rows.push([
    horizon,
    `${count(base.months.at(-1)?.activeCustomers ?? 0)} active ${ctx.terms.customers} and ${money(base.months.at(-1)?.revenue ?? 0)} of revenue a month`,
  ]);
  rows.sort((x, y) => x[0] - y[0]);
  const blocks: PlanBlock[] = [
    { kind: 'paragraph', text: 'Business milestones of the base scenario, month by month:' },
    {
      kind: 'table',
      columns: [
        { header: 'Month', share: 1.2 },
        { header: 'Milestone', share: 7 },
      ],
      rows: rows.map(([month, text]) => [String(month), text]),
    },
  ];
  const phases = buildRoadmap(ctx.project.stepData.userStories?.generatedStories ?? []);
  if (phases.length > 0) {
    blocks.push(
      { kind: 'heading', text: 'Product milestones' },
      {
        kind: 'table',
        columns: [
          { header: 'Phase', share: 4 },
          { header: 'Priority', share: 1.4 },
          { header: 'Stories', share: 1.2, numeric: true },
          { header: 'Story points', share: 1.6, numeric: true },
        ],
        rows: phases.map((p) => [
          `Phase ${p.number}: ${p.name}`,
          priorityLabel(p.priority),
          String(p.stories.length),
          String(p.storyPoints),
        ]),
      },
    );
  }
  return { title: `${number}. Milestones`, blocks };
}
