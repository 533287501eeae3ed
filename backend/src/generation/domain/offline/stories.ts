import type { GenerateUserStoriesRequest, GenerateUserStoriesResponse } from '../../../contracts/generation';
import { capitalise, joinList, lowerFirst, sentence, withArticle } from '../grammar';
import type { Archetype, ArchetypeFeature, CustomerSegment } from '../knowledge/archetype';
import { archetypeFor } from './archetype-lookup';
import { entityNamed, planFeatures, type PlannedFeature } from './feature-match';
import { analyzeFeature, entityWords } from './features';
import { journeyOf } from './journeys';
import { personasOf, roleFor, segmentsByAudience, type StoryRole } from './personas';
import type { Rng } from './prng';
import { fill, shorten } from './text';
import { genericArchetype } from './generic-archetype';

type Story = GenerateUserStoriesResponse['generatedStories'][number];
type Priority = Story['priority'];

/** Story points grow with the feature's size (1 small ... 5 large), on the Fibonacci scale. */
const POINTS_BY_SIZE = [1, 2, 3, 5, 8] as const;

function priorityAt(index: number, total: number): Priority {
  if (index < Math.ceil(total / 3)) return 'high';
  if (index < Math.ceil((2 * total) / 3)) return 'medium';
  return 'low';
}

const id = (n: number) => `US-${String(n).padStart(3, '0')}`;

interface StoryContext {
  archetype: Archetype;
  business: string;
  /** Segments in the order the founder's audience names them. */
  segments: readonly CustomerSegment[];
}

/** The role a story speaks for: the founder's own audience when the feature serves it. */
function storyRole(context: StoryContext, feature: ArchetypeFeature): StoryRole {
  const preferred = context.segments.find((s) => feature.usedBy.includes(s.id));
  return roleFor(context.archetype, preferred?.id ?? feature.usedBy[0], context.business);
}

const READING = /^(see|find|check|browse|read|view|compare|know|look|search|follow|watch|hear)\b/i;
const RECEIVING = /^(get|receive|be reminded|be told|be notified)\b/i;

/** 'price_cents' -> 'price', 'starts_at' -> 'start time', 'accepted_at' -> 'date accepted'. */
function fieldWords(field: string): string | undefined {
  const name = (field.split(':')[0] ?? '').trim();
  if (!name || /_id$|^id$|_by$|stripe|square|_url$|_ref$|_key$/.test(name)) return undefined;
  const done = /^(\w+ed)_(at|on)$/.exec(name);
  if (done) return `date ${done[1]}`;
  return name
    .replace(/^starts_at$/, 'start_time')
    .replace(/^ends_at$/, 'end_time')
    .replace(/_cents$/, '')
    .replace(/_at$/, '_time')
    .replace(/_on$/, '_date')
    .replace(/_/g, ' ');
}

/** 'not wait in all day' reads 'so that I do not have to wait in all day'; others follow 'I can'. */
function benefitClause(benefit: string): string {
  const not = /^not (.+)$/i.exec(benefit.trim());
  return not ? `I do not have to ${not[1]}` : `I can ${benefit.trim()}`;
}

/** A Given/When/Then a tester can run, from the feature's action and the first record it touches. */
function givenWhenThen(context: StoryContext, feature: ArchetypeFeature, role: StoryRole): string {
  const entity = feature.entities.map((name) => entityNamed(context.archetype, name)).find(Boolean);
  const who = role.segment ? withArticle(role.noun) : role.phrase;
  const details = entity
    ? joinList(
        entity.fields
          .map(fieldWords)
          .filter((w): w is string => Boolean(w))
          .slice(0, 3),
      )
    : '';
  const reads = READING.test(feature.action);
  const receives = RECEIVING.test(feature.action);
  const outcome = !entity
    ? 'the change is saved and shown straight away'
    : receives
      ? `it reaches me by email or text and is recorded against the ${entity.name.singular}`
      : reads
        ? `I see each ${entity.name.singular}${details ? ` with its ${details}` : ''}, and nothing is changed`
        : `the ${entity.name.singular} is saved${details ? ` with its ${details}` : ''} and I can open it again later`;
  return sentence(`Given I am signed in as ${who}, when I ${feature.action}, then ${outcome}`);
}

