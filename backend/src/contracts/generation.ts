import { HEX_COLOUR, HEX_COLOUR_MESSAGE } from '@bb/kernel';
import { z } from 'zod';
import {
  budgets,
  complexities,
  fonts,
  industries,
  logoStyles,
  logoSymbols,
  nameLengths,
  nameStyles,
  techBudgets,
  vibePlatforms,
} from './options';
import {
  FIELD_MAX,
  businessDefinitionSchema,
  businessIdeaSchema,
  generatedNameSchema,
  ideaGenerationSchema,
  journeySchema,
  logoCreationSchema,
  logoSchema,
  nameGenerationSchema,
  storySchema,
  styleGuideSchema,
  targetUserSchema,
  techDocumentationSchema,
  techStackSchema,
  architectureSchema,
  apiSpecificationSchema,
  databaseSchemaSchema,
  userStoriesSchema,
  vibeOutputSchema,
} from './step-data';

/**
 * Requests and responses of the generate calls.
 *
 * - Every request may carry an optional integer `seed`: the same request with the same seed gives
 *   the same answer from the offline generator; "generate more" sends another seed.
 * - How many ideas and names come back is decided by the server from the plan, so there is no
 *   count in the requests.
 * - Response schemas are the stepData schemas of step-data.ts, tightened (non-empty) where a
 *   generator must deliver something; they are what the OpenAI adapter validates answers with.
 */

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const hex = (message: string) => z.string().regex(HEX_COLOUR, message);
const nonEmpty = (max: number) => z.string().trim().min(1).max(max);

export const seedSchema = z
  .number({ error: 'Seed must be a whole number' })
  .int('Seed must be a whole number')
  .min(0, 'Seed must be between 0 and 4294967295')
  .max(4_294_967_295, 'Seed must be between 0 and 4294967295');

// ---------------------------------------------------------------- ideas (step 1)

/** Without the "custom industry when other" rule, for forms that `.pick`/`.extend` it. */
export const generateIdeasRequestBaseSchema = z.object({
  interests: required('Please tell us about your interests', 1000),
  skills: required('Please tell us about your skills', 1000),
  industry: z.enum(industries, { error: 'Please select an industry' }),
  customIndustry: optionalText(FIELD_MAX.customIndustry).optional(),
  budget: z.enum(budgets, { error: 'Please select a budget' }),
  seed: seedSchema.optional(),
});
export const generateIdeasRequestSchema = generateIdeasRequestBaseSchema.refine(
  (v) => v.industry !== 'other' || (v.customIndustry ?? '').trim().length > 0,
  { message: 'Please enter your industry', path: ['customIndustry'] },
);
export type GenerateIdeasRequest = z.infer<typeof generateIdeasRequestSchema>;

export const generatedIdeaSchema = businessIdeaSchema.extend({
  businessIdea: nonEmpty(300),
  description: nonEmpty(5000),
  targetAudience: nonEmpty(5000),
  potentialRevenue: nonEmpty(500),
  keyFeatures: z.array(nonEmpty(300)).min(1).max(20),
  industry: nonEmpty(100),
});
export const generateIdeasResponseSchema = z.object({ ideas: z.array(generatedIdeaSchema).min(1).max(50) });
export type GenerateIdeasResponse = z.infer<typeof generateIdeasResponseSchema>;

// ---------------------------------------------------------------- business definition (step 2)

export const generateBusinessDefinitionRequestSchema = z.object({
  businessIdea: required('Business idea is required', 2000),
  targetAudience: optionalText(2000),
  /** An industry id ('technology'), its label, or the custom industry text. */
  industry: optionalText(100),
  /** Optional extras from the selected idea; they make the answer more specific. */
  description: optionalText(5000).optional(),
  keyFeatures: z.array(optionalText(300)).max(20).optional(),
  seed: seedSchema.optional(),
});
export type GenerateBusinessDefinitionRequest = z.infer<typeof generateBusinessDefinitionRequestSchema>;

export const generateBusinessDefinitionResponseSchema = businessDefinitionSchema.extend({
  missionStatement: nonEmpty(5000),
  valueProposition: nonEmpty(5000),
  businessModel: nonEmpty(5000),
  competitiveAdvantage: nonEmpty(5000),
});
export type GenerateBusinessDefinitionResponse = z.infer<typeof generateBusinessDefinitionResponseSchema>;

// ---------------------------------------------------------------- names (step 3)

