import type { UserStory } from '../../contracts/step-data';
import type { ProjectEvent } from '../../projects/domain/project-events';
import { lastGenerated, proposedFields, storiesTheUserEdited, summarise } from './step-update-fields';

const gen = { source: 'generator' as const, generator: 'offline', version: '1', model: 'offline', seed: 2 };
const story = (id: string, title: string): UserStory => ({
  id,
  title,
  description: 'd',
  priority: 'high',
  storyPoints: 3,
  acceptanceCriteria: [],
});

describe('what an update proposes', () => {
  it('reads the changes: a rename with its names, an idea switch', () => {
    expect(
      summarise([
        {
          step: 'nameGeneration',
          field: 'selectedName',
          label: 'Business name',
          from: 'Lucky Loop',
          to: 'Wren Wear',
        },
      ]),
    ).toMatchObject({ rename: { from: 'Lucky Loop', to: 'Wren Wear' }, idea: false });
    expect(
      summarise([
        { step: 'ideaGeneration', field: 'selectedIdea', label: 'Business idea', from: 'a', to: 'b' },
      ]),
    ).toMatchObject({ rename: null, idea: true });
  });

  it('lists only the fields that change, marking the ones the user wrote', () => {
    const fields = proposedFields(
      'businessDefinition',
      { missionStatement: 'New mission', valueProposition: 'Same', businessModel: 'New model' },
      {
        businessDefinition: {
          missionStatement: 'Mine',
          valueProposition: 'Same',
          businessModel: 'Old model',
        },
      },
      { 'businessDefinition.missionStatement': { source: 'user' }, 'businessDefinition.businessModel': gen },
      gen,
    );
    expect(fields.map((f) => [f.field, f.label, f.yours])).toEqual([
      ['missionStatement', 'Mission statement', true],
      ['businessModel', 'Business model', false],
    ]);
    // Labelled as the project history labels them (the kernel's fieldLabel).
    const style = proposedFields('styleGuide', { fontPrimary: 'Lora', seoKeywords: ['x'] }, {}, {}, gen);
    expect(style.map((f) => f.label)).toEqual(['Primary font', 'SEO keywords']);
  });

  it('finds the stories the user edited or added against the list a generator last wrote', () => {
    const saved = (stories: UserStory[], source: typeof gen | { source: 'user' }): ProjectEvent => ({
      type: 'projects.wizard-step-saved',
      data: {
        projectId: 'p',
        currentStep: 6,
        previousStep: 6,
        changes: [{ step: 'userStories', field: 'generatedStories', value: stories, source }],
      },
    });
    const a = story('s1', 'Browse tools');
    const b = story('s2', 'Book delivery');
    const events = [saved([a, b], gen), saved([{ ...a, title: 'Browse my tools' }, b], { source: 'user' })];
    const generated = lastGenerated(events, 'userStories', 'generatedStories');
    expect(generated).toEqual([a, b]);
    expect(
      storiesTheUserEdited([{ ...a, title: 'Browse my tools' }, b, story('s9', 'Mine')], generated),
    ).toEqual([{ ...a, title: 'Browse my tools' }, story('s9', 'Mine')]);
  });
});