function archetypeStory(
  context: StoryContext,
  feature: ArchetypeFeature,
  title: string,
): Omit<Story, 'id' | 'priority'> {
  const role = storyRole(context, feature);
  const criteria = feature.acceptance.slice(0, 4).map((c) => sentence(c));
  if (criteria.length < 3) criteria.unshift(givenWhenThen(context, feature, role));
  return {
    title: shorten(capitalise(title), 300),
    description: sentence(
      `As ${role.phrase}, I want to ${feature.action} so that ${benefitClause(feature.benefit)}`,
    ),
    storyPoints: POINTS_BY_SIZE[feature.size - 1] ?? 3,
    acceptanceCriteria: criteria,
  };
}

/**
 * A feature the founder wrote that the knowledge base does not know: it is told for the lead
 * segment, with the feature's own words and the criteria of the kind of feature it names.
 */
function ownFeatureStory(context: StoryContext, text: string): Omit<Story, 'id' | 'priority'> {
  const segment = context.segments[0];
  const role = segment ? roleFor(context.archetype, segment.id, context.business) : undefined;
  const phrase = role?.phrase ?? `the owner of ${context.business}`;
  const analysis = analyzeFeature(text);
  const words = entityWords(analysis.entity);
  const values = {
    feature: lowerFirst(text),
    entity: words.one,
    entities: words.many,
    persona: role?.noun ?? 'owner',
  };
  // The founder's words as they wrote them: the older concept goals misread features they did not
  // anticipate ('receive walk scheduling with reminders'), so only the criteria come from them.
  const job = segment?.jobs[0];
  const criteria = [
    sentence(
      `Given I am ${phrase}, when I use ${lowerFirst(text)}${/\b(phone|mobile|app)\b/i.test(text) ? '' : ' on a phone'}, then I am done in under two minutes`,
    ),
    ...analysis.criteria.slice(0, 3).map((c) => sentence(fill(c, values))),
  ];
  return {
    title: shorten(capitalise(text), 300),
    description: sentence(
      `As ${phrase}, I want ${lowerFirst(text)} in ${context.business} so that ${job ? `I can ${job}` : 'I can get it done without a phone call'}`,
    ),
    storyPoints: POINTS_BY_SIZE[Math.min(4, Math.max(0, Math.round(analysis.points / 2)))] ?? 3,
    acceptanceCriteria: criteria,
  };
}

/** Features of the archetype the founder did not list but the business's own people use. */
function backOfficeFeatures(archetype: Archetype, planned: readonly PlannedFeature[]): ArchetypeFeature[] {
  const covered = new Set(planned.map((p) => p.feature?.id).filter(Boolean));
  const customerIds = new Set(archetype.segments.map((s) => s.id));
  const own = (f: ArchetypeFeature) =>
    f.usedBy.some((u) => u === 'owner' || u === 'staff' || !customerIds.has(u));
  return archetype.features.filter((f) => !covered.has(f.id) && own(f)).slice(0, 2);
}

export function generateUserStories(
  request: GenerateUserStoriesRequest,
  rng: Rng,
): GenerateUserStoriesResponse {
  const found = archetypeFor({
    idea: request.businessIdea,
    audience: request.targetAudience,
    industry: request.industry,
    features: request.coreFeatures,
  });
  const archetype = found ?? genericArchetype(request);
  const business = request.businessName?.trim() || `the ${archetype.kind.singular}`;
  const segments = segmentsByAudience(archetype, request.targetAudience);
  const context: StoryContext = { archetype, business, segments };
  const planned = planFeatures(found, request.coreFeatures);
  const extra = found ? backOfficeFeatures(archetype, planned) : [];

  const drafts = [
    ...planned.map((p) =>
      p.feature ? archetypeStory(context, p.feature, p.text) : ownFeatureStory(context, p.text),
    ),
    ...extra.map((f) => archetypeStory(context, f, f.title)),
  ].slice(0, 200);
  const generatedStories = drafts.map((draft, i) => ({
    id: id(i + 1),
    priority: priorityAt(i, drafts.length),
    ...draft,
  }));

  const targetUsers = personasOf(segments);
  const built = [...planned.map((p) => p.feature), ...extra].filter((f): f is ArchetypeFeature => Boolean(f));
  const journeyRng = rng.fork('journeys');
  const userJourneys = segments.slice(0, targetUsers.length).map((segment, i) =>
    journeyOf({
      archetype,
      segment,
      persona: targetUsers[i]?.name ?? segment.persona.firstName,
      business,
      features: built.length > 0 ? built : archetype.features,
      rng: journeyRng,
    }),
  );
  return { targetUsers, userJourneys, generatedStories };
}