export const generateNamesRequestSchema = z.object({
  keywords: required('Please enter at least one keyword', 500),
  style: z.enum(nameStyles, { error: 'Please select a name style' }),
  /** The length bucket: short 3-6 characters, medium 7-10, long 11 or more. */
  maxLength: z.enum(nameLengths, { error: 'Please select a name length' }),
  domainExtension: z.literal('.com', { error: 'Only .com domains are supported' }).optional(),
  businessContext: optionalText(5000).optional(),
  industry: optionalText(100).optional(),
  /** Names already shown for this project (the list, earlier batches): never proposed again. */
  existingNames: z.array(optionalText(100)).max(2000).optional(),
  seed: seedSchema.optional(),
});
export type GenerateNamesRequest = z.infer<typeof generateNamesRequestSchema>;

export const generateNamesResponseSchema = z.object({
  names: z
    .array(
      generatedNameSchema.extend({ name: nonEmpty(100), domain: nonEmpty(200), description: nonEmpty(1000) }),
    )
    .min(1)
    .max(200),
});
export type GenerateNamesResponse = z.infer<typeof generateNamesResponseSchema>;

// ---------------------------------------------------------------- style guide (step 4)

export const generateStyleGuideRequestSchema = z.object({
  businessName: required('Business name is required', 100),
  /** The chosen idea's title and description: the kind of business sets the personality and hues. */
  businessIdea: optionalText(2000).optional(),
  industry: optionalText(100),
  targetAudience: optionalText(2000),
  brandPersonality: z.array(optionalText(100)).max(30).optional(),
  seed: seedSchema.optional(),
});
export type GenerateStyleGuideRequest = z.infer<typeof generateStyleGuideRequestSchema>;

const fontEnum = z.enum(fonts, { error: `Font must be one of: ${fonts.join(', ')}` });
const colour = hex(HEX_COLOUR_MESSAGE);
export const generateStyleGuideResponseSchema = z.object({
  colors: z.object({ primary: colour, secondary: colour, accent: colour, neutral: colour }),
  fontPrimary: fontEnum,
  fontSecondary: fontEnum,
  brandPersonality: z.array(nonEmpty(100)).min(1).max(30),
  designPrinciples: z.array(nonEmpty(300)).min(1).max(30),
});
export type GenerateStyleGuideResponse = z.infer<typeof generateStyleGuideResponseSchema>;

// ---------------------------------------------------------------- logos (step 5)

export const generateLogosRequestSchema = z.object({
  businessName: required('Business name is required', 100),
  style: z.enum(logoStyles, { error: 'Please select a logo style' }),
  symbols: z
    .array(z.enum(logoSymbols, { error: 'Unknown symbol' }), { error: 'Please select at least one symbol' })
    .min(1, 'Please select at least one symbol')
    .max(16, 'Please select at most 16 symbols'),
  colors: z.object(
    {
      primary: hex('Primary colour must be like #6366F1'),
      secondary: hex('Secondary colour must be like #8B5CF6'),
    },
    { error: 'Colours are required' },
  ),
  /** Optional: the industry picks the symbols the logos draw (a bakery gets wheat, a clinic a stethoscope). */
  industry: optionalText(100).optional(),
  /** Optional: what the business does (the idea or its description); its words refine the symbols. */
  description: optionalText(2000).optional(),
  /** Optional: concrete nouns to draw ('wheat', 'tooth', 'paw'), strongest first. */
  motifs: z.array(nonEmpty(40)).max(12).optional(),
  seed: seedSchema.optional(),
});
export type GenerateLogosRequest = z.infer<typeof generateLogosRequestSchema>;

export const generateLogosResponseSchema = z.object({ logos: z.array(logoSchema).min(1).max(60) });
export type GenerateLogosResponse = z.infer<typeof generateLogosResponseSchema>;

// ---------------------------------------------------------------- user stories (step 6)

export const generateUserStoriesRequestSchema = z.object({
  businessIdea: required('Missing required data: a business idea is required', 2000),
  targetAudience: optionalText(2000),
  coreFeatures: z
    .array(required('Core features cannot be empty', 300), { error: 'Please add at least one core feature' })
    .min(1, 'Please add at least one core feature')
    .max(50, 'Please add at most 50 core features'),
  businessModel: optionalText(5000),
  /** Optional extras: the selected name and the industry make stories more specific. */
  businessName: optionalText(100).optional(),
  industry: optionalText(100).optional(),
  seed: seedSchema.optional(),
});
export type GenerateUserStoriesRequest = z.infer<typeof generateUserStoriesRequestSchema>;

