import { capitalise, joinList, lowerFirst, pluralize, withArticle } from '../grammar';
import { nounKind } from '../naming/wordnet';
import type { Archetype, ArchetypeFeature, CustomerSegment, RoleNoun } from './archetype';

/**
 * Software sold to one kind of business ('booking software for hair salons', 'a contract
 * management tool for law firms'), built from the knowledge base's archetype of that business:
 * the salon's own features (online booking, deposits, reminders) are what its software must do,
 * its entities are the software's tables, its risks are the owner's pains, and its customers are
 * the software's end users. What is the software's own (a monthly subscription per business,
 * hosting, support, churn) is the same for every vertical product and is written here once.
 */

/** The founder's product noun, countable: 'booking platform', 'inventory app', 'CRM'. */
export interface ProductNoun {
  singular: string;
  plural: string;
  /** The bare head ('platform', 'app', 'tool'), for 'general-purpose booking platforms'. */
  head: string;
}

/** Families whose archetypes are themselves software or a platform: never the customer of one. */
export const SOFTWARE_FAMILIES: ReadonlySet<Archetype['family']> = new Set([
  'b2b-saas',
  'consumer-apps',
  'marketplaces',
]);

/** Regulations that bind the software as well as the business (data, payments, children). */
const DATA_RULES = /\b(GDPR|HIPAA|PCI|COPPA|FERPA|data protection)\b/i;

/** The business's data rules, with GDPR named once ('GDPR and legal privilege' already has it). */
function dataRules(compliance: readonly string[]): string[] {
  const rules = compliance.filter((c) => DATA_RULES.test(c));
  return rules.some((c) => /GDPR/.test(c)) ? rules : ['GDPR', ...rules];
}

const OWNER_NAMES = ['Priya', 'Marcus', 'Elena', 'Tom', 'Aisha', 'Daniel', 'Grace', 'Sam'];

const GENERIC_JOB =
  /^(management|managing|manager|tracking|tracker|software|platform|app|tool|system|online|mobile|web|simple|smart|all|one|cloud)$/;

/** The founder's words for what the product does ('inventory management' -> inventory). */
function jobWords(product: ProductNoun): string[] {
  return product.singular
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 && w !== product.head.toLowerCase() && !GENERIC_JOB.test(w))
    .map((w) => w.replace(/(ies|s)$/, (m) => (m === 'ies' ? 'y' : '')));
}

