import nlp from 'compromise';
import type {
  GenerateTechDocumentationResponse,
  GenerateUserStoriesRequest,
  GenerateUserStoriesResponse,
} from '../../../contracts/generation';
import { complexities, techBudgets, type Complexity, type TechBudget } from '../../../contracts/options';
import { indefiniteArticle, joinList, pluralize, singularize } from '../grammar';
import type { Archetype } from '../knowledge/archetype';
import { archetypeFor } from '../offline/archetype-lookup';
import { tableName } from '../offline/database-design';
import { createRng } from '../offline/prng';
import { storyRoleProblem } from '../offline/story-grammar';
import { generateUserStories } from '../offline/stories';
import { generateTechDocumentation } from '../offline/tech-docs';
import { monthlyCeiling, sizeStack } from '../offline/tech-stacks';
import { generateVibeCoding } from '../offline/vibe-coding';

/**
 * The quality rules for steps 6 and 7 (stories, journeys, tech docs, build prompts), measured over
 * founders: role grammar, sentences shared between different businesses, real plurals for tables,
 * stacks that fit the budget. Pure functions; the corpus spec runs them and prints the figures.
 */

export interface FounderDocuments {
  founder: string;
  /** The archetype the founder's idea is of (the corpus label). */
  intended: string;
  /** The archetype steps 6 and 7 found from the idea's words and features. */
  archetype: Archetype;
  stories: GenerateUserStoriesResponse;
  docs: GenerateTechDocumentationResponse;
  prompt: string;
  budget: TechBudget;
  complexity: Complexity;
}

const COMPLEXITY_OF: Record<Archetype['complexity'], Complexity> = { 1: 'simple', 2: 'medium', 3: 'complex' };
export const CLUSTER_PARTS = /\b(ECS|RDS|ElastiCache|Kafka|EKS|Kubernetes|Aurora|OpenSearch)\b/;

/**
 * Steps 6 and 7 for a founder whose idea is of this archetype, as the wizard would run them: the
 * idea's features are the archetype's, the audience its segments, the budget one of the four.
 */
export function documentsFor(
  founder: string,
  text: string,
  archetype: Archetype,
  index: number,
): FounderDocuments {
  const budget = techBudgets[index % techBudgets.length] ?? 'small';
  const complexity = COMPLEXITY_OF[archetype.complexity];
  const request: GenerateUserStoriesRequest = {
    businessIdea: text,
    targetAudience: joinList(archetype.segments.map((s) => s.role.plural)),
    coreFeatures: archetype.features.slice(0, 6).map((f) => f.title),
    businessModel: archetype.revenue[0]?.description ?? '',
  };
  const stories = generateUserStories(request, createRng(index + 1));
  const docs = generateTechDocumentation({
    businessIdea: text,
    userStories: stories.generatedStories.map((s) => ({ title: s.title, description: s.description })),
    targetAudience: request.targetAudience,
    complexity,
    budget,
  });
  const idea = {
    businessIdea: text.slice(0, 300),
    description: archetype.description,
    targetAudience: request.targetAudience,
    potentialRevenue: '$50K-$150K/year',
    keyFeatures: request.coreFeatures,
    industry: archetype.industry,
  };
  const { prompt } = generateVibeCoding({
    promptType: 'lovable',
    projectData: {
      ideaGeneration: { selectedIdea: idea },
      userStories: { coreFeatures: request.coreFeatures, ...stories },
      techDocumentation: docs,
    },
  });
  const resolved = archetypeFor({
    idea: text,
    audience: request.targetAudience,
    features: request.coreFeatures,
  });
  return {
    founder,
    intended: archetype.id,
    archetype: resolved ?? archetype,
    stories,
    docs,
    prompt,
    budget,
    complexity,
  };
}

/** Every "As a ..." and persona name with a broken role. */
export function roleErrors(documents: FounderDocuments): string[] {
  const errors: string[] = [];
  for (const story of documents.stories.generatedStories) {
    const problem = storyRoleProblem(story.description);
    if (problem) errors.push(`${documents.founder} ${story.id}: ${problem}`);
  }
  for (const user of documents.stories.targetUsers) {
    const match = /^[^,]+, (a|an) (.+)$/.exec(user.name);
    if (match && indefiniteArticle(match[2] ?? '') !== match[1])
      errors.push(`${documents.founder} persona "${user.name}": wrong article`);
  }
  return errors;
}

/**
 * Journey endings that leave the persona's world: a hospice manager, a sales manager or a family
 * arranging a funeral does not 'tell a friend' about a supplier; they recommend it to a peer, and
 * the peer is of their own kind ('Recommends Calm Oak to another hospice or care home manager').
 */
export function journeyEndingErrors(documents: FounderDocuments): string[] {
  return documents.stories.userJourneys.flatMap((j) => {
    const role = /^[^,]+, an? (.+)$/.exec(j.persona)?.[1];
    return j.steps
      .filter((step) => {
        if (/\btells? a friend\b/i.test(step)) return true;
        const peer = /^Recommends .+ to another (.+)$/.exec(step)?.[1];
        return peer !== undefined && role !== undefined && peer !== role;
      })
      .map((step) => `${documents.founder} ${j.persona}: ${step}`);
  });
}

/**
 * Journey steps where a feature title with its own 'to' runs into the purpose's 'to' ('Uses service
 * pages for families to share to share a private page', 'Uses upgrade to paid to upgrade ...').
 */
