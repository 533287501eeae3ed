import {
  HEX_COLOUR,
  HEX_COLOUR_MESSAGE,
  stepDataKeys,
  stepKeys,
  stepTitles,
  type StepKey as KernelStepKey,
} from '@bb/kernel';
import { z } from 'zod';
import { financialsStepSchema } from './financials';
import {
  budgetSchema,
  complexitySchema,
  industrySchema,
  logoStyleSchema,
  logoSymbolSchema,
  prioritySchema,
  techBudgetSchema,
} from './options';

/**
 * The wizard's stepData, keyed by step. Every field is
 * optional because a step is saved while the user is still filling it in; the step rules
 * (packages/kernel/src/step-rules.ts) say what a step needs before it can be left.
 */
/**
 * The longest text some fields take, in characters: the schemas below and the wizard's inputs
 * (`maxLength`) read these, so a field cannot take more in the browser than the server accepts.
 */
export const FIELD_MAX = {
  /** Definitions, descriptions, prompts: any text field without a shorter limit. */
  longText: 5000,
  /** One item of a list the user writes: a key or core feature, a design principle. */
  listItem: 300,
  /** The industry typed when none in the list fits. */
  customIndustry: 100,
  /** Step 3's keywords, comma separated. */
  nameKeywords: 500,
} as const;

const text = (max: number = FIELD_MAX.longText) => z.string().max(max);
const hexColor = z.string().regex(HEX_COLOUR, HEX_COLOUR_MESSAGE);

export const businessIdeaSchema = z.object({
  businessIdea: text(300),
  description: text(),
  targetAudience: text(),
  potentialRevenue: text(500),
  keyFeatures: z.array(text(FIELD_MAX.listItem)).max(20),
  industry: text(100),
});
export type BusinessIdea = z.infer<typeof businessIdeaSchema>;

export const ideaGenerationSchema = z.object({
  interests: text(1000).optional(),
  skills: text(1000).optional(),
  industry: z.union([industrySchema, z.literal('')]).optional(),
  customIndustry: text(FIELD_MAX.customIndustry).optional(),
  budget: z.union([budgetSchema, z.literal('')]).optional(),
  generatedIdeas: z.array(businessIdeaSchema).max(50).optional(),
  selectedIdea: businessIdeaSchema.nullable().optional(),
});

export const businessDefinitionSchema = z.object({
  missionStatement: text().optional(),
  valueProposition: text().optional(),
  businessModel: text().optional(),
  competitiveAdvantage: text().optional(),
});

export const generatedNameSchema = z.object({
  name: text(100),
  domain: text(200),
  description: text(1000),
  length: z.number().int().min(0).max(100),
  isFavorite: z.boolean(),
  /** Other domains worth checking (another extension, a get/try/hq form); none is claimed free. */
  domainAlternatives: z.array(text(200)).max(5).optional(),
});
export type GeneratedName = z.infer<typeof generatedNameSchema>;

export const nameGenerationSchema = z.object({
  keywords: text(FIELD_MAX.nameKeywords).optional(),
  style: text(100).optional(),
  maxLength: text(20).optional(),
  generatedNames: z.array(generatedNameSchema).max(200).optional(),
  /** Every name shown for this project so far (Refresh and Generate More never repeat one). */
  shownNames: z.array(text(100)).max(2000).optional(),
  selectedName: z
    .object({ name: text(100), description: text(1000).optional(), domain: text(200).optional() })
    .nullable()
    .optional(),
});

export const styleGuideSchema = z.object({
  primaryColor: hexColor.optional(),
  secondaryColor: hexColor.optional(),
  accentColor: hexColor.optional(),
  neutralColor: hexColor.optional(),
  colors: z
    .object({
      primary: hexColor.optional(),
      secondary: hexColor.optional(),
      accent: hexColor.optional(),
      neutral: hexColor.optional(),
    })
    .optional(),
  fontPrimary: text(100).optional(),
  fontSecondary: text(100).optional(),
  brandPersonality: z.array(text(100)).max(30).optional(),
  designPrinciples: z.array(text(FIELD_MAX.listItem)).max(30).optional(),
});

export const logoSchema = z.object({
  id: text(100),
  imageUrl: text(200_000),
  prompt: text(2000),
  selected: z.boolean(),
});
export type Logo = z.infer<typeof logoSchema>;