/** Features that do what the product is named for come first ('contract' -> contract review). */
function byJob(features: readonly ArchetypeFeature[], words: readonly string[]): ArchetypeFeature[] {
  const hits = (f: ArchetypeFeature) => {
    const text = `${f.title} ${f.action} ${f.entities.join(' ')}`.toLowerCase();
    return words.filter((w) => text.includes(w)).length;
  };
  return features
    .map((f, i) => ({ f, i, score: hits(f) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.f);
}

/**
 * A kind that names a person ('piano technician', 'florist', 'locksmith', 'solar installer'): the
 * person runs the business, so the software's buyer is the kind itself, not '<kind> owners'.
 */
export function isPersonKind(business: Archetype): boolean {
  const head = (
    business.kind.singular
      .replace(/\s+(for|of|with)\s.*$/, '')
      .split(' ')
      .pop() ?? ''
  ).toLowerCase();
  const kind = nounKind(head);
  return kind === 'person' || (kind === undefined && /(er|or|ist|ian)$/.test(head));
}

function ownerRole(business: Archetype): RoleNoun {
  if (isPersonKind(business)) return business.kind;
  return { singular: `${business.kind.singular} owner`, plural: `${business.kind.singular} owners` };
}

/** A feature only the business's own people use (the rota, stock, notes): the owner's job. */
function isOwnPeople(f: ArchetypeFeature): boolean {
  return f.usedBy.every((u) => u === 'owner' || u === 'staff');
}

/** The business's customers who use the client-facing side: its segment with the most features. */
function clientSegment(business: Archetype): CustomerSegment | undefined {
  const uses = (s: CustomerSegment) => business.features.filter((f) => f.usedBy.includes(s.id)).length;
  return [...business.segments].sort((a, b) => uses(b) - uses(a))[0];
}

/** Where the owners' records are today: a diary for a salon; exports for a dashboard's buyers. */
function keptIn(internal: boolean): { today: string; short: string } {
  return internal
    ? { today: 'spread across exports and spreadsheets', short: 'in exports and spreadsheets' }
    : { today: 'kept in a diary, a phone and a spreadsheet', short: 'in a diary and a spreadsheet' };
}

/**
 * A customer's own action told about them ('get a reminder of the cart I left' -> '... they
 * left'), so an owner's job reads 'let online shoppers get a reminder of the cart they left' rather
 * than offering them a feature title ('offer engaged readers upgrade to paid').
 */
function theirs(action: string): string {
  return action
    .replace(/\bI am\b/g, 'they are')
    .replace(/\bI\b/g, 'they')
    .replace(/\b(my|our)\b/g, 'their')
    .replace(/\b(me|us)\b/g, 'them')
    .replace(/\bmyself\b/g, 'themselves');
}

function ownerSegment(
  business: Archetype,
  client: CustomerSegment | undefined,
  ordered: readonly ArchetypeFeature[],
  internal: boolean,
): CustomerSegment {
  const own = ordered.filter(isOwnPeople).map((f) => f.action);
  const forClients = client
    ? ordered
        .filter((f) => f.usedBy.includes(client.id))
        .map((f) => `let ${client.role.plural} ${theirs(f.action)}`)
    : [];
  const jobs = [...own, ...forClients].slice(0, 3);
  // What goes wrong today: the records scattered, and what the business's customers complain of.
  const entity = business.entities[0]?.name.plural ?? 'records';
  const pains = [
    `${capitalise(entity)} are ${keptIn(internal).today}, so nobody sees the whole picture.`,
    ...(client?.pains ?? business.risks.map((r) => r.risk)).slice(0, 2),
  ];

  const name = OWNER_NAMES[business.id.length % OWNER_NAMES.length] ?? 'Sam';
  return {
    id: 'owners',
    role: ownerRole(business),
    jobs,
    pains,
    persona: {
      firstName: name,
      profile: isPersonKind(business)
        ? `${withArticle(business.kind.singular)} working alone or with a small team, who does the admin after hours`
        : `the owner of ${withArticle(business.kind.singular)} with a small team, who does the admin after hours`,
      goals: [...new Set(ordered.filter(isOwnPeople).map((f) => capitalise(f.benefit)))].slice(0, 2),
      frustrations: [
        `Tools made for every business except ${isPersonKind(business) ? `${withArticle(business.kind.singular)}’s` : withArticle(business.kind.singular)}`,
        'Typing the same details into two systems',
      ],
    },
  };
}

function features(
  ordered: readonly ArchetypeFeature[],
  client: CustomerSegment | undefined,
): ArchetypeFeature[] {
  return ordered.map((f) => ({
    ...f,
    usedBy: [
      // The owners buy and set up every feature; their customers use the client-facing ones.
      'owners',
      ...new Set(
        f.usedBy.filter((u) => u !== 'owner' && u !== 'staff' && client).map(() => client?.id ?? 'owners'),
      ),
    ],
  }));
}

const MAX_KIND_WORDS = 6;
const words = (text: string) => text.split(' ').length;

/**
 * 'booking platform for hair salons'; shorter when that would run past six words: the bare product
 * ('platform for wine shops and bars'), then the buyers without their own qualifier.
 */
function kindOf(product: ProductNoun, business: RoleNoun): RoleNoun {
  const buyers = [business.plural, business.plural.replace(/\s+(for|of|with)\s.*$/, '')];
  const heads = [product, { singular: product.head, plural: pluralize(product.head) }];
  for (const b of buyers)
    for (const p of heads) {
      const singular = `${p.singular} for ${b}`;
      if (words(singular) <= MAX_KIND_WORDS) return { singular, plural: `${p.plural} for ${b}` };
    }
  return {
    singular: `${product.head} for ${buyers[1]}`,
    plural: `${pluralize(product.head)} for ${buyers[1]}`,
  };
}

/**
 * Products only the business's own people use ('an analytics dashboard for online stores'): when
 * the business has enough features of its own people, the software is those alone, and its
 * customers (shoppers checking out) are not the software's users.
 */
const INTERNAL_HEADS: ReadonlySet<string> = new Set(['dashboard', 'tracker']);
const MIN_FEATURES = 5;

/** The archetype of `product` sold to businesses of the kind `business`. */
export function verticalSoftware(business: Archetype, product: ProductNoun): Archetype {
  const byJobWords = byJob(business.features, jobWords(product));
  const own = byJobWords.filter(isOwnPeople);
  const internal = INTERNAL_HEADS.has(product.head) && own.length >= MIN_FEATURES;
  const client = internal ? undefined : clientSegment(business);
  const ordered = internal ? own : byJobWords;
  const owners = ownerSegment(business, client, ordered, internal);
  // 'Owners see ...' of a salon; 'Piano technicians see ...' of a trade whose owner is the kind.
  const kind = business.kind;
  const Owners = isPersonKind(business) ? capitalise(kind.plural) : 'Owners';
  const firstOwn = ordered.find(isOwnPeople) ?? ordered[0];
  const firstClient = client ? ordered.find((f) => f.usedBy.includes(client.id)) : undefined;
  const entityOne = business.entities[0]?.name.singular ?? 'record';
  const titles = ordered.slice(0, 3).map((f) => lowerFirst(f.title));
  const entity = business.entities[0]?.name.plural ?? 'records';
  return {
    id: `${business.id}-software`,
    servesArchetype: business.id,
    family: 'b2b-saas',
    industry: 'technology',
    kind: kindOf(product, kind),
    description: `Software that ${kind.plural} use for ${joinList(titles)}. Sold as a monthly subscription per ${kind.singular}, to ${isPersonKind(business) ? kind.plural : 'owners'} who run the business ${isPersonKind(business) ? 'alone or ' : ''}with a small team.`,
    keywords: [...new Set([product.head, product.singular, ...business.keywords, 'software', 'saas'])],
    segments: client ? [owners, client] : [owners],
    valuePropositions: [
      `Built for ${kind.plural} alone: ${joinList(titles)} work the way ${withArticle(kind.singular)} works, not as a general-purpose ${product.head} bent to fit.`,
      `${Owners} see every ${entityOne} in one place, at the desk and on their phone, instead of ${keptIn(internal).short}.`,
      ...(firstClient && client
        ? [`Without a phone call, ${client.role.plural} ${theirs(firstClient.action)}.`]
        : []),
      ...(firstOwn && isOwnPeople(firstOwn)
        ? [`${Owners} ${theirs(firstOwn.action)} from one screen instead of paper and spreadsheets.`]
        : []),
    ],
    revenue: [
      {
        kind: 'subscription',
        description: `A monthly subscription per ${kind.singular} at $39-149, by the number of staff using it.`,
        price: { low: 39, typical: 79, high: 149, per: kind.singular },
        cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
      },
      {
        kind: 'unit-sales',
        description: `Paid onboarding at $150-500: importing ${entity} and setting the ${product.head} up with the owner.`,
        price: { low: 150, typical: 250, high: 500, per: 'onboarding' },
      },
    ],
    costs: [
      { label: 'cloud hosting, email and text messages', kind: 'variable', monthly: { low: 80, high: 600 } },
      { label: 'payment processing fees', kind: 'cost-of-goods', shareOfRevenue: 0.03 },
      { label: 'customer support and onboarding calls', kind: 'fixed', monthly: { low: 500, high: 3000 } },
      { label: 'product development', kind: 'fixed', monthly: { low: 2000, high: 9000 } },
      {
        label: `trade events and partnerships with suppliers to ${kind.plural}`,
        kind: 'acquisition',
        monthly: { low: 300, high: 2500 },
      },
      {
        label: `search and social ads aimed at ${owners.role.plural}`,
        kind: 'acquisition',
        monthly: { low: 300, high: 3000 },
      },
    ],
    kpis: [
      'Monthly recurring revenue',
      `Paying ${kind.plural}`,
      'Monthly churn of paying accounts',
      'Trial to paid conversion',
      `${capitalise(entity)} handled per account each week`,
    ],
    risks: [
      {
        risk: `${capitalise(owners.role.plural)} are busy and try new software only between customers.`,
        mitigation: `Import their existing ${entity} in the first session and keep the daily screen to a few taps.`,
      },
      {
        risk: `General-purpose ${pluralize(product.head)} are cheaper and good enough for some.`,
        mitigation: `Show first what only ${withArticle(kind.singular)} needs, such as ${joinList(titles.slice(0, 2))}.`,
      },
      {
        risk: 'The system holds their customers’ personal details.',
        mitigation: 'Encrypt them, keep them in the customer’s region and give every account a full export.',
      },
    ],
    competitors: [
      `general-purpose ${pluralize(product.head)}`,
      'paper diaries and spreadsheets',
      // Nobody is a larger piano technician: a trade of one person is up against suites for firms.
      isPersonKind(business)
        ? 'all-in-one suites made for larger firms'
        : `all-in-one suites made for larger ${kind.plural}`,
    ],
    features: features(ordered, client),
    entities: business.entities,
    compliance: dataRules(business.compliance),
    complexity: 3,
    vocabulary: business.vocabulary,
    brandMotifs: business.brandMotifs,
  };
}
