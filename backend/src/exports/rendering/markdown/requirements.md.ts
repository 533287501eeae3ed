import type { UserStory } from '../../../contracts/step-data';
import { brandName } from '../content/brand';
import { buildRoadmap, priorityLabel, totalStoryPoints } from '../content/roadmap';
import type { ExportableProject } from '../exportable-project';
import { nonBlank, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import {
  bullets,
  checklist,
  document,
  field,
  inline,
  notDefinedMd,
  numbered,
  orNotDefined,
  table,
} from './md';

type Stories = ExportableProject['stepData']['userStories'];

function storyBlock(story: UserStory): string {
  return [
    `### ${story.id ? `${inline(story.id)}: ` : ''}${inline(story.title)}`,
    `**Priority:** ${priorityLabel(story.priority)} | **Story points:** ${story.storyPoints}`,
    orNotDefined(textOrUndefined(story.description)),
    `**Acceptance criteria**\n\n${checklist(nonBlank(story.acceptanceCriteria))}`,
  ].join('\n\n');
}

function userBlocks(stories: Stories): string[] {
  const users = stories?.targetUsers ?? [];
  if (users.length === 0) return ['## 2. Target Users', notDefinedMd];
  return [
    '## 2. Target Users',
    ...users.map((u) =>
      [
        `### ${inline(u.name)}`,
        orNotDefined(textOrUndefined(u.profile)),
        `**Goals**\n\n${bullets(nonBlank(u.goals))}`,
        `**Frustrations**\n\n${bullets(nonBlank(u.frustrations))}`,
      ].join('\n\n'),
    ),
  ];
}

function journeyBlocks(stories: Stories): string[] {
  const journeys = stories?.userJourneys ?? [];
  if (journeys.length === 0) return ['## 3. User Journeys', notDefinedMd];
  return [
    '## 3. User Journeys',
    ...journeys.map((j) =>
      [
        `### ${inline(j.persona)}`,
        orNotDefined(textOrUndefined(j.scenario)),
        numbered(nonBlank(j.steps)),
      ].join('\n\n'),
    ),
  ];
}

function storyBlocks(stories: Stories): string[] {
  const list = stories?.generatedStories ?? [];
  if (list.length === 0) return ['## 4. User Stories', notDefinedMd];
  const phases = buildRoadmap(list);
  return [
    '## 4. User Stories',
    table(
      ['Priority', 'Stories', 'Story points'],
      [
        ...phases.map((p) => [priorityLabel(p.priority), String(p.stories.length), String(p.storyPoints)]),
        ['**Total**', String(list.length), String(totalStoryPoints(list))],
      ],
    ),
    ...phases.flatMap((p) => p.stories.map(storyBlock)),
  ];
}

export function requirementsMarkdown(project: ExportableProject, ctx: RenderContext): string {
  const stories = project.stepData.userStories;
  return document([
    `# ${inline(brandName(project))}: Product Requirements`,
    `_Prepared ${formatLongDate(ctx.now)}_`,
    '## 1. Scope',
    field('Product vision', textOrUndefined(project.stepData.businessDefinition?.missionStatement)),
    field('Target audience', textOrUndefined(project.stepData.ideaGeneration?.selectedIdea?.targetAudience)),
    `### Core features\n\n${bullets(nonBlank(stories?.coreFeatures))}`,
    ...userBlocks(stories),
    ...journeyBlocks(stories),
    ...storyBlocks(stories),
  ]);
}
