import { stackPresets, type StackPreset } from '../../../contracts/generation';
import type { Budget, Complexity, TechBudget } from '../../../contracts/options';
import type { GenerateTechDocumentationResponse } from '../../../contracts/generation';
import type { IndustryProfile } from './vocabulary/industry-profile';

type TechStack = GenerateTechDocumentationResponse['techStack'];

/** The default (first) preset of a budget. */
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

const JOBS: Record<TechBudget, string> = {
  startup: 'pg_cron scheduled jobs (Supabase)',
  small: 'BullMQ background jobs on Redis (Upstash)',
  medium: 'BullMQ workers',
  enterprise: 'Kafka consumers for background processing',
};
const CACHE: Record<TechBudget, string | undefined> = {
  startup: undefined,
  small: 'Redis (Upstash) cache',
  medium: undefined,
  enterprise: undefined,
};
const BROKER: Record<TechBudget, string> = {
  startup: 'Postgres message queue (pgmq)',
  small: 'RabbitMQ (CloudAMQP)',
  medium: 'Amazon SQS + EventBridge',
  enterprise: 'gRPC between services',
};
const SEARCH: Record<TechBudget, string> = {
  startup: 'PostgreSQL full-text search',
  small: 'PostgreSQL full-text search',
  medium: 'Amazon OpenSearch',
  enterprise: 'OpenSearch (already in the stack)',
};
const OBSERVABILITY: Record<TechBudget, string> = {
  startup: 'Sentry (free tier) error tracking',
  small: 'Sentry + Better Stack logs',
  medium: 'OpenTelemetry + Grafana Cloud',
  enterprise: 'OpenTelemetry + Datadog APM',
};

function split(value: string): string[] {
  return value
    .split(' + ')
    .map((v) => v.trim())
    .filter(Boolean);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)].filter((v) => !/already in the stack/.test(v));
}

export function buildTechStack(
  budget: TechBudget,
  complexity: Complexity,
  profile: IndustryProfile,
): TechStack {
  const preset = presetFor(budget);
  const t = preset.technologies;
  const frontend = split(t.frontend);
  const backend = [...split(t.backend), `${t.auth} (authentication)`];
  const database = split(t.database);
  const hosting = split(t.hosting);

  if (complexity !== 'simple') {
    backend.push(JOBS[budget], 'Zod request validation');
    const cache = CACHE[budget];
    if (cache) database.push(cache);
    hosting.push(OBSERVABILITY[budget]);
    frontend.push('TanStack Query (server state)');
  }
  if (complexity === 'complex') {
    backend.push(BROKER[budget], 'OpenAPI-generated client SDK');
    database.push(SEARCH[budget]);
    hosting.push(
      budget === 'enterprise' ? 'Multi-region failover' : 'Docker containers',
      'GitHub Actions CI/CD with staging and production',
    );
    frontend.push('Storybook component library', 'Playwright end-to-end tests');
  }
  backend.push(...profile.stackExtras.backend);
  database.push(...profile.stackExtras.database);
  hosting.push(...profile.stackExtras.hosting);
  return {
    frontend: unique(frontend),
    backend: unique(backend),
    database: unique(database),
    hosting: unique(hosting),
  };
}
