import type { GenerateTechDocumentationResponse } from '../../../contracts/generation';
import { capitalise, joinList, lowerFirst } from '../grammar';
import type { Archetype, ArchetypeEntity } from '../knowledge/archetype';
import { complianceNotes } from './compliance-notes';
import type { SizedStack } from './tech-stacks';

type Architecture = GenerateTechDocumentationResponse['architecture'];
type Component = Architecture['components'][number];

export interface ArchitectureInput {
  archetype: Archetype | undefined;
  /** Titles of the features being built, in priority order. */
  features: readonly string[];
  entities: readonly ArchetypeEntity[];
  integrations: readonly string[];
  stack: SizedStack;
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

function list(items: readonly string[], max = 5): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : joinList(shown);
}

function plurals(entities: readonly ArchetypeEntity[], max = 5): string {
  return list(
    entities.map((e) => e.name.plural),
    max,
  );
}

function featureList(features: readonly string[], max = 5): string {
  return list(features.map(lowerFirst), max);
}

function pick(stack: SizedStack, pattern: RegExp): string[] {
  return stack.parts.filter((p) => pattern.test(p.name)).map((p) => p.name);
}

function coreComponents(input: ArchitectureInput): { type: string; components: Component[] } {
  const { stack, entities, features } = input;
  const data = plurals(entities);
  if (stack.level === 1 && stack.shop) {
    const shop = stack.shop;
    return {
      type: `A hosted ${shop} shop with a small companion app on Vercel and Supabase`,
      components: [
        {
          name: 'Storefront',
          description: `${shop} runs the product catalogue, ordering and card payments, so there is no checkout to build or secure and the shop works on day one.`,
          technologies: pick(stack, new RegExp(shop.split(' ')[0] ?? shop)),
        },
        {
          name: 'Companion app',
          description: `A Next.js app for what a shop builder cannot do (${featureList(features)}); it reads ${shop} orders through its API and webhooks.`,
          technologies: pick(stack, /Next\.js|Edge Functions|Auth/),
        },
        {
          name: 'Database',
          description: `Supabase PostgreSQL for ${data}, with Row Level Security so each customer sees only their own records.`,
          technologies: pick(stack, /Supabase PostgreSQL/),
        },
      ],
    };
  }
  if (stack.level === 1) {
    return {
      type: 'One small web app: Next.js on Vercel, with Supabase for data, sign-in and files',
      components: [
        {
          name: 'Web app',
          description: `Pages and server actions for ${featureList(features)}; every form is validated on the server.`,
          technologies: pick(stack, /Next\.js|shadcn|Zod/),
        },
        {
          name: 'Supabase',
          description: `PostgreSQL tables for ${data}, sign-in by email link, storage for photos, and Row Level Security so each account sees only its own rows.`,
          technologies: pick(stack, /Supabase/),
        },
      ],
    };
  }
  if (stack.level === 2) {
    return {
      type: 'Modular monolith: one Next.js app with a module per feature, a managed Postgres and background jobs',
      components: [
        {
          name: 'Web app and API',
          description: `One deployable app with a module per feature (${featureList(features, 6)}); modules talk through plain functions, so any can be split out later.`,
          technologies: pick(stack, /Next\.js|Prisma|Auth\.js|Zod|TanStack/),
        },
        {
          name: 'Background jobs',
          description:
            'Reminders, emails, imports and provider syncs run outside the request with retries and a schedule.',
          technologies: pick(stack, /Inngest|Resend/),
        },
        {
          name: 'Database and files',
          description: `PostgreSQL for users, ${data}; uploads in object storage; migrations in version control and daily backups.`,
          technologies: pick(stack, /PostgreSQL|R2/),
        },
        {
          name: 'Observability',
          description: 'Error tracking with alerts to the team, and a deploy preview for every change.',
          technologies: pick(stack, /Sentry|GitHub/),
        },
      ],
    };
  }
  const services = entities.slice(0, 4).map((e) => ({
    name: `${capitalise(e.name.singular)} service`,
    description: `Owns ${e.name.plural}: their tables, API and the events other services react to.`,
    technologies: pick(stack, /NestJS/),
  }));
  return {
    type: 'Services on managed cloud: an API per domain behind a gateway, with events and workers',
    components: [
      {
        name: 'API gateway',
        description:
          'Single entry point: authentication, rate limits, request validation and routing to services.',
        technologies: [...pick(stack, /Auth0|Okta/), 'AWS Application Load Balancer'],
      },
      ...services,
      {
        name: 'Message broker',
        description:
          'Services publish domain events through a transactional outbox; consumers are idempotent.',
        technologies: pick(stack, /SQS|Kafka/),
      },
      {
        name: 'Workers',
        description: 'Notifications, imports, payouts and reports run asynchronously with retries.',
        technologies: pick(stack, /BullMQ|NestJS services/),
      },
      {
        name: 'Data stores',
        description: `PostgreSQL for ${data}; Redis for caching and rate limits; a search index fed from events.`,
        technologies: pick(stack, /PostgreSQL|Redis|OpenSearch/),
      },
      {
        name: 'Platform',
        description: 'Containers, infrastructure as code, staging and production, tracing and dashboards.',
        technologies: pick(stack, /ECS|EKS|CloudFront|Terraform|OpenTelemetry/),
      },
    ],
  };
}

/** The architecture: the level's components, then integrations, compliance and running costs. */
export function buildArchitecture(input: ArchitectureInput): Architecture {
  const { type, components } = coreComponents(input);
  const { stack, integrations, archetype } = input;
  if (integrations.length > 0) {
    components.push({
      name: 'Third-party services',
      description: `${joinList(integrations)}: called only from the server with keys kept in environment variables; their webhooks are verified before anything changes.`,
      technologies: [...integrations],
    });
  }
  const regimes = archetype?.compliance ?? [];
  if (regimes.length > 0) {
    components.push({
      name: 'Compliance',
      description: complianceNotes(regimes).join(' '),
      technologies: [...regimes],
    });
  }
  const { low, high } = stack.cost;
  const priced = stack.parts.filter((p) => p.monthly.high > 0).map((p) => p.name);
  components.push({
    name: 'Running costs',
    description: `About ${money(low)}-${money(high)} a month at launch, before per-payment fees; the ${stack.band} budget covers it.`,
    technologies: priced.length > 0 ? priced : ['Free tiers only'],
  });
  return {
    type,
    components: components.map((c) => ({
      ...c,
      technologies: c.technologies.length ? c.technologies : ['Managed service'],
    })),
  };
}
