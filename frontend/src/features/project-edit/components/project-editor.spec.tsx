import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, StepData } from '@bb/backend/contracts';
import { renderWithProviders } from '@/test/render';
import { ApiError } from '@/lib/api';
import { ProjectEditor } from './project-editor';

const stepData: StepData = {
  ideaGeneration: {
    selectedIdea: {
      businessIdea: 'Café analytics',
      description: 'Numbers for cafés',
      targetAudience: 'Café owners',
      potentialRevenue: '$2M ARR',
      keyFeatures: [],
      industry: 'Food tech',
    },
  },
  businessDefinition: {
    missionStatement: 'Help cafés',
    valueProposition: 'Clear numbers',
    businessModel: 'SaaS',
    competitiveAdvantage: 'Café-only',
  },
  nameGeneration: { selectedName: { name: 'Brewline', description: 'A line', domain: 'brewline.io' } },
  styleGuide: {
    primaryColor: '#0F766E',
    secondaryColor: '#F59E0B',
    fontPrimary: 'Poppins',
    fontSecondary: 'Inter',
  },
  logoCreation: {
    generatedLogos: [
      {
        id: 'l1',
        imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
        prompt: 'Cup mark',
        selected: true,
      },
      {
        id: 'l2',
        imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
        prompt: 'Wordmark',
        selected: false,
      },
    ],
  },
  userStories: {
    generatedStories: [
      {
        id: 's1',
        title: 'Connect my POS',
        description: 'As an owner…',
        priority: 'high',
        storyPoints: 5,
        acceptanceCriteria: ['Square works'],
      },
    ],
  },
};

function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p1',
    title: 'Brewline',
    status: 'in_progress',
    currentStep: 7,
    stepLabel: 'Step 7 of 8',
    version: 1,
    sources: {},
    completionPercentage: 75,
    stepsDone: [true, true, true, true, true, true, false, false],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    completedAt: null,
    exportCount: 2,
    lastExportedAt: '2026-03-03T10:00:00.000Z',
    duplicatedFrom: null,
    staleSteps: [],
    stepData,
    ...overrides,
  };
}

type Save = (data: StepData) => Promise<Project>;

function renderEditor(
  p: Project,
  save: jest.Mock<ReturnType<Save>, Parameters<Save>> = jest.fn((data: StepData) =>
    Promise.resolve({ ...p, stepData: { ...p.stepData, ...data } }),
  ),
) {
  renderWithProviders(
    <ProjectEditor
      project={p}
      exportUsage="2/15"
      exportControl={<button type="button">Export Project</button>}
      save={save}
    />,
  );
  return save;
}

