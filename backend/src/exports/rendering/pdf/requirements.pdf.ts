import type { Readable } from 'node:stream';
import type { UserStory } from '../../../contracts/step-data';
import { accentColour, brandName } from '../content/brand';
import { buildRoadmap, priorityLabel, totalStoryPoints } from '../content/roadmap';
import type { ExportableProject } from '../exportable-project';
import { nonBlank, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { PdfLayout } from './layout';
import { drawPageFurniture, drawTitleBlock } from './page-furniture';
import { buildPdfAsync } from './pdf-document';
import { pdfSafe } from './pdf-text';
import { drawTable } from './table';
import { FONT, INK, PRIORITY_COLOUR, SIZE } from './theme';

type Stories = ExportableProject['stepData']['userStories'];

function targetUsers(layout: PdfLayout, stories: Stories): void {
  const users = stories?.targetUsers ?? [];
  layout.section('2. Target Users', { keepWith: users.length === 0 ? 20 : 60 });
  if (users.length === 0) return layout.notDefined();
  for (const user of users) {
    const goals = nonBlank(user.goals);
    const frustrations = nonBlank(user.frustrations);
    layout.keepTogether(
      40 +
        layout.measure(user.profile || 'x') +
        30 +
        layout.bulletsHeight(goals) +
        layout.bulletsHeight(frustrations),
    );
    layout.heading(user.name, 80);
    layout.paragraph(textOrUndefined(user.profile));
    layout.label('Goals');
    layout.bullets(goals);
    layout.ensureSpace(40);
    layout.label('Frustrations');
    layout.bullets(frustrations);
  }
}

function journeys(layout: PdfLayout, stories: Stories): void {
  const list = stories?.userJourneys ?? [];
  layout.section('3. User Journeys', { keepWith: list.length === 0 ? 20 : 60 });
  if (list.length === 0) return layout.notDefined();
  for (const journey of list) {
    layout.keepTogether(
      40 + layout.measure(journey.scenario || 'x') + layout.bulletsHeight(nonBlank(journey.steps)),
    );
    layout.heading(journey.persona, 80);
    layout.paragraph(textOrUndefined(journey.scenario));
    layout.bullets(nonBlank(journey.steps), { marker: (i) => `${i + 1}.` });
  }
}

function storyBlock(layout: PdfLayout, story: UserStory): void {
  const { doc } = layout;
  const pillText = priorityLabel(story.priority).toUpperCase();
  doc.font(FONT.bold).fontSize(SIZE.label);
  const pillWidth = doc.widthOfString(pillText, { characterSpacing: 0.6 }) + 12;
  const points = `${story.storyPoints} ${story.storyPoints === 1 ? 'point' : 'points'}`;
  const titleWidth = layout.width - pillWidth - 70;
  const title = `${story.id ? `${story.id}  ` : ''}${story.title}`;
  const criteria = nonBlank(story.acceptanceCriteria);
  layout.keepTogether(
    layout.measure(title, { font: FONT.bold, size: SIZE.heading, width: titleWidth }) +
      layout.measure(story.description || 'x') +
      layout.checkboxesHeight(criteria) +
      40,
  );
  const y = doc.y;
  const right = layout.left + layout.width;
  doc
    .save()
    .roundedRect(right - pillWidth, y, pillWidth, 13, 6.5)
    .fill(PRIORITY_COLOUR[story.priority])
    .restore();
  doc
    .font(FONT.bold)
    .fontSize(SIZE.label)
    .fillColor('#FFFFFF')
    .text(pillText, right - pillWidth, y + 3.5, {
      width: pillWidth,
      align: 'center',
      characterSpacing: 0.6,
      lineBreak: false,
    });
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(INK.muted)
    .text(points, right - pillWidth - 66, y + 2, { width: 60, align: 'right', lineBreak: false });
  doc.y = y;
  layout.write(title, {
    font: FONT.bold,
    size: SIZE.heading,
    color: INK.text,
    width: titleWidth,
    gapAfter: 4,
  });
  layout.paragraph(textOrUndefined(story.description), { gapAfter: 5 });
  layout.label('Acceptance criteria');
  layout.checkboxes(criteria);
  const ruleY = doc.y + 2;
  doc
    .save()
    .moveTo(layout.left, ruleY)
    .lineTo(right, ruleY)
    .lineWidth(0.5)
    .strokeColor(INK.rule)
    .stroke()
    .restore();
  doc.y = ruleY + 12;
}

function userStories(layout: PdfLayout, stories: Stories): void {
  const list = stories?.generatedStories ?? [];
  layout.section('4. User Stories', { keepWith: list.length === 0 ? 20 : 100 });
  if (list.length === 0) return layout.notDefined();
  const phases = buildRoadmap(list);
  drawTable(
    layout,
    [
      { header: 'Priority', share: 2, bold: true },
      { header: 'Stories', share: 1 },
      { header: 'Story points', share: 1.3 },
    ],
    [
      ...phases.map((p) => [priorityLabel(p.priority), String(p.stories.length), String(p.storyPoints)]),
      ['Total', String(list.length), String(totalStoryPoints(list))],
    ],
  );
  for (const phase of phases) for (const story of phase.stories) storyBlock(layout, story);
}

export function requirementsPdf(project: ExportableProject, ctx: RenderContext): Promise<Readable> {
  const name = brandName(project);
  const stories = project.stepData.userStories;
  const date = formatLongDate(ctx.now);
  const audience = textOrUndefined(project.stepData.ideaGeneration?.selectedIdea?.targetAudience);
  return buildPdfAsync(
    { title: `${name} - Requirements`, subject: 'Product requirements', now: ctx.now },
    (doc) => {
      const layout = new PdfLayout(doc, accentColour(project));
      drawTitleBlock(layout, 'Product requirements', name, [`Prepared ${date}`]);
      layout.section('1. Scope', { keepWith: 80 });
      layout.field('Product vision', textOrUndefined(project.stepData.businessDefinition?.missionStatement));
      layout.field('Target audience', audience);
      layout.ensureSpace(40);
      layout.label('Core features');
      layout.bullets(nonBlank(stories?.coreFeatures));
      targetUsers(layout, stories);
      journeys(layout, stories);
      userStories(layout, stories);
      drawPageFurniture(layout, {
        brand: pdfSafe(name),
        documentTitle: 'Requirements',
        footerNote: `Prepared ${date}`,
        hasCover: false,
      });
    },
  );
}