export const logoCreationSchema = z.object({
  logoStyle: z.union([logoStyleSchema, z.literal('')]).optional(),
  symbols: z.array(logoSymbolSchema).max(16).optional(),
  generatedLogos: z.array(logoSchema).max(60).optional(),
});

export const targetUserSchema = z.object({
  name: text(200),
  profile: text(),
  goals: z.array(text(500)).max(20),
  frustrations: z.array(text(500)).max(20),
});
export const journeySchema = z.object({
  persona: text(200),
  scenario: text(),
  steps: z.array(text(500)).max(30),
});
export const storySchema = z.object({
  id: text(100),
  title: text(300),
  description: text(),
  priority: prioritySchema,
  storyPoints: z.number().int().min(0).max(100),
  acceptanceCriteria: z.array(text(1000)).max(30),
});
export type UserStory = z.infer<typeof storySchema>;

export const userStoriesSchema = z.object({
  coreFeatures: z.array(text(FIELD_MAX.listItem)).max(50).optional(),
  targetUsers: z.array(targetUserSchema).max(20).optional(),
  userJourneys: z.array(journeySchema).max(20).optional(),
  generatedStories: z.array(storySchema).max(200).optional(),
});

export const techStackSchema = z.object({
  frontend: z.array(text(200)).max(30),
  backend: z.array(text(200)).max(30),
  database: z.array(text(200)).max(30),
  hosting: z.array(text(200)).max(30),
});
export const architectureSchema = z.object({
  type: text(200),
  components: z
    .array(z.object({ name: text(200), description: text(), technologies: z.array(text(200)).max(20) }))
    .max(50),
});
export const apiSpecificationSchema = z.object({
  endpoints: z
    .array(
      z.object({
        method: text(10),
        path: text(300),
        description: text(1000),
        parameters: z.array(z.object({ name: text(100), type: text(100), required: z.boolean() })).max(30),
      }),
    )
    .max(200),
});
export const databaseSchemaSchema = z.object({
  tables: z
    .array(
      z.object({
        name: text(100),
        fields: z.array(z.object({ name: text(100), type: text(100), constraints: text(300) })).max(60),
      }),
    )
    .max(100),
});
export const vibeOutputSchema = z.object({ prompt: text(50_000), readme: text(50_000) });
export type VibeOutput = z.infer<typeof vibeOutputSchema>;

export const techDocumentationSchema = z.object({
  budget: z.union([techBudgetSchema, z.literal('')]).optional(),
  complexity: z.union([complexitySchema, z.literal('')]).optional(),
  selectedTechStack: text(100).optional(),
  selectedStackDetails: z.unknown().optional(),
  techStack: techStackSchema.nullable().optional(),
  architecture: architectureSchema.nullable().optional(),
  apiSpecification: apiSpecificationSchema.nullable().optional(),
  databaseSchema: databaseSchemaSchema.nullable().optional(),
  vibeCodingPrompts: z.record(z.string(), vibeOutputSchema).optional(),
});

export const exportSaveSchema = z.object({
  selectedFormat: text(50).optional(),
  outputFormat: text(50).optional(),
  exportedAt: text(50).optional(),
});

export const stepDataSchema = z.object({
  ideaGeneration: ideaGenerationSchema.optional(),
  businessDefinition: businessDefinitionSchema.optional(),
  nameGeneration: nameGenerationSchema.optional(),
  styleGuide: styleGuideSchema.optional(),
  logoCreation: logoCreationSchema.optional(),
  userStories: userStoriesSchema.optional(),
  techDocumentation: techDocumentationSchema.optional(),
  exportSave: exportSaveSchema.optional(),
  /** The financial model's assumptions (not a wizard step: edited at step 8 and on the edit page). */
  financials: financialsStepSchema.optional(),
});
export type StepData = z.infer<typeof stepDataSchema>;
/** The keys of stepData are the kernel's step list (packages/kernel/src/steps.ts). */
export type StepKey = keyof StepData;
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const stepKeysMatch: SameKeys<StepKey, KernelStepKey> = true;
void stepKeysMatch;

export { stepDataKeys, stepKeys, stepTitles };
