import type { StepData } from '../contracts/step-data';
import type { Archetype } from '../generation/domain/knowledge/archetype';

/**
 * The one place the financials (model defaults, the plan's market, competition and risks) learn
 * which knowledge-base archetype a project is. Not wired yet: reading the chosen idea back with
 * the generator's matcher (`archetypeForIdea` in generation/domain/understanding) changed the
 * defaults under the Financials browser test in the last hour of the session, so every project
 * still uses the per-industry defaults; the archetype path (with its volume calibration) is unit
 * tested and ready.
 */
export function resolveArchetypeFor(project: { stepData: StepData }): Archetype | undefined {
  void project;
  return undefined;
}
