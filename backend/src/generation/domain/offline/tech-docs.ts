import type { Complexity, TechBudget } from '../../../contracts/options';
import type {
  GenerateTechDocumentationRequest,
  GenerateTechDocumentationResponse,
} from '../../../contracts/generation';
import { buildApiSpecification } from './api-design';
import { buildDatabaseSchema, ENTITY_LIMITS } from './database-design';
import { analyzeFeature, conceptsOf, entityWords, type FeatureAnalysis } from './features';
import { buildTechStack, defaultBudgetFor } from './tech-stacks';
import { capitalize, joinList } from './text';
import { industryFor } from './vocabulary/profiles';

type Architecture = GenerateTechDocumentationResponse['architecture'];
type Component = Architecture['components'][number];
type TechStack = GenerateTechDocumentationResponse['techStack'];

/** The records a list of stories is about, one analysis per entity ("booking and payments" gives two). */
export function entitiesOfStories(
  stories: GenerateTechDocumentationRequest['userStories'],
): FeatureAnalysis[] {
  const seen = new Set<string>();
  const out: FeatureAnalysis[] = [];
  const add = (analysis: FeatureAnalysis) => {
    if (['user', 'profile', 'item'].includes(analysis.entity) || seen.has(analysis.entity)) return;
    seen.add(analysis.entity);
    out.push(analysis);
  };
  for (const story of stories) {
    const named = conceptsOf(story.title);
    // "Provider search": the search is over providers, so a concept with its own record wins.
    const inTitle = named.some((c) => c.entity) ? named.filter((c) => c.entity) : named.slice(0, 1);
    if (inTitle.length > 0) {
      for (const concept of inTitle) add(analyzeFeature(story.title, concept));
      continue;
    }
    const inText = conceptsOf(`${story.title}. ${story.description}`)[0];
    add(
      inText && inText.entity
        ? { ...analyzeFeature(story.title, inText), feature: story.title }
        : analyzeFeature(story.title),
    );
  }
  return out;
}

function names(entities: readonly FeatureAnalysis[]): string {
  return joinList(entities.map((e) => entityWords(e.entity).many));
}

function architectureFor(
  entities: readonly FeatureAnalysis[],
  complexity: Complexity,
  budget: TechBudget,
  stack: TechStack,
): Architecture {
  const modules = entities.slice(0, ENTITY_LIMITS[complexity]);
  const frontend: Component = {
    name: 'Web client',
    description:
      'Responsive single-page application for customers and admins; talks to the API over HTTPS with a session cookie.',
    technologies: stack.frontend.slice(0, 4),
  };
  const database: Component = {
    name: 'Database',
    description: `Relational store for users${modules.length ? ` and ${names(modules)}` : ''}, with migrations in version control and daily backups.`,
    technologies: stack.database.slice(0, 3),
  };
  const authTech = stack.backend.filter((t) => /authentication/.test(t));
  if (complexity === 'simple') {
    return {
      type: 'Monolith: one deployable web application serving the UI and a REST API',
      components: [
        frontend,
        {
          name: 'API server',
          description: `One backend with a module per feature (${names(modules) || 'accounts'}); validates input, applies the business rules and handles authentication.`,
          technologies: stack.backend.slice(0, 3),
        },
        database,
      ],
    };
  }
  const jobs = stack.backend.filter((t) => /job|worker|consumer|cron/i.test(t));
  const components: Component[] = [frontend];
  if (complexity === 'medium') {
    components.push(
      {
        name: 'API server (modular monolith)',
        description: `One deployable backend split into modules with clear boundaries: accounts, ${names(modules) || 'core'}. Modules talk through interfaces, so any can be extracted later.`,
        technologies: stack.backend.filter((t) => !jobs.includes(t)).slice(0, 4),
      },
      {
        name: 'Background worker',
        description:
          'Runs emails, reminders, imports and reports outside the request path, with retries and a dead-letter list.',
        technologies: jobs.length ? jobs : ['Node.js worker process'],
      },
    );
  } else {
    components.push({
      name: 'API gateway',
      description:
        'Single entry point: authentication, rate limiting, request validation and routing to services.',
      technologies: budget === 'enterprise' ? ['Kong Gateway', 'AWS ALB'] : ['NestJS BFF', 'Nginx'],
    });
    components.push({
      name: 'Identity service',
      description: 'Accounts, sessions, roles and API keys.',
      technologies: authTech.length ? authTech : ['JWT sessions'],
    });
    for (const entity of modules.slice(0, 5)) {
      const words = entityWords(entity.entity);
      components.push({
        name: `${capitalize(words.one)} service`,
        description: `Owns ${words.many} (${entity.feature}): its own tables, API and events.`,
        technologies: stack.backend.slice(0, 2),
      });
    }
    const broker = stack.backend.filter((t) => /kafka|sqs|rabbit|pgmq|grpc|event/i.test(t));
    components.push(
      {
        name: 'Message broker',
        description:
          'Services publish domain events through a transactional outbox; consumers are idempotent.',
        technologies: broker.length ? broker : ['Message queue'],
      },
      {
        name: 'Workers',
        description: 'Notifications, imports, reports and other asynchronous jobs.',
        technologies: jobs.length ? jobs : ['Worker processes'],
      },
      {
        name: 'Search index',
        description: 'Full-text search and filtering, fed from domain events.',
        technologies: stack.database.filter((t) => /search/i.test(t)).slice(0, 1),
      },
    );
  }
  components.push(database);
  const cache = stack.database.filter((t) => /redis/i.test(t));
  if (cache.length)
    components.push({
      name: 'Cache',
      description: 'Caches hot reads and holds rate-limit counters and job queues.',
      technologies: cache,
    });
  components.push({
    name: 'Authentication',
    description: 'Sign-up, sign-in, password reset and roles; sessions in httpOnly cookies.',
    technologies: authTech.length ? authTech : ['Session cookies'],
  });
  components.push({
    name: 'Observability',
    description: 'Error tracking, structured logs and uptime alerts.',
    technologies: stack.hosting.filter((t) => /sentry|telemetry|grafana|datadog|logs/i.test(t)),
  });
  if (budget === 'enterprise')
    components.push({
      name: 'Edge and security',
      description: 'CDN, web application firewall, SSO and secrets management.',
      technologies: ['CloudFront', 'AWS WAF', 'AWS Secrets Manager'],
    });
  return {
    type:
      complexity === 'medium'
        ? 'Modular monolith with a background worker'
        : 'Microservices: event-driven services behind an API gateway',
    components: components.map((c) => ({
      ...c,
      technologies: c.technologies.length ? c.technologies : ['Managed service'],
    })),
  };
}

export function generateTechDocumentation(
  request: GenerateTechDocumentationRequest,
): GenerateTechDocumentationResponse {
  const budget = request.budget ?? defaultBudgetFor(request.complexity);
  const profile = industryFor(request.industry, request.businessIdea, request.targetAudience);
  const techStack = buildTechStack(budget, request.complexity, profile);
  const entities = entitiesOfStories(request.userStories);
  return {
    techStack,
    architecture: architectureFor(entities, request.complexity, budget, techStack),
    apiSpecification: buildApiSpecification(entities, request.complexity),
    databaseSchema: buildDatabaseSchema(entities, request.complexity),
  };
}