export const generateUserStoriesResponseSchema = z.object({
  targetUsers: z.array(targetUserSchema).min(1).max(20),
  userJourneys: z.array(journeySchema).min(1).max(20),
  generatedStories: z.array(storySchema).min(1).max(200),
});
export type GenerateUserStoriesResponse = z.infer<typeof generateUserStoriesResponseSchema>;

// ---------------------------------------------------------------- tech documentation (step 7)

export const generateTechDocumentationRequestSchema = z.object({
  businessIdea: required('Missing required data: a business idea is required', 2000),
  userStories: z
    .array(
      z.object({
        title: required('Story title is required', 300),
        description: optionalText(5000),
      }),
      { error: 'Please generate user stories first' },
    )
    .min(1, 'Please generate user stories first')
    .max(200),
  targetAudience: optionalText(2000),
  complexity: z.enum(complexities, { error: 'Please select a complexity' }),
  budget: z.enum(techBudgets, { error: 'Please select a budget' }).optional(),
  businessName: optionalText(100).optional(),
  industry: optionalText(100).optional(),
  seed: seedSchema.optional(),
});
export type GenerateTechDocumentationRequest = z.infer<typeof generateTechDocumentationRequestSchema>;

export const generateTechDocumentationResponseSchema = z.object({
  techStack: techStackSchema,
  architecture: architectureSchema,
  apiSpecification: apiSpecificationSchema,
  databaseSchema: databaseSchemaSchema,
});
export type GenerateTechDocumentationResponse = z.infer<typeof generateTechDocumentationResponseSchema>;

// ---------------------------------------------------------------- vibe coding (step 7, paid)

export const generateVibeCodingRequestSchema = z
  .object({
    promptType: z.enum(vibePlatforms, { error: 'Please select a platform' }),
    requirements: optionalText(FIELD_MAX.longText).optional(),
    projectData: z.object(
      {
        nameGeneration: nameGenerationSchema.optional(),
        ideaGeneration: ideaGenerationSchema.optional(),
        techDocumentation: techDocumentationSchema.optional(),
        userStories: userStoriesSchema.optional(),
        styleGuide: styleGuideSchema.optional(),
      },
      { error: 'Project data is required' },
    ),
    seed: seedSchema.optional(),
  })
  .refine((v) => Boolean(v.projectData.ideaGeneration?.selectedIdea?.businessIdea), {
    message: 'Missing required data: select a business idea first',
    path: ['projectData', 'ideaGeneration'],
  })
  .refine((v) => Boolean(v.projectData.techDocumentation?.techStack), {
    message: 'Missing required data: generate the tech stack first',
    path: ['projectData', 'techDocumentation'],
  });
export type GenerateVibeCodingRequest = z.infer<typeof generateVibeCodingRequestSchema>;

export const generateVibeCodingResponseSchema = vibeOutputSchema.extend({
  prompt: nonEmpty(50_000),
  readme: nonEmpty(50_000),
});
export type GenerateVibeCodingResponse = z.infer<typeof generateVibeCodingResponseSchema>;

// ---------------------------------------------------------------- quick project (steps 1-7)

export const quickProjectRequestSchema = z.object({
  /** The selected idea (as generated in step 1) or just its text. */
  businessIdea: z.union([required('Please select a business idea to continue', 2000), generatedIdeaSchema], {
    error: 'Please select a business idea to continue',
  }),
  projectId: required('Project id is required', 100),
  /** Step 1's budget, if known: it picks the recommended tech stack. */
  budget: z.enum(budgets, { error: 'Please select a budget' }).optional(),
  seed: seedSchema.optional(),
});
export type QuickProjectRequest = z.infer<typeof quickProjectRequestSchema>;

/**
 * The answer is stepData the frontend saves as is (PATCH /api/projects/{id} { stepData, title }):
 * the keys of steps 1 to 7, all present. `title` is the selected name (the project title).
 */
export const quickProjectStepDataSchema = z.object({
  ideaGeneration: ideaGenerationSchema,
  businessDefinition: businessDefinitionSchema,
  nameGeneration: nameGenerationSchema,
  styleGuide: styleGuideSchema,
  logoCreation: logoCreationSchema,
  userStories: userStoriesSchema,
  techDocumentation: techDocumentationSchema,
});
export const quickProjectResponseSchema = z.object({
  title: nonEmpty(50),
  stepData: quickProjectStepDataSchema,
});
export type QuickProjectResponse = z.infer<typeof quickProjectResponseSchema>;

// ---------------------------------------------------------------- provenance

