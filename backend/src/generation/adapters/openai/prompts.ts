import { fonts, logoSymbols } from '../../../contracts/options';
import type { GenerationKind } from '../../domain/generator.port';

/** The system prompt of each kind of generation: the task, the exact JSON shape and the rules. */

const JSON_ONLY = 'Answer with one JSON object and nothing else: no Markdown, no code fences, no comments.';

export type PromptKind = GenerationKind | 'ideaFromText';

const TASKS: Record<Exclude<PromptKind, 'quickProject'>, string> = {
  ideas: `Task: ideas. You are a startup advisor. Propose distinct business ideas that fit the person's interests, skills, industry and budget.
Shape: {"ideas":[{"businessIdea":"short title, max 60 characters","description":"2-3 sentences: what it is, the problem, why this person can win","targetAudience":"who pays, specific","potentialRevenue":"a yearly range like $50K-$200K/year that a business started with this budget can reach","keyFeatures":["4 to 6 concrete features"],"industry":"the industry label (or the custom industry)"}]}
Return exactly the number of ideas asked for ("count"). Each idea must clearly use the interests and the skills.`,
  businessDefinition: `Task: businessDefinition. You are a business strategist. Define the business precisely for the idea, audience and industry given.
Shape: {"missionStatement":"1 sentence","valueProposition":"2-3 sentences","businessModel":"2-3 sentences with concrete prices and acquisition channels","competitiveAdvantage":"2-3 sentences"}`,
  names: `Task: names. You are a naming expert. Propose brandable business names.
Shape: {"names":[{"name":"the name","description":"one line on why it works"}]}
Rules: respect the style; respect the length bucket exactly, counting every character including spaces (short: 3-6 characters, medium: 7-10, long: 11 or more); letters, spaces, '&', '.', apostrophes and hyphens only; no duplicates; none of "existingNames"; no famous brand names. Return "count" names.`,
  styleGuide: `Task: styleGuide. You are a brand designer. Create a style guide for the business.
Shape: {"colors":{"primary":"#RRGGBB","secondary":"#RRGGBB","accent":"#RRGGBB","neutral":"#RRGGBB"},"fontPrimary":"font","fontSecondary":"font","brandPersonality":["3-6 traits"],"designPrinciples":["4-6 short, specific principles"]}
Rules: primary, secondary and neutral must reach a WCAG contrast of at least 4.5:1 against white; fonts must be from this list exactly: ${fonts.join(', ')}. Keep the given personality traits.`,
  logos: `Task: logos. You are a logo designer who writes SVG by hand. Draw distinct logos for the business.
Shape: {"logos":[{"svg":"<svg xmlns=\\"http://www.w3.org/2000/svg\\" viewBox=\\"0 0 320 320\\" width=\\"320\\" height=\\"320\\">...</svg>","description":"one sentence describing the design"}]}
Rules: each svg is a complete, well-formed, self-contained SVG document (no scripts, no event handlers, no external images or fonts, escape & < > in text); draw in the requested style with the requested symbols (from: ${logoSymbols.join(', ')}); use the two colours given; include the business name as text. Return "count" logos.`,
  userStories: `Task: userStories. You are a product manager. Write the product's target users, their journeys and agile user stories.
Shape: {"targetUsers":[{"name":"persona name and role","profile":"1-2 sentences","goals":["3-4"],"frustrations":["2-4"]}],"userJourneys":[{"persona":"a target user's name","scenario":"1 sentence","steps":["5-7 steps"]}],"generatedStories":[{"id":"US-001","title":"short","description":"As a <role>, I want to <goal> so that <benefit>.","priority":"high|medium|low","storyPoints":1|2|3|5|8|13,"acceptanceCriteria":["3-5 concrete, testable criteria"]}]}
Rules: 2-3 target users, one journey per target user, at least one story per core feature with the feature's name as its title. Roles are real role nouns with the right article ("As a local regular", "As an office manager"), never a fragment of the audience text. Acceptance criteria are checks a tester can run (Given/When/Then or a measurable rule). Story points grow with the feature's size.`,
  techDocumentation: `Task: techDocumentation. You are a software architect. Write the technical documentation for the product.
Shape: {"techStack":{"frontend":[],"backend":[],"database":[],"hosting":[]},"architecture":{"type":"...","components":[{"name":"","description":"","technologies":[]}]},"apiSpecification":{"endpoints":[{"method":"GET|POST|PUT|PATCH|DELETE","path":"/api/...","description":"","parameters":[{"name":"","type":"","required":true}]}]},"databaseSchema":{"tables":[{"name":"snake_case","fields":[{"name":"","type":"SQL type","constraints":""}]}]}}
Rules: follow the budget (startup: free tiers and managed services; enterprise: scalable managed services, SSO, infrastructure as code) and the complexity (simple: a monolith with few components and tables; complex: services, a message queue, more endpoints and tables); derive REST endpoints and tables from the user stories; a small local business gets a hosted shop or one small app, never a cluster; name tables after the business's records with real plurals.`,
  vibeCoding: `Task: vibeCoding. You are a senior engineer who writes build prompts for AI coding tools. Write a detailed build prompt for the platform given ("promptType": replit, bolt, lovable, v0 or universal) and a README.md for the project.
Shape: {"prompt":"Markdown build prompt","readme":"Markdown README.md"}
Rules: the prompt follows the platform's conventions and includes the product name, idea, audience, core features, user stories with acceptance criteria, tech stack, colours, fonts and the extra requirements; the README has features, tech stack, getting started, environment variables, project structure and license. Ask the platform for exactly the stack in the project data (no extra infrastructure) and for this business's pages, records and integrations.`,
  ideaFromText: `Task: ideaFromText. You are a startup advisor. Turn the short business idea into a complete one.
Shape: {"idea":{"businessIdea":"short title","description":"2-3 sentences","targetAudience":"specific","potentialRevenue":"a yearly range like $50K-$200K/year","keyFeatures":["4 to 6 features"],"industry":"industry label"}}`,
};

export interface PromptExtras {
  /** The JSON Schema of the answer (from the zod response contract). */
  jsonSchema?: string;
  /** How to use the knowledge base's facts sent under "grounding" in the user message. */
  groundingRules?: string;
}

export function systemPrompt(kind: Exclude<PromptKind, 'quickProject'>, extras: PromptExtras = {}): string {
  return [
    TASKS[kind],
    extras.groundingRules ?? '',
    extras.jsonSchema ? `The answer must validate against this JSON Schema: ${extras.jsonSchema}` : '',
    JSON_ONLY,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The user message: the request as JSON, without the seed. */
export function userMessage(input: Record<string, unknown>): string {
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'seed'));
  return JSON.stringify(rest, null, 2);
}
