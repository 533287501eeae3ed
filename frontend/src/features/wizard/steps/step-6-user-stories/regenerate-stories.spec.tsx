import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepData, UserStory } from '@bb/backend/contracts';
import { useState } from 'react';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import UserStoriesStep from './index';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const gen = { source: 'generator', generator: 'offline', version: '1', model: 'offline', seed: 3 } as const;
const story = (title: string): UserStory => ({
  id: title,
  title,
  description: 'd',
  priority: 'high',
  storyPoints: 3,
  acceptanceCriteria: [],
});
const users = [{ name: 'Runner', profile: 'p', goals: [], frustrations: [] }];
const journeys = [{ persona: 'Runner', scenario: 's', steps: ['a'] }];

function renderStep(stepData: StepData) {
  const changes: Array<{ next: unknown; provenance: unknown; overwrite: unknown }> = [];
  function Harness() {
    const [data, setData] = useState<StepData>(stepData);
    return (
      <UserStoriesStep
        projectId="p1"
        projectTitle="Project"
        stepData={data}
        value={data.userStories}
        onChange={(next, provenance, overwrite) => {
          changes.push({ next, provenance, overwrite });
          setData((d) => ({ ...d, userStories: next }));
        }}
        saveNow={() => Promise.resolve()}
        readOnly={false}
        tier="pro"
        goNext={() => undefined}
        goPrevious={() => undefined}
        fieldSources={{ generatedStories: { source: 'user' }, targetUsers: gen, userJourneys: gen }}
      />
    );
  }
  renderWithProviders(<Harness />, { path: '/wizard/p1' });
  return changes;
}

describe('step 6: regenerating over stories the user wrote', () => {
  it('asks first; Keep my text keeps the stories and takes the rest, Replace sends the choice', async () => {
    installFetch({
      'POST /api/generate/user-stories': {
        body: {
          targetUsers: users,
          userJourneys: journeys,
          generatedStories: [story('New story')],
          provenance: gen,
        },
      },
    });
    const changes = renderStep({
      ideaGeneration: {
        selectedIdea: {
          businessIdea: 'Meal kits for athletes',
          description: 'd',
          targetAudience: 'Athletes',
          potentialRevenue: '',
          keyFeatures: ['Macro planner'],
          industry: 'healthcare',
        },
      },
      businessDefinition: { businessModel: 'Weekly boxes' },
      userStories: { coreFeatures: ['Macro planner'], generatedStories: [story('My own story')] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate User Stories' }));
    expect(await screen.findByRole('dialog', { name: 'Replace your own text?' })).toBeTruthy();
    expect(screen.getByText('User stories', { selector: 'li' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my text' }));
    expect(changes.at(-1)).toMatchObject({
      next: { generatedStories: [story('My own story')], targetUsers: users },
      provenance: { targetUsers: gen, userJourneys: gen },
      overwrite: [],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Regenerate User Stories' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace with generated' }));
    expect(changes.at(-1)).toMatchObject({
      next: { generatedStories: [story('New story')] },
      overwrite: ['generatedStories'],
    });
  });
});
