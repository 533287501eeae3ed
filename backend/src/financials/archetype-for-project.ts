import type { StepData } from '../contracts/step-data';
import type { Archetype } from '../generation/domain/knowledge/archetype';
import { clearArchetypeForIdea } from '../generation/domain/understanding';

/**
 * The one place the financials (model defaults, the plan's market, competition and risks) learn
 * which knowledge-base archetype a project is: the chosen idea read back by the generator's own
 * matcher, taken only when the idea clearly is that business (a bakery, a mobile dog groomer).
 * A near miss (an analytics tool sold to coffee shops scores close to both a coffee shop and a
 * staff-rota app) or a project with no chosen idea yet falls back to the per-industry defaults:
 * a wrong archetype's rent and wages would be worse than general figures.
 */
export function resolveArchetypeFor(project: { stepData: StepData }): Archetype | undefined {
  const idea = project.stepData.ideaGeneration?.selectedIdea;
  if (!idea?.businessIdea.trim()) return undefined;
  return clearArchetypeForIdea(idea);
}
