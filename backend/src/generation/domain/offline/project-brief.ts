import { styleGuideDefaults } from '../../../contracts/options';
import type { GenerateVibeCodingRequest } from '../../../contracts/generation';
import type { UserStory } from '../../../contracts/step-data';
import type { Archetype, ArchetypeFeature } from '../knowledge/archetype';
import { archetypeFor } from './archetype-lookup';
import { complianceNotes } from './compliance-notes';
import { integrationsOf, planFeatures } from './feature-match';
import { analyzeFeature } from './features';

type ProjectData = GenerateVibeCodingRequest['projectData'];
type TechDocs = NonNullable<ProjectData['techDocumentation']>;

/** Everything the build prompt and the README need, read once from the project's stepData. */
export interface ProjectBrief {
  name: string;
  domain: string | undefined;
  title: string;
  description: string;
  audience: string;
  industry: string;
  features: string[];
  stories: UserStory[];
  stack: { frontend: string[]; backend: string[]; database: string[]; hosting: string[] };
  architecture: TechDocs['architecture'];
  endpoints: NonNullable<TechDocs['apiSpecification']>['endpoints'];
  tables: NonNullable<TechDocs['databaseSchema']>['tables'];
  colors: { primary: string; secondary: string; accent: string; neutral: string };
  fonts: { primary: string; secondary: string };
  personality: string[];
  principles: string[];
  /** Environment variables the features need, with what they are for. */
  env: Array<readonly [string, string]>;
  usesNext: boolean;
  /** The kind of business behind the idea, when the knowledge base knows it. */
  archetype: Archetype | undefined;
  /** The founder's features with the archetype feature each stands for. */
  planned: Array<{ text: string; feature: ArchetypeFeature | undefined }>;
  integrations: string[];
  compliance: string[];
  /** The storefront the stack runs on ('Square Online', 'Shopify'), when it is a hosted shop. */
  hostedShop: string | undefined;
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

function envFor(features: readonly string[], stack: ProjectBrief['stack']): Array<readonly [string, string]> {
  const env: Array<readonly [string, string]> = [
    ['DATABASE_URL', 'PostgreSQL connection string'],
    ['SESSION_SECRET', 'Secret used to sign session cookies (32+ random characters)'],
    ['APP_URL', 'Public URL of the app, used in emails and redirects'],
  ];
  const concepts = new Set(features.map((f) => analyzeFeature(f).concept?.id));
  const all = [...stack.backend, ...stack.database, ...stack.hosting].join(' ');
  if (/supabase/i.test(all))
    env.push(
      ['SUPABASE_URL', 'Supabase project URL'],
      ['SUPABASE_ANON_KEY', 'Supabase anonymous (public) key'],
    );
  if (concepts.has('payments') || /stripe/i.test(all))
    env.push(
      ['STRIPE_SECRET_KEY', 'Stripe secret key'],
      ['STRIPE_WEBHOOK_SECRET', 'Signing secret of the Stripe webhook'],
    );
  if (concepts.has('notifications') || concepts.has('scheduling'))
    env.push(['EMAIL_API_KEY', 'Transactional email provider key (e.g. Resend)']);
  if (concepts.has('ai') || /openai/i.test(all)) env.push(['OPENAI_API_KEY', 'Key for the AI features']);
  if (concepts.has('documents') || concepts.has('content'))
    env.push(
      ['S3_BUCKET', 'Bucket for uploaded files'],
      ['S3_ACCESS_KEY_ID', 'Storage access key'],
      ['S3_SECRET_ACCESS_KEY', 'Storage secret key'],
    );
  if (/redis|bullmq/i.test(all)) env.push(['REDIS_URL', 'Redis connection string for cache and jobs']);
  if (/square/i.test(all))
    env.push(
      ['SQUARE_ACCESS_TOKEN', 'Square access token (catalogue and orders)'],
      ['SQUARE_WEBHOOK_SIGNATURE_KEY', 'Signature key of the Square webhook'],
    );
  if (/shopify/i.test(all)) env.push(['SHOPIFY_ADMIN_TOKEN', 'Shopify Admin API access token']);
  return env;
}

export function briefOf(projectData: ProjectData): ProjectBrief {
  const idea = projectData.ideaGeneration?.selectedIdea;
  const selected = projectData.nameGeneration?.selectedName;
  const style = projectData.styleGuide ?? {};
  const docs = projectData.techDocumentation ?? {};
  const stories = [...(projectData.userStories?.generatedStories ?? [])].sort(
    (a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority],
  );
  const features = (
    projectData.userStories?.coreFeatures?.length
      ? projectData.userStories.coreFeatures
      : (idea?.keyFeatures ?? [])
  ).filter((f) => f.trim());
  const stack = docs.techStack ?? { frontend: [], backend: [], database: [], hosting: [] };
  const name = selected?.name?.trim() || idea?.businessIdea || 'My Product';
  const archetype = archetypeFor({
    idea: `${idea?.businessIdea ?? ''} ${idea?.description ?? ''}`,
    audience: idea?.targetAudience,
    industry: idea?.industry,
    features,
  });
  const planned = planFeatures(archetype, features);
  const matched = planned.map((p) => p.feature).filter((f): f is ArchetypeFeature => Boolean(f));
  const allParts = [...stack.frontend, ...stack.backend, ...stack.database, ...stack.hosting].join(' ');
  return {
    archetype,
    planned,
    integrations: integrationsOf(matched),
    compliance: complianceNotes(archetype?.compliance ?? []),
    hostedShop: /Square Online storefront/.test(allParts)
      ? 'Square Online'
      : /Shopify storefront/.test(allParts)
        ? 'Shopify'
        : undefined,
    name,
    domain: selected?.domain || undefined,
    title: idea?.businessIdea ?? name,
    description: idea?.description ?? '',
    audience: idea?.targetAudience ?? '',
    industry:
      idea?.industry ??
      projectData.ideaGeneration?.customIndustry ??
      projectData.ideaGeneration?.industry ??
      '',
    features,
    stories,
    stack,
    architecture: docs.architecture ?? null,
    endpoints: docs.apiSpecification?.endpoints ?? [],
    tables: docs.databaseSchema?.tables ?? [],
    colors: {
      primary: style.primaryColor ?? style.colors?.primary ?? styleGuideDefaults.primaryColor,
      secondary: style.secondaryColor ?? style.colors?.secondary ?? styleGuideDefaults.secondaryColor,
      accent: style.accentColor ?? style.colors?.accent ?? styleGuideDefaults.accentColor,
      neutral: style.neutralColor ?? style.colors?.neutral ?? styleGuideDefaults.neutralColor,
    },
    fonts: {
      primary: style.fontPrimary || styleGuideDefaults.fontPrimary,
      secondary: style.fontSecondary || styleGuideDefaults.fontSecondary,
    },
    personality: style.brandPersonality ?? [],
    principles: style.designPrinciples ?? [],
    env: envFor(features, stack),
    usesNext: stack.frontend.some((t) => /next\.?js/i.test(t)),
  };
}
