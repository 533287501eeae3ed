import type { UserStory } from '../../../contracts/step-data';

export type Priority = UserStory['priority'];

export interface RoadmapPhase {
  /** 1-based, in delivery order. */
  number: number;
  priority: Priority;
  name: string;
  summary: string;
  stories: UserStory[];
  storyPoints: number;
}

const phaseNames: Record<Priority, { name: string; summary: string }> = {
  high: {
    name: 'Launch essentials (MVP)',
    summary: 'High-priority stories: the smallest product worth putting in front of customers.',
  },
  medium: {
    name: 'Growth features',
    summary: 'Medium-priority stories that deepen the product once the MVP is in use.',
  },
  low: { name: 'Polish and extras', summary: 'Low-priority stories to schedule when the core is proven.' },
};

const order: readonly Priority[] = ['high', 'medium', 'low'];

/** Groups the stories by priority (high, medium, low) into delivery phases; empty phases are left out. */
export function buildRoadmap(stories: readonly UserStory[] | undefined): RoadmapPhase[] {
  const phases: RoadmapPhase[] = [];
  for (const priority of order) {
    const inPhase = (stories ?? []).filter((s) => s.priority === priority);
    if (inPhase.length === 0) continue;
    phases.push({
      number: phases.length + 1,
      priority,
      ...phaseNames[priority],
      stories: inPhase,
      storyPoints: inPhase.reduce((sum, s) => sum + s.storyPoints, 0),
    });
  }
  return phases;
}

export function totalStoryPoints(stories: readonly UserStory[] | undefined): number {
  return (stories ?? []).reduce((sum, s) => sum + s.storyPoints, 0);
}

export function priorityLabel(priority: Priority): string {
  return priority.charAt(0).toUpperCase() + priority.slice(1);
}