/**
 * Who produced a generated value (docs/architecture.md "Provenance"); recorded per field when a
 * step is saved.
 */
export const generationProvenanceSchema = z.object({
  source: z.literal('generator'),
  generator: z.string(),
  version: z.string(),
  model: z.string(),
  seed: seedSchema,
});
export type GenerationProvenance = z.infer<typeof generationProvenanceSchema>;

// ---------------------------------------------------------------- stack presets (step 7)

/** The budget ranges of the tech-stack budgets. */
export const techBudgetRanges = {
  startup: '$100-2000',
  small: '$800-5000',
  medium: '$3000-15000',
  enterprise: '$10000+',
} as const satisfies Record<(typeof techBudgets)[number], string>;

export const stackPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The display range, e.g. '$100-2000'. */
  budget: z.string(),
  /** Which budget select value the preset is recommended for. */
  budgetTier: z.enum(techBudgets),
  /** Each value lists its parts joined by ' + ', e.g. 'React + Vite + Tailwind CSS'. */
  technologies: z.object({
    frontend: z.string(),
    backend: z.string(),
    database: z.string(),
    hosting: z.string(),
    auth: z.string(),
  }),
});
export type StackPreset = z.infer<typeof stackPresetSchema>;

/** The recommended stack cards, two per budget, cheapest first. The first of a budget is its default. */
// prettier-ignore
export const stackPresets: readonly StackPreset[] = (
  [
    // id, name, budgetTier, description, frontend, backend, database, hosting, auth
    ['startup-lean', 'Lean Launch', 'startup', 'Free tiers everywhere: ship an MVP in days and pay only when users arrive.',
      'React + Vite + Tailwind CSS', 'Supabase Edge Functions (TypeScript)', 'Supabase PostgreSQL', 'Vercel Hobby + Supabase Free', 'Supabase Auth'],
    ['startup-firebase', 'Firebase Starter', 'startup', 'Google-managed backend with realtime data; no servers to run.',
      'React + Vite + Tailwind CSS', 'Firebase Cloud Functions (Node.js)', 'Cloud Firestore', 'Firebase Hosting', 'Firebase Authentication'],
    ['small-nextjs', 'Full-Stack Next.js', 'small', 'One TypeScript codebase for pages and API, a managed Postgres and push-to-deploy.',
      'Next.js + TypeScript + Tailwind CSS', 'Next.js Route Handlers + Prisma ORM', 'PostgreSQL (Neon)', 'Vercel Pro', 'Auth.js (NextAuth)'],
    ['small-node-api', 'SPA + Node API', 'small', 'A separate REST API that mobile apps and partners can use later.',
      'React + Vite + TanStack Query', 'Node.js + Express + TypeScript', 'PostgreSQL (Railway)', 'Railway', 'Clerk'],
    ['medium-saas', 'Scalable SaaS', 'medium', 'Structured backend with background jobs and caching on managed AWS services.',
      'Next.js + TypeScript + Tailwind CSS', 'NestJS + BullMQ workers', 'PostgreSQL (AWS RDS) + Redis (ElastiCache)', 'AWS ECS Fargate + S3 + CloudFront', 'Auth0'],
    ['medium-serverless', 'Serverless AWS', 'medium', 'Pay-per-request compute that scales to zero and to spikes without tuning.',
      'React + Vite + TypeScript', 'AWS Lambda (Node.js) + API Gateway', 'Amazon DynamoDB', 'AWS Amplify', 'Amazon Cognito'],
    ['enterprise-platform', 'Enterprise Platform', 'enterprise', 'Independently deployable services, event streaming, SSO and infrastructure as code.',
      'Next.js + TypeScript + Nx monorepo', 'NestJS microservices + Apache Kafka', 'Amazon Aurora PostgreSQL + Redis + OpenSearch', 'AWS EKS (Kubernetes, multi-AZ) + Terraform', 'Okta (SSO, SAML/OIDC)'],
    ['enterprise-azure', 'Microsoft Enterprise', 'enterprise', 'For organisations standardised on Microsoft: .NET services on Azure with Entra ID.',
      'React + TypeScript + Fluent UI', 'ASP.NET Core services + Azure Service Bus', 'Azure SQL Database + Azure Cosmos DB', 'Azure Kubernetes Service + Bicep', 'Microsoft Entra ID'],
  ] as const
).map(([id, name, budgetTier, description, frontend, backend, database, hosting, auth]) => ({
  ...{ id, name, description, budget: techBudgetRanges[budgetTier], budgetTier },
  technologies: { frontend, backend, database, hosting, auth },
}));
