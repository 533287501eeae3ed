import { kindPhrase } from '../../../../financials/domain/financial-defaults';
import { nonBlank, textOrUndefined } from '../../not-defined';
import type { PlanBlock, PlanSection } from './plan-blocks';
import type { PlanContext } from './plan-context';
import { capitalise, count, money, moneyWords, monthOrNever, percent, sentence } from './plan-format';
import { PROJECTION_NOTE } from './financial-plan';

/** Executive summary, problem and solution, target market (with its sizing) and competition. */

export function executiveSummary(ctx: PlanContext, number: number): PlanSection {
  const idea = ctx.project.stepData.ideaGeneration?.selectedIdea ?? undefined;
  const def = ctx.project.stepData.businessDefinition;
  const { base, conservative, optimistic, horizon } = ctx;
  const cash = ctx.financials.assumptions.startingCash;
  const y1 = base.years[0]?.revenue ?? 0;
  const y3 = base.years[2]?.revenue ?? 0;
  const breakEven =
    base.breakEvenMonth === null
      ? `In the base scenario monthly profit does not turn positive within ${horizon} months; the risks section shows which assumptions would have to change.`
      : `Monthly profit turns positive in month ${base.breakEvenMonth} of the base scenario (${monthOrNever(conservative.breakEvenMonth, horizon)} in the conservative one, ${monthOrNever(optimistic.breakEvenMonth, horizon)} in the optimistic one).`;
  const funding =
    base.fundingNeeded > 0
      ? `The founder starts with ${money(cash)}. At the lowest point, in month ${base.lowestCashMonth}, the base scenario needs ${money(base.fundingNeeded)} more: the amount this plan asks a lender or investor to cover.`
      : `The founder's ${money(cash)} covers the base scenario: cash never falls below zero, and its lowest point is ${money(base.lowestCash)} in month ${base.lowestCashMonth}.`;
  const blocks: PlanBlock[] = [];
  const businessIdea = textOrUndefined(idea?.businessIdea);
  if (businessIdea) {
    // A project without a chosen name is titled after its idea: no 'X: X.'.
    const named = businessIdea.toLowerCase().includes(ctx.name.toLowerCase());
    blocks.push({
      kind: 'paragraph',
      text: named ? sentence(businessIdea) : `${ctx.name}: ${sentence(businessIdea)}`,
    });
  }
  const valueProposition = textOrUndefined(def?.valueProposition);
  if (valueProposition) blocks.push({ kind: 'paragraph', text: sentence(valueProposition) });
  const mission = textOrUndefined(def?.missionStatement);
  if (mission) blocks.push({ kind: 'field', label: 'Mission', value: sentence(mission) });
  blocks.push(
    {
      kind: 'paragraph',
      text: `The base scenario projects ${moneyWords(y1)} of revenue in the first year and ${moneyWords(y3)} in the third. ${breakEven}`,
    },
    { kind: 'paragraph', text: funding },
    {
      kind: 'table',
      columns: [
        { header: 'At a glance (base scenario)', share: 5 },
        { header: 'Projection', share: 3, numeric: true },
      ],
      rows: [
        ['Revenue, year 1', money(y1)],
        ['Revenue, year 3', money(y3)],
        [
          'Break-even month',
          base.breakEvenMonth === null ? `Not within ${horizon} months` : `Month ${base.breakEvenMonth}`,
        ],
        ['Starting cash', money(cash)],
        ['Extra funding needed', money(base.fundingNeeded)],
        [`Active ${ctx.terms.customers}, month ${horizon}`, count(base.months.at(-1)?.activeCustomers ?? 0)],
      ],
    },
    { kind: 'note', text: PROJECTION_NOTE },
  );
  return { title: `${number}. Executive Summary`, blocks };
}

export function problemAndSolution(ctx: PlanContext, number: number): PlanSection {
  const { stepData } = ctx.project;
  const idea = stepData.ideaGeneration?.selectedIdea ?? undefined;
  const segment = ctx.archetype?.segments[0];
  const users = stepData.userStories?.targetUsers ?? [];
  const blocks: PlanBlock[] = [{ kind: 'heading', text: 'The problem' }];
  if (segment && segment.pains.length > 0) {
    blocks.push({ kind: 'bullets', items: segment.pains.map(sentence) });
  } else if (users.some((u) => u.frustrations.length > 0)) {
    blocks.push(
      { kind: 'paragraph', text: 'What goes wrong today, as the target users of step 6 describe it:' },
      {
        kind: 'bullets',
        items: users
          .flatMap((u) => nonBlank(u.frustrations).map((f) => `${sentence(f)} (${u.name})`))
          .slice(0, 8),
      },
    );
  } else {
    blocks.push({
      kind: 'field',
      label: 'The need it answers',
      value:
        textOrUndefined(stepData.businessDefinition?.valueProposition) ?? textOrUndefined(idea?.description),
    });
  }
  blocks.push(
    { kind: 'heading', text: 'The solution' },
    { kind: 'field', label: 'What it is', value: textOrUndefined(idea?.description) },
    {
      kind: 'field',
      label: 'Value proposition',
      value: textOrUndefined(stepData.businessDefinition?.valueProposition),
    },
    { kind: 'heading', text: 'Key features' },
    {
      kind: 'bullets',
      items: nonBlank(idea?.keyFeatures?.length ? idea.keyFeatures : stepData.userStories?.coreFeatures),
    },
  );
  return { title: `${number}. Problem and Solution`, blocks };
}

