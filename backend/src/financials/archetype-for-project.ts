import type { StepData } from '../contracts/step-data';
import type { Archetype } from '../generation/domain/knowledge/archetype';

/**
 * The one place the financials (model defaults, the plan's market, competition and risks) learn
 * which knowledge-base archetype a project is. The matcher (idea text + industry -> Archetype)
 * lives in generation/domain/understanding; until it is wired here every project falls back to
 * the per-industry defaults and to what the project itself holds.
 */
export function resolveArchetypeFor(project: { stepData: StepData }): Archetype | undefined {
  void project;
  return undefined;
}
