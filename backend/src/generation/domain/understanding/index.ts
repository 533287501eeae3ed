export { explainScore, queryFor, rankArchetypes, understandFounder } from './understand';
export type { ArchetypeScore, FounderInput, Understanding } from './understand';
export { founderNouns } from './founder-nouns';
export { archetypeForIdea, clearArchetypeForIdea, industryOf } from './idea-archetype';
export type { IdeaText } from './idea-archetype';
