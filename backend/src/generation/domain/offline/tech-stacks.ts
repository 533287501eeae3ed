import {
  stackPresets,
  techBudgetRanges,
  type GenerateTechDocumentationResponse,
  type StackPreset,
} from '../../../contracts/generation';
import type { Budget, Complexity, TechBudget } from '../../../contracts/options';
import type { Archetype } from '../knowledge/archetype';
import {
  enterprisePlatformParts,
  fullStackAppParts,
  hostedShopParts,
  integrationPart,
  monthlyCost,
  platformParts,
  smallAppParts,
  type HostedShop,
  type StackLevel,
  type StackPart,
} from './stack-catalogue';

type TechStack = GenerateTechDocumentationResponse['techStack'];

/** The default (first) preset of a budget: the step-7 card the UI highlights. */
export function presetFor(budget: TechBudget): StackPreset {
  const preset = stackPresets.find((p) => p.budgetTier === budget) ?? stackPresets[0];
  if (!preset) throw new Error('No stack presets defined');
  return preset;
}

/** Step 1's budget (what the founder can spend in total) to step 7's stack budget. */
export function techBudgetFor(budget: Budget | undefined): TechBudget {
  switch (budget) {
    case '0-1000':
      return 'startup';
    case '1000-5000':
      return 'small';
    case '5000-10000':
    case '10000-50000':
      return 'medium';
    case '50000+':
      return 'enterprise';
    default:
      return 'small';
  }
}

/** When no budget is given, the cheapest stack that carries the complexity. */
export function defaultBudgetFor(complexity: Complexity): TechBudget {
  return complexity === 'simple' ? 'startup' : complexity === 'medium' ? 'small' : 'medium';
}

/**
 * The monthly running cost a stack may have in each budget band. The spec's bands (startup
 * $100-2000, small $800-5000, medium $3000-15000, enterprise $10000+) are read as what the founder
 * can spend on the software a month; the stack at launch must stay under the band's top.
 */
export const monthlyCeiling: Record<TechBudget, number> = {
  startup: 2000,
  small: 5000,
  medium: 15000,
  enterprise: Number.POSITIVE_INFINITY,
};

const REQUESTED: Record<Complexity, StackLevel> = { simple: 1, medium: 2, complex: 3 };
/** A small budget never buys a cluster. */
const BUDGET_CAP: Record<TechBudget, StackLevel> = { startup: 2, small: 2, medium: 3, enterprise: 3 };

/**
 * How much software to build: what the founder asked for, held down by what the business needs (a
 * bakery asking for "complex" gets a real app, not services) and by the budget.
 */
export function stackLevel(
  archetype: Pick<Archetype, 'complexity'> | undefined,
  complexity: Complexity,
  budget: TechBudget,
): StackLevel {
  const requested = REQUESTED[complexity];
  const needed = archetype?.complexity ?? 2;
  const level = Math.min(requested, needed + (requested === 3 ? 1 : 0), BUDGET_CAP[budget]);
  return Math.max(1, level) as StackLevel;
}

const SHOP_FAMILIES = new Set(['retail', 'food-and-drink', 'ecommerce']);

/** The hosted shop a shop-like business starts on, or undefined when it is not a shop. */
export function hostedShopFor(
  archetype: Archetype | undefined,
  integrations: readonly string[],
): HostedShop | undefined {
  if (!archetype) return undefined;
  // A hosted shop is for businesses that sell goods; a groomer taking card payments is not a shop.
  const sells = archetype.revenue.some((r) => r.kind === 'unit-sales');
  if (!sells) return undefined;
  const named = integrations.join(' ');
  if (/square/i.test(named)) return 'Square Online';
  if (/shopify/i.test(named)) return 'Shopify';
  if (!SHOP_FAMILIES.has(archetype.family)) return undefined;
  return archetype.family === 'ecommerce' ? 'Shopify' : 'Square Online';
}

export interface SizedStack {
  level: StackLevel;
  shop: HostedShop | undefined;
  parts: StackPart[];
  techStack: TechStack;
  /** Estimated monthly running cost at launch, USD. */
  cost: { low: number; high: number };
  /** The spec's display range of the budget, e.g. '$100-2000'. */
  band: string;
}

function baseParts(
  level: StackLevel,
  budget: TechBudget,
  shop: HostedShop | undefined,
): readonly StackPart[] {
  if (level === 1) return shop ? hostedShopParts(shop) : smallAppParts;
  if (level === 2) return fullStackAppParts;
  return budget === 'enterprise' ? enterprisePlatformParts : platformParts;
}

const TRANSACTIONAL_EMAIL = /\b(postmark|sendgrid|mailgun|resend|transactional email)\b/i;

/** Integrations the base stack already covers are not listed twice. */
function covered(integration: string, level: StackLevel, shop: HostedShop | undefined): boolean {
  if (shop && /square|shopify/i.test(integration)) return true;
  if (level === 3 && /search|algolia/i.test(integration)) return true;
  return false;
}

/** The stack for this business, budget and complexity, with what it costs a month. */
export function sizeStack(
  archetype: Archetype | undefined,
  integrations: readonly string[],
  complexity: Complexity,
  budget: TechBudget,
): SizedStack {
  const level = stackLevel(archetype, complexity, budget);
  const shop = level === 1 ? hostedShopFor(archetype, integrations) : undefined;
  const parts = [...baseParts(level, budget, shop)];
  for (const integration of integrations) {
    if (covered(integration, level, shop)) continue;
    // One transactional email service: a feature's 'Postmark' is the base stack's Resend.
    if (TRANSACTIONAL_EMAIL.test(integration) && parts.some((p) => /transactional email/i.test(p.name)))
      continue;
    const extra = integrationPart(integration);
    if (!parts.some((p) => p.name === extra.name)) parts.push(extra);
  }
  const of = (layer: StackPart['layer']) => parts.filter((p) => p.layer === layer).map((p) => p.name);
  return {
    level,
    shop,
    parts,
    techStack: {
      frontend: of('frontend'),
      backend: of('backend'),
      database: of('database'),
      hosting: of('hosting'),
    },
    cost: monthlyCost(parts),
    band: techBudgetRanges[budget],
  };
}
