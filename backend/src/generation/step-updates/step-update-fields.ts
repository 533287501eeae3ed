import type { FieldSource, InputChange } from '../../contracts/projects';
import type { StepData, StepKey, UserStory } from '../../contracts/step-data';
import type { ProposedField } from '../../contracts/step-updates';
import type { FieldChange, ProjectEvent } from '../../projects/domain/project-events';
import { deepEqual, fieldLabel } from '@bb/kernel';
import { overwrittenUserFields } from '../../projects/domain/user-fields';

/** What changed for a stale step, read as the update needs it. */
export interface ChangeSummary {
  /** Old and new business name, when the name changed. */
  rename: { from: string; to: string } | null;
  idea: boolean;
  definition: boolean;
  colours: boolean;
  stories: boolean;
}

export function summarise(changes: readonly InputChange[]): ChangeSummary {
  const name = changes.find((c) => c.step === 'nameGeneration' && c.field === 'selectedName');
  return {
    rename: name && name.from && name.to ? { from: name.from, to: name.to } : null,
    idea: changes.some((c) => c.step === 'ideaGeneration'),
    definition: changes.some((c) => c.step === 'businessDefinition'),
    colours: changes.some((c) => c.step === 'styleGuide'),
    stories: changes.some((c) => c.step === 'userStories'),
  };
}

/**
 * The proposal's fields: each proposed value that differs from the current one, marked `yours`
 * when the overwrite rule (projects/domain/user-fields.ts) would refuse it without the user's choice.
 */
export function proposedFields(
  step: StepKey,
  proposed: Readonly<Record<string, unknown>>,
  stepData: StepData,
  sources: Readonly<Record<string, FieldSource>>,
  provenance: FieldSource,
): ProposedField[] {
  const current = (stepData[step] ?? {}) as Record<string, unknown>;
  const changes: FieldChange[] = Object.entries(proposed)
    .filter(([field, value]) => value !== undefined && !deepEqual(current[field], value))
    .map(([field, value]) => ({ step, field, value, source: provenance }));
  const theirs = new Set(overwrittenUserFields(stepData, sources, changes).map((c) => c.field));
  return changes.map((c) => ({
    field: c.field,
    label: fieldLabel(c.field),
    current: current[c.field] ?? null,
    proposed: c.value,
    yours: theirs.has(c.field),
  }));
}

/** The value a generator last wrote into `step.field`, from the project's events (null: never). */
export function lastGenerated(events: readonly ProjectEvent[], step: StepKey, field: string): unknown {
  let value: unknown = null;
  for (const event of events) {
    const changes =
      event.type === 'projects.wizard-step-saved' || event.type === 'projects.step-data-restored'
        ? event.data.changes
        : [];
    for (const c of changes)
      if (c.step === step && c.field === field && !c.cleared && c.source.source === 'generator')
        value = c.value;
  }
  return value;
}

/** The stories the user wrote or changed: those not in the list a generator last wrote. */
export function storiesTheUserEdited(current: readonly UserStory[], generated: unknown): UserStory[] {
  const list = Array.isArray(generated) ? (generated as unknown[]) : [];
  return current.filter((story) => !list.some((g) => deepEqual(g, story)));
}
