import type { StepData } from '../contracts/step-data';
import type { Archetype } from '../generation/domain/knowledge/archetype';
import { archetypeForIdea } from '../generation/domain/understanding';

/**
 * The one place the financials (model defaults, the plan's market, competition and risks) learn
 * which knowledge-base archetype a project is: the chosen idea read back by the generator's own
 * matcher (generation/domain/understanding), the same way the later wizard steps find it. A
 * project with no chosen idea yet has none, and falls back to the per-industry defaults.
 */
export function resolveArchetypeFor(project: { stepData: StepData }): Archetype | undefined {
  const idea = project.stepData.ideaGeneration?.selectedIdea;
  if (!idea?.businessIdea.trim()) return undefined;
  return archetypeForIdea(idea);
}
