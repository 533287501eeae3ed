/**
 * The stacks the offline generator recommends, each part with what it costs a month at launch
 * (list prices, USD, late 2026). A stack is sized to the business: a bakery gets a hosted shop and
 * a small app, a platform may get services and a queue. Costs are what a founder pays before the
 * first customer, not at scale.
 */

export type Layer = 'frontend' | 'backend' | 'database' | 'hosting';

export interface StackPart {
  layer: Layer;
  name: string;
  /** Monthly USD at launch; per-transaction fees are in the name, not here. */
  monthly: { low: number; high: number };
}

/** 1: a hosted shop or one small app; 2: a full-stack app with jobs; 3: services on managed cloud. */
export type StackLevel = 1 | 2 | 3;

const part = (layer: Layer, name: string, low = 0, high = low): StackPart => ({
  layer,
  name,
  monthly: { low, high },
});

/** The storefront a shop-like business starts on, chosen from the integrations its features name. */
export type HostedShop = 'Square Online' | 'Shopify';

export function hostedShopParts(shop: HostedShop): StackPart[] {
  const square = shop === 'Square Online';
  return [
    part('frontend', `${shop} storefront, themed with the brand colours and fonts`),
    part('frontend', 'Next.js + TypeScript + Tailwind CSS for the pages the shop builder cannot make'),
    part(
      'backend',
      square
        ? 'Square catalogue, orders and checkout (2.6% + 15¢ per card payment)'
        : 'Shopify catalogue, orders and checkout (2.9% + 30¢ per online card payment)',
    ),
    part(
      'backend',
      `Supabase Edge Functions for ${square ? 'Square' : 'Shopify'} webhooks and the app’s own rules`,
    ),
    part('backend', 'Supabase Auth (email magic links)'),
    part('database', `${shop} product and order data (no database of your own for sales)`),
    part('database', 'Supabase PostgreSQL (free plan: 500 MB) for everything else', 0, 25),
    part(
      'hosting',
      square ? 'Square Online Plus plan ($29/month)' : 'Shopify Basic plan ($39/month)',
      square ? 29 : 39,
    ),
    part('hosting', 'Vercel Pro for the companion app ($20/month)', 20),
    part('hosting', 'A .com domain (about $12/year)', 1),
  ];
}

export const smallAppParts: readonly StackPart[] = [
  part('frontend', 'Next.js (App Router) + TypeScript + Tailwind CSS'),
  part('frontend', 'shadcn/ui components'),
  part('backend', 'Next.js Server Actions and Route Handlers'),
  part('backend', 'Supabase Auth (email magic links and Google sign-in)'),
  part('backend', 'Zod input validation'),
  part('database', 'Supabase PostgreSQL with Row Level Security (free plan, Pro at $25/month)', 0, 25),
  part('database', 'Supabase Storage for photos and files'),
  part('hosting', 'Vercel Pro ($20/month)', 20),
  part('hosting', 'Resend for transactional email (free up to 3,000 emails/month)'),
  part('hosting', 'A .com domain (about $12/year)', 1),
];

export const fullStackAppParts: readonly StackPart[] = [
  part('frontend', 'Next.js (App Router) + TypeScript + Tailwind CSS'),
  part('frontend', 'TanStack Query for server state'),
  part('backend', 'Next.js Route Handlers + Prisma ORM'),
  part('backend', 'Auth.js with email and Google sign-in'),
  part('backend', 'Inngest background jobs and schedules (free tier, then $75/month)', 0, 75),
  part('backend', 'Zod input validation'),
  part('database', 'PostgreSQL on Neon (Launch plan, $19/month)', 19),
  part('database', 'Cloudflare R2 object storage for uploads (about $1-5/month)', 1, 5),
  part('hosting', 'Vercel Pro ($20/month per seat)', 20, 40),
  part('hosting', 'Sentry error tracking (Team plan, $26/month)', 26),
  part('hosting', 'Resend transactional email ($20/month)', 0, 20),
  part('hosting', 'GitHub Actions CI (free for small teams)'),
];

export const platformParts: readonly StackPart[] = [
  part('frontend', 'Next.js + TypeScript + Tailwind CSS'),
  part('frontend', 'TanStack Query for server state'),
  part('frontend', 'Playwright end-to-end tests'),
  part('backend', 'NestJS API (modules per domain) + OpenAPI'),
  part('backend', 'BullMQ workers for jobs and notifications'),
  part('backend', 'Auth0 (B2C Essentials, from $35/month)', 35, 240),
  part('backend', 'Amazon SQS + EventBridge for domain events', 5, 40),
  part('database', 'PostgreSQL on AWS RDS (Multi-AZ db.t4g.medium)', 140, 280),
  part('database', 'Redis on ElastiCache (cache, rate limits, queues)', 25, 120),
  part('database', 'Amazon OpenSearch for search and filters', 100, 350),
  part('hosting', 'AWS ECS Fargate (API and workers, two tasks each)', 120, 400),
  part('hosting', 'S3 + CloudFront for files and the web app', 10, 80),
  part('hosting', 'OpenTelemetry + Grafana Cloud', 0, 300),
  part('hosting', 'Terraform + GitHub Actions CI/CD with staging and production', 0, 50),
];