describe('ProjectEditor', () => {
  it('shows the header: status, completion, title, exports badge and last export', () => {
    renderEditor(project());
    expect(screen.getByRole('heading', { level: 1, name: 'Brewline' })).toBeTruthy();
    expect(screen.getByTestId('project-status').textContent).toBe('in_progress');
    expect(screen.getByText('75% complete')).toBeTruthy();
    expect(screen.getByText('Exports: 2/15')).toBeTruthy();
    expect(screen.getByText(/Last export: .*2026 · 2 exports/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Business Idea',
      'Definition',
      'Naming',
      'Style Guide',
      'Logos',
      'User Stories',
      'Technical',
    ]);
  });

  it('names each tab once: a text lookup of a tab finds the tab only', () => {
    renderEditor(project());
    for (const name of ['Definition', 'Naming', 'Style Guide', 'Logos', 'User Stories', 'Technical']) {
      expect(screen.getAllByText(name)).toEqual([screen.getByRole('tab', { name })]);
    }
  });

  it('no last export before the first one', () => {
    renderEditor(project({ exportCount: 0, lastExportedAt: null }));
    expect(screen.queryByText(/Last export/)).toBeNull();
  });

  it("an edit shows 'Unsaved changes'; Save Changes sends only the changed step and clears it", async () => {
    const save = renderEditor(project());
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Definition' }));
    const mission = screen.getByLabelText('Mission statement');
    await userEvent.clear(mission);
    await userEvent.paste('Help every café');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
    await screen.findByText('Project saved');
    expect(save).toHaveBeenCalledWith({
      businessDefinition: { ...stepData.businessDefinition, missionStatement: 'Help every café' },
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(true);
  });

  it('typing a change back to what was saved is no change', async () => {
    renderEditor(project());
    const idea = screen.getByLabelText('Business idea');
    await userEvent.type(idea, '!');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await userEvent.type(idea, '{Backspace}');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('a colour is edited with its hex text; a bad one stops the save on its tab', async () => {
    const save = renderEditor(project());
    await userEvent.click(screen.getByRole('tab', { name: 'Style Guide' }));
    expect(screen.getByTitle('Primary colour picker')).toBeTruthy();
    expect(screen.getAllByLabelText(/Primary colour/)).toHaveLength(1);
    const primary = screen.getByLabelText('Primary colour');
    await userEvent.clear(primary);
    await userEvent.paste('teal');
    await userEvent.click(screen.getByRole('tab', { name: 'Naming' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be a colour like #6366F1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Style Guide' }).getAttribute('aria-selected')).toBe('true');
    expect(save).not.toHaveBeenCalled();
    await userEvent.clear(primary);
    await userEvent.paste('#112233');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Project saved');
    expect(save.mock.calls[0]?.[0].styleGuide).toMatchObject({
      primaryColor: '#112233',
      colors: { primary: '#112233' },
    });
  }, 30_000);

  it("a failed save says 'Save failed' and keeps the changes", async () => {
    const save = jest.fn((_data: StepData): Promise<Project> =>
      Promise.reject(new ApiError(500, 'boom', null)),
    );
    renderEditor(project(), save);
    await userEvent.click(screen.getByLabelText('Target audience'));
    await userEvent.paste(' and chains');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save failed')).toBeTruthy();
    expect(screen.getByText('Failed to save your changes. Please try again.')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('a completed project is read-only: a banner, its content read as a document and no save', () => {
    renderEditor(project({ status: 'completed', completionPercentage: 100 }));
    expect(screen.getByTestId('project-status').textContent).toBe('Completed');
    expect(screen.getByText('This project is completed and read-only')).toBeTruthy();
    // Text, not a greyed-out form: no field to type in, the idea as it was written.
    expect(screen.queryByRole('textbox', { name: 'Business idea' })).toBeNull();
    expect(screen.getByText('Café analytics')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(true);
  });

  it('the read-only tabs show the logos (selected marked) and the stories', async () => {
    renderEditor(project());
    await userEvent.click(screen.getByRole('tab', { name: 'Logos' }));
    expect(screen.getByRole('img', { name: 'Logo 1 (selected)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo 2' })).toBeTruthy();
    expect(screen.getByText('Selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'User Stories' }));
    expect(screen.getByText('Connect my POS')).toBeTruthy();
    expect(screen.getByText('High priority')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Technical' }));
    expect(screen.getByText('No technical documentation yet.')).toBeTruthy();
  });

  it("the Technical tab shows step 7's stack, architecture, endpoints and tables as the wizard does", async () => {
    const techDocumentation: StepData['techDocumentation'] = {
      techStack: { frontend: ['React'], backend: ['NestJS'], database: ['PostgreSQL'], hosting: [] },
      architecture: {
        type: 'Modular monolith',
        components: [{ name: 'API', description: 'Serves the app', technologies: ['NestJS'] }],
      },
      apiSpecification: {
        endpoints: [
          {
            method: 'get',
            path: '/api/sales',
            description: 'Sales by day',
            parameters: [{ name: 'from', type: 'date', required: true }],
          },
        ],
      },
      databaseSchema: {
        tables: [{ name: 'sales', fields: [{ name: 'id', type: 'uuid', constraints: 'primary key' }] }],
      },
    };
    renderEditor(project({ stepData: { ...stepData, techDocumentation } }));
    await userEvent.click(screen.getByRole('tab', { name: 'Technical' }));
    expect(screen.getByText('React')).toBeTruthy();
    expect(screen.getByText('None needed.')).toBeTruthy(); // hosting
    expect(screen.getByText('Modular monolith')).toBeTruthy();
    const api = screen.getByRole('table', { name: /API endpoints/ });
    expect(api.textContent).toContain('GET');
    expect(api.textContent).toContain('/api/sales');
    expect(api.textContent).toContain('required');
    expect(screen.getByRole('region', { name: 'Table sales' }).textContent).toContain('primary key');
    expect(screen.getByText('API endpoints (1)')).toBeTruthy();
  });
});
