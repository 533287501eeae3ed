import { industries, type Industry } from '../../../contracts/options';
import type { Archetype } from '../knowledge/archetype';
import { familyLabels, industryLabels } from '../knowledge/labels';
import { rankArchetypes } from './understand';
import { genericOfFeatures } from './weak-match';

/** What later steps know of the chosen idea: its words, audience, industry text and features. */
export interface IdeaText {
  businessIdea: string;
  description?: string | undefined;
  targetAudience?: string | undefined;
  industry?: string | undefined;
  keyFeatures?: readonly string[] | undefined;
}

/** The step-1 industry option for an idea's industry text ('Healthcare' -> 'healthcare'). */
export function industryOf(text: string | undefined): Industry | undefined {
  const lower = (text ?? '').trim().toLowerCase();
  if ((industries as readonly string[]).includes(lower)) return lower as Industry;
  const byLabel = (Object.entries(industryLabels) as [Industry, string][]).find(
    ([, l]) => l.toLowerCase() === lower,
  );
  return byLabel?.[0];
}

/**
 * The archetype behind a chosen idea, read back from its own words: later steps (definition,
 * stories, tech docs) receive only the idea's text, and an idea written by this generator always
 * names its kind of business and its features, so it is found again (without WordNet expansion,
 * which a text in the knowledge base's own words does not need).
 */
function rankIdea(idea: IdeaText) {
  const industry = industryOf(idea.industry);
  const family = Object.values(familyLabels).includes(idea.industry ?? '') ? (idea.industry ?? '') : '';
  return rankArchetypes(
    {
      text: [idea.businessIdea, idea.description, idea.targetAudience, ...(idea.keyFeatures ?? [])]
        .filter(Boolean)
        .join('. '),
      customIndustry: family || (industry ? undefined : idea.industry),
      industry,
    },
    { expand: false },
  );
}

export function archetypeForIdea(idea: IdeaText): Archetype {
  // An idea written from a generic archetype (a business no archetype accounts for) carries its features.
  const generic = genericOfFeatures(idea.keyFeatures);
  if (generic) return generic;
  const best = rankIdea(idea)[0];
  if (!best) throw new Error('The knowledge base is empty');
  return best.archetype;
}

/** How far ahead of the runner-up an archetype must score to be taken as the business itself. */
const CLEAR_LEAD = 1.25;

/**
 * The archetype behind a chosen idea only when the idea clearly is that business: its own words
 * match it (not only the industry) and it leads the runner-up by a quarter. Figures that would be
 * wrong for a near miss (a café's rent and wages for an analytics tool sold to cafés) use this;
 * wording that tolerates a neighbour uses `archetypeForIdea`.
 */
export function clearArchetypeForIdea(idea: IdeaText): Archetype | undefined {
  if (genericOfFeatures(idea.keyFeatures)) return undefined;
  const [best, ...rest] = rankIdea(idea);
  if (!best || best.total - best.industryPrior <= 0) return undefined;
  // Software for salons is scored from the salon's own words: the salon is not its rival.
  const second = rest.find((r) => r.archetype.id !== best.archetype.servesArchetype);
  if (second && best.total < second.total * CLEAR_LEAD) return undefined;
  return best.archetype;
}
