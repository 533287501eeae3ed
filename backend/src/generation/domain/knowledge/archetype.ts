import type { Industry } from '../../../contracts/options';

/**
 * The business knowledge base: what the generator knows about one kind of business. Data, not
 * code: one file per archetype family under `knowledge/families/`, reviewed like copy. Every
 * sentence the generator writes about a business is realised from these facts through the grammar
 * layer (`domain/grammar/`), never by string concatenation in a template.
 */

/** The families the knowledge base covers; every family has at least two archetypes. */
export const archetypeFamilies = [
  'retail',
  'food-and-drink',
  'local-services',
  'personal-services',
  'professional-services',
  'agencies',
  'education',
  'health-and-wellness',
  'b2b-saas',
  'consumer-apps',
  'marketplaces',
  'ecommerce',
  'subscriptions',
  'media-and-creators',
  'hardware',
  'non-profits',
] as const;
export type ArchetypeFamily = (typeof archetypeFamilies)[number];

/**
 * A countable noun phrase naming people, stored in both numbers so nothing is inflected by guess:
 * { singular: 'pet owner', plural: 'pet owners' }. The article ('a'/'an') comes from the grammar
 * layer. Never starts or ends with a function word ('of', 'without', 'to', 'and').
 */
export interface RoleNoun {
  singular: string;
  plural: string;
}

/** A countable noun for things (an entity, a product): same shape as a role. */
export type CountNoun = RoleNoun;

export interface CustomerSegment {
  id: string;
  role: RoleNoun;
  /**
   * A short qualifier that keeps it a noun phrase, written to agree with the plural role:
   * 'who work from home', 'in their first year' ('dog owners who work full time').
   */
  qualifier?: string;
  /** What they are trying to get done, as verb phrases: 'order a birthday cake a week ahead'. */
  jobs: string[];
  /** What goes wrong for them today, as full sentences. */
  pains: string[];
  /**
   * The first name and a one-line profile of a representative persona; the profile reads after
   * '{firstName} is': 'a nurse on early shifts who buys a sourdough loaf for the weekend'.
   */
  persona: { firstName: string; profile: string; goals: string[]; frustrations: string[] };
}

export type RevenueKind =
  | 'unit-sales' // units x price (a shop, a bakery, a hardware product)
  | 'subscription' // subscribers x monthly price, with churn (SaaS, a box, a membership)
  | 'bookings' // bookings x fee (a groomer, a clinic, a tutor, a consultancy day rate)
  | 'marketplace' // take rate x GMV
  | 'advertising' // audience x CPM or sponsorships (media, creators)
  | 'donations' // donors x gift, grants (non-profits)
  | 'retainer'; // clients x monthly retainer (agencies, bookkeepers)

export interface RevenueStream {
  kind: RevenueKind;
  /** Complete sentence as the founder would write it, with the price point: 'Loaves at $7-9 ...'. */
  description: string;
  /** Typical price per unit / month / booking / order, in USD. */
  price: { low: number; typical: number; high: number; per: string };
  /**
   * How often an active customer pays (per month; 0.75 is about every six weeks) and the share of
   * customers lost each month (percent), where the business model's general figures would mislead:
   * a bakery's regulars buy every week, a dental patient comes twice a year.
   */
  cadence?: { purchasesPerMonth: number; monthlyChurn: number };
}

/** One cost line, with a monthly USD range for a small founder-led version of this business. */
export interface CostLine {
  label: string;
  kind: 'cost-of-goods' | 'fixed' | 'variable' | 'acquisition';
  /** Monthly USD, or for cost of goods a share of revenue (0-1) in `shareOfRevenue`. */
  monthly?: { low: number; high: number };
  shareOfRevenue?: number;
}

/** A feature a customer of this business uses, with what it implies for the software. */
export interface ArchetypeFeature {
  id: string;
  /** Title as shown in a feature list: 'Pre-orders for collection'. */
  title: string;
  /** Who uses it (a segment id, or 'owner'/'staff' for the business's own people). */
  usedBy: string[];
  /** What the user does with it, as a verb phrase: 'order a cake for a set collection time'. */
  action: string;
  /** Why it matters to them, as a verb phrase after 'so that I can': 'skip the queue on Saturday'. */
  benefit: string;
  /** Testable acceptance criteria, each a full sentence (Given/When/Then or a plain check). */
  acceptance: string[];
  /** Entities it reads or writes (names of `entities` of the archetype). */
  entities: string[];
  /** Third-party services it implies: 'Square', 'Stripe Billing', 'Calendly-style booking'. */
  integrations: string[];
  /** 1 small ... 5 large; story points grow with it. */
  size: 1 | 2 | 3 | 4 | 5;
}

export interface ArchetypeEntity {
  /** Singular and plural as words ('order'/'orders'); table names and endpoints come from these. */
  name: CountNoun;
  /** Column names beyond id and timestamps, with a type hint: ['pickup_at:timestamp', ...]. */
  fields: string[];
}

export interface Archetype {
  /** Stable id, kebab-case: 'artisan-bakery'. */
  id: string;
  /**
   * For software sold to one kind of business (`knowledge/vertical-software.ts`), the id of that
   * business's archetype: names, symbols and features come from it.
   */
  servesArchetype?: string;
  family: ArchetypeFamily;
  /** The spec's industry option this kind of business is closest to. */
  industry: Industry;
  /** What the business is, as a countable noun: { singular: 'artisan bakery', plural: 'artisan bakeries' }. */
  kind: CountNoun;
  /** Two or three sentences used for matching and as OpenAI grounding. */
  description: string;
  /** Words and phrases a founder would use for this business (matching; keep the founder's nouns). */
  keywords: string[];
  segments: CustomerSegment[];
  /** Value propositions, each a full sentence naming the customer's real pain. */
  valuePropositions: string[];
  revenue: RevenueStream[];
  costs: CostLine[];
  kpis: string[];
  /** Risks, each with its mitigation. */
  risks: { risk: string; mitigation: string }[];
  /** Competitor categories, never company names: 'supermarket in-store bakeries'. */
  competitors: string[];
  features: ArchetypeFeature[];
  entities: ArchetypeEntity[];
  /** 'HIPAA', 'COPPA', 'PCI DSS', 'GDPR', 'food hygiene rating'. Empty when none. */
  compliance: string[];
  /** How much software it needs: 1 a hosted shop/site, 2 a small app, 3 a real platform. */
  complexity: 1 | 2 | 3;
  /** Words for names and the icon set (the brand-kit picks symbols from `brandMotifs`). */
  vocabulary: string[];
  brandMotifs: string[];
  /**
   * The brand personality a style guide starts from, when the family's (`family-brand.ts`) would
   * be wrong for this business: a funeral home is dignified and calm, not friendly and punctual.
   * The first two words set the mood.
   */
  personality?: readonly string[];
}