export const enterprisePlatformParts: readonly StackPart[] = [
  part('frontend', 'Next.js + TypeScript + Nx monorepo'),
  part('frontend', 'Storybook component library'),
  part('backend', 'NestJS services + Apache Kafka (Amazon MSK)', 600, 1500),
  part('backend', 'Okta Workforce Identity (SSO, SAML/OIDC)', 300, 1500),
  part('backend', 'OpenAPI-generated client SDKs'),
  part('database', 'Amazon Aurora PostgreSQL (Multi-AZ)', 600, 1800),
  part('database', 'Redis on ElastiCache + Amazon OpenSearch', 400, 1200),
  part('hosting', 'AWS EKS (Kubernetes, multi-AZ) + Terraform', 900, 3000),
  part('hosting', 'CloudFront + AWS WAF + Secrets Manager', 100, 500),
  part('hosting', 'OpenTelemetry + Datadog APM', 500, 2000),
];

/**
 * Third-party services named by the archetype's features, with the part and cost they add. Keys
 * are matched as words, case-insensitively; an unknown integration is listed at no fixed cost.
 */
const INTEGRATIONS: ReadonlyArray<{ match: RegExp; part: StackPart }> = [
  { match: /stripe billing/i, part: part('backend', 'Stripe Billing (0.7% of billed volume + card fees)') },
  {
    match: /stripe connect/i,
    part: part('backend', 'Stripe Connect for payouts (0.25% + 25¢ per payout)', 2, 50),
  },
  { match: /stripe/i, part: part('backend', 'Stripe Checkout (2.9% + 30¢ per card payment)') },
  { match: /square/i, part: part('backend', 'Square Payments (2.6% + 15¢ per card payment)') },
  { match: /shopify/i, part: part('backend', 'Shopify checkout') },
  { match: /paypal/i, part: part('backend', 'PayPal Checkout (3.49% + 49¢ per payment)') },
  {
    match: /calendly|cal\.com|booking/i,
    part: part('backend', 'Cal.com scheduling (free for one person, $15/month per seat)', 0, 15),
  },
  { match: /twilio|sms/i, part: part('backend', 'Twilio SMS reminders (about $0.008 per message)', 5, 30) },
  {
    match: /mailchimp|newsletter|email marketing|klaviyo/i,
    part: part('backend', 'Mailchimp or Klaviyo for newsletters (free to 500 contacts)', 0, 20),
  },
  {
    match: /google maps|maps|geoloc/i,
    part: part('backend', 'Google Maps Platform ($200 free credit per month)'),
  },
  {
    match: /zoom|video/i,
    part: part('backend', 'Daily.co or Zoom Video SDK for calls (free to 10,000 minutes)', 0, 30),
  },
  {
    match: /openai|\bai\b|llm/i,
    part: part('backend', 'OpenAI API for the AI features (pay per use)', 5, 100),
  },
  {
    match: /quickbooks|xero|accounting/i,
    part: part('backend', 'QuickBooks or Xero API (the business’s own plan)'),
  },
  { match: /slack/i, part: part('backend', 'Slack app (free)') },
  { match: /docusign|e-?sign/i, part: part('backend', 'Dropbox Sign API for e-signatures ($20/month)', 20) },
  { match: /shippo|shipping|easypost/i, part: part('backend', 'Shippo shipping labels (pay per label)') },
  { match: /plaid/i, part: part('backend', 'Plaid bank connections (pay per connection)', 0, 100) },
  { match: /algolia|search/i, part: part('backend', 'PostgreSQL full-text search') },
];

/** The part an integration adds, or undefined when the stack already covers it. */
export function integrationPart(integration: string): StackPart {
  const known = INTEGRATIONS.find((i) => i.match.test(integration));
  return known ? known.part : part('backend', integration);
}

/** Sum of the parts' monthly costs. */
export function monthlyCost(parts: readonly StackPart[]): { low: number; high: number } {
  return parts.reduce((sum, p) => ({ low: sum.low + p.monthly.low, high: sum.high + p.monthly.high }), {
    low: 0,
    high: 0,
  });
}