export function targetMarket(ctx: PlanContext, number: number): PlanSection {
  const { stepData } = ctx.project;
  const a = ctx.financials.assumptions;
  const blocks: PlanBlock[] = [{ kind: 'heading', text: 'Who buys' }];
  const segments = ctx.archetype?.segments ?? [];
  const users = stepData.userStories?.targetUsers ?? [];
  if (segments.length > 0) {
    blocks.push({
      kind: 'bullets',
      items: segments.map((s) => {
        const who = s.qualifier ? `${s.role.plural} ${s.qualifier}` : s.role.plural;
        return s.jobs[0] ? `${capitalise(who)}, who want to ${s.jobs[0]}.` : `${capitalise(who)}.`;
      }),
    });
  } else if (users.length > 0) {
    blocks.push({ kind: 'bullets', items: users.map((u) => `${u.name}: ${sentence(u.profile)}`) });
  }
  const audience = textOrUndefined(stepData.ideaGeneration?.selectedIdea?.targetAudience);
  if (audience || blocks.length === 1)
    blocks.push({ kind: 'field', label: 'Target audience', value: audience });

  const annual = ctx.base.unitEconomics.revenuePerCustomer * 12;
  const reached = ctx.base.months.at(-1)?.activeCustomers ?? 0;
  const share = a.reachableCustomers > 0 ? (reached / a.reachableCustomers) * 100 : null;
  blocks.push(
    { kind: 'heading', text: 'Market size (estimates)' },
    {
      kind: 'paragraph',
      text: `Two ways to size the market, both from this plan's own assumptions. Top-down starts from everyone within reach; bottom-up starts from the ${ctx.terms.customers} the base scenario wins.`,
    },
    {
      kind: 'table',
      columns: [
        { header: 'Method', share: 2 },
        { header: 'Calculation', share: 5.5 },
        { header: 'Estimate per year', share: 2.5, numeric: true },
      ],
      rows: [
        [
          'Top-down',
          `${count(a.reachableCustomers)} reachable ${ctx.terms.customers} x ${money(annual)} of revenue each a year`,
          money(a.reachableCustomers * annual),
        ],
        [
          'Bottom-up',
          `${count(reached)} active ${ctx.terms.customers} in month ${ctx.horizon} (base) x ${money(annual)} a year` +
            (share === null ? '' : `, ${percent(share)} of those within reach`),
          money(reached * annual),
        ],
      ],
    },
    {
      kind: 'note',
      text: `Estimates, not market research. The number of reachable ${ctx.terms.customers} is the founder's own estimate; before showing this plan to a lender, replace it with a count from a source you can cite (a census table, a trade association, a directory listing).`,
    },
  );
  return { title: `${number}. Target Market`, blocks };
}

/** General categories by revenue kind, used only when the knowledge base has none for the project. */
const kindAlternatives: Record<string, string[]> = {
  'unit-sales': [
    'Large retailers and online marketplaces selling similar products',
    'Other independent sellers, nearby and online',
    'Customers making do without, or making it themselves',
  ],
  subscription: [
    'Established software with a broader feature set',
    'Spreadsheets and manual workarounds',
    'Doing nothing and living with the problem',
  ],
  bookings: [
    'Established local providers of the same service',
    'Chains and franchises',
    'Customers doing it themselves',
  ],
  marketplace: [
    'Large general marketplaces',
    'Deals arranged by word of mouth and social media',
    'Classified-ad sites',
  ],
  advertising: [
    'Established publications on the same subject',
    'Social media creators',
    'Free search results and forums',
  ],
  donations: [
    'Larger charities with similar causes',
    'Local community groups',
    "Other calls on donors' giving",
  ],
  retainer: [
    'Freelancers billing by the hour',
    'Larger agencies and firms',
    'Clients doing the work in-house',
  ],
};

export function competition(ctx: PlanContext, number: number): PlanSection {
  const fromKb = ctx.archetype?.competitors ?? [];
  const categories =
    fromKb.length > 0 ? fromKb : (kindAlternatives[ctx.financials.assumptions.revenueKind] ?? []);
  return {
    title: `${number}. Competition`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          fromKb.length > 0
            ? `The alternatives customers of ${ctx.name} weigh, by category:`
            : `The alternatives customers weigh for a business that earns from ${kindPhrase[ctx.financials.assumptions.revenueKind]}, by category:`,
      },
      { kind: 'bullets', items: categories.map((c) => sentence(capitalise(c))) },
      {
        kind: 'field',
        label: `Where ${ctx.name} stands apart`,
        value: textOrUndefined(ctx.project.stepData.businessDefinition?.competitiveAdvantage),
      },
      {
        kind: 'note',
        text: 'Categories, not named companies: name the two or three competitors your customers mention most, with their prices, before you present the plan.',
      },
    ],
  };
}