export function journeyTitleErrors(documents: FounderDocuments): string[] {
  const titles = documents.archetype.features
    .map((f) => f.title.toLowerCase())
    .filter((t) => /\sto\s/.test(t));
  return documents.stories.userJourneys.flatMap((j) =>
    j.steps
      .filter((step) => titles.some((t) => step.toLowerCase().startsWith(`uses ${t} to `)))
      .map((step) => `${documents.founder}: ${step}`),
  );
}

/** Journey steps and scenarios still in the first person ('answers we have given before'): journeys tell of the persona. */
export function journeyFirstPersonErrors(documents: FounderDocuments): string[] {
  return documents.stories.userJourneys.flatMap((j) =>
    [j.scenario, ...j.steps]
      .filter((text) => /(?<![\w-])(I|my|me|we|our|us)(?![\w-])/.test(text))
      .map((text) => `${documents.founder}: ${text}`),
  );
}

/** The sentences of the stories: each description and acceptance criterion. */
export function storySentences(stories: GenerateUserStoriesResponse): string[] {
  return stories.generatedStories.flatMap((s) => [s.description, ...s.acceptanceCriteria]);
}

/**
 * The share of story sentences (over all founders) that also appear, word for word, in the stories
 * of a founder of a different archetype.
 */
export function sharedAcrossArchetypes(all: readonly FounderDocuments[]): {
  share: number;
  examples: string[];
} {
  const owners = new Map<string, Set<string>>();
  for (const d of all)
    for (const sentence of storySentences(d.stories)) {
      const key = sentence.trim().toLowerCase();
      owners.set(key, (owners.get(key) ?? new Set()).add(d.archetype.id));
    }
  let total = 0;
  let shared = 0;
  const examples = new Set<string>();
  for (const d of all)
    for (const sentence of storySentences(d.stories)) {
      total += 1;
      if ((owners.get(sentence.trim().toLowerCase())?.size ?? 0) > 1) {
        shared += 1;
        examples.add(sentence);
      }
    }
  return { share: total === 0 ? 0 : shared / total, examples: [...examples].slice(0, 5) };
}

const INFRASTRUCTURE = new Set(['users', 'notifications', 'audit_logs', 'outbox_events']);

const nounCache = new Map<string, boolean>();

/** Whether the word reads as a noun after 'the' ('the order', 'the check-in'; not 'the aligned'). */
function isNoun(word: string): boolean {
  const cached = nounCache.get(word);
  if (cached !== undefined) return cached;
  const terms = nlp(`the ${word}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  const noun = terms.slice(1).some((t) => (t.terms[0]?.tags ?? []).includes('Noun'));
  nounCache.set(word, noun);
  return noun;
}

/**
 * Table names that are not a real plural. A business table must be the stored plural of one of
 * the archetype's entities (written by hand in the knowledge base, never inflected by guess), whose
 * head word is a noun ('the order', not 'the aligned'); any other table's last word must be the
 * plural of a noun.
 */
export function tablePluralErrors(documents: FounderDocuments): string[] {
  const byTable = new Map(documents.archetype.entities.map((e) => [tableName(e), e]));
  const errors: string[] = [];
  for (const { name } of documents.docs.databaseSchema.tables) {
    if (INFRASTRUCTURE.has(name)) continue;
    const entity = byTable.get(name);
    if (entity) {
      const head = entity.name.singular.split(/\s+/).pop() ?? '';
      if (!isNoun(head) || entity.name.plural === entity.name.singular)
        errors.push(`${documents.founder}: ${name} ('${entity.name.singular}' is no countable noun)`);
      continue;
    }
    if (documents.archetype.id !== 'generic')
      errors.push(`${documents.founder}: ${name} is none of the entities`);
    const last = name.split('_').pop() ?? name;
    const one = singularize(last);
    if (!isNoun(one) || pluralize(one) !== last) errors.push(`${documents.founder}: ${name}`);
  }
  return errors;
}

/** What a small local business (complexity 1) may pay a month for its software at launch. */
export const SMALL_BUSINESS_MONTHLY = 150;

/** Every budget and complexity for this archetype: the stacks whose monthly cost leaves the band. */
export function stackBudgetErrors(archetype: Archetype): string[] {
  const errors: string[] = [];
  const integrations = archetype.features.flatMap((f) => f.integrations);
  for (const budget of techBudgets)
    for (const complexity of complexities) {
      const stack = sizeStack(archetype, integrations, complexity, budget);
      const text = stack.parts.map((p) => p.name).join(' ');
      if (stack.cost.high > monthlyCeiling[budget])
        errors.push(`${archetype.id} ${budget}/${complexity}: $${stack.cost.high}/month`);
      if (archetype.complexity === 1 && CLUSTER_PARTS.test(text))
        errors.push(`${archetype.id} ${budget}/${complexity}: cluster parts for a small business`);
      if (archetype.complexity === 1 && complexity === 'simple' && stack.cost.high > SMALL_BUSINESS_MONTHLY)
        errors.push(`${archetype.id} ${budget}/simple: $${stack.cost.high}/month for a small business`);
    }
  return errors;
}

/** The build prompt must ask for every core feature and, for a small business, no cluster. */
export function promptErrors(documents: FounderDocuments): string[] {
  const errors: string[] = [];
  for (const story of documents.stories.generatedStories.slice(0, 6))
    if (!documents.prompt.includes(story.title))
      errors.push(`${documents.founder}: prompt lacks "${story.title}"`);
  if (documents.archetype.complexity === 1 && CLUSTER_PARTS.test(documents.prompt))
    errors.push(`${documents.founder}: prompt asks a small business for a cluster`);
  return errors;
}
