import { Inject, Injectable } from '@nestjs/common';
import type { FieldSource, StaleStep } from '../../contracts/projects';
import type { StepData, StepKey, UserStory } from '../../contracts/step-data';
import type { StepUpdate, StepUpdatesResponse } from '../../contracts/step-updates';
import type { EventStore } from '../../eventstore/event-store.port';
import { assertOwnedProject, type ProjectState } from '../../projects/domain/project';
import { ProjectIsReadOnly } from '../../projects/domain/project-errors';
import { projectStreamId, type ProjectEvent } from '../../projects/domain/project-events';
import { applyChanges } from '../../projects/domain/step-changes';
import { staleSteps } from '@bb/kernel';
import { ProjectRepository } from '../../projects/infrastructure/project-repository';
import { projectEventList } from '../../projects/infrastructure/project-streams';
import { foldStored } from '../../shared/cqrs/stream-reader';
import { EVENT_STORE } from '../../shared/tokens';
import { GenerationService } from '../infrastructure/generation.service';
import { redrawLogo } from '../domain/offline/logos/redraw';
import { nameForms, renameInValue } from './rename-text';
import {
  lastGenerated,
  proposedFields,
  storiesTheUserEdited,
  summarise,
  type ChangeSummary,
} from './step-update-fields';

/** The generated parts of each step an update may rewrite. */
const PARTS: Partial<Record<StepKey, readonly string[]>> = {
  businessDefinition: ['missionStatement', 'valueProposition', 'businessModel', 'competitiveAdvantage'],
  styleGuide: ['brandPersonality', 'designPrinciples'],
  userStories: ['targetUsers', 'userJourneys', 'generatedStories'],
  techDocumentation: ['techStack', 'architecture', 'apiSpecification', 'databaseSchema', 'vibeCodingPrompts'],
};

interface Proposal {
  values: Record<string, unknown>;
  provenance: FieldSource;
  notes: string[];
}

interface Context {
  userId: string;
  state: ProjectState;
  events: readonly ProjectEvent[];
  /** stepData with the proposals made so far (new stories feed the tech docs of the same update). */
  data: StepData;
}

const clip = (s: string | undefined, max: number) => (s ?? '').slice(0, max);

/**
 * Proposes the update of stale steps (contracts/step-updates.ts): per step, only the parts that
 * depend on what changed, with the current inputs, through the user's generator. Saves nothing.
 */
@Injectable()
export class StepUpdatesService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly generation: GenerationService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async propose(userId: string, projectId: string, steps?: readonly StepKey[]): Promise<StepUpdatesResponse> {
    const { state } = await this.projects.load(projectId);
    assertOwnedProject(state, userId);
    if (state.completed) throw new ProjectIsReadOnly();
    const stale = staleSteps(state.stepData, state.builtFrom).filter((s) => !steps || steps.includes(s.step));
    if (stale.length === 0) return { updates: [] };
    const events = foldStored(projectEventList, await this.store.readStream(projectStreamId(projectId)));
    const ctx: Context = { userId, state, events, data: state.stepData };
    const updates: StepUpdate[] = [];
    for (const s of stale) {
      const proposal = await this.proposeStep(s, ctx);
      const fields = proposedFields(
        s.step,
        proposal.values,
        state.stepData,
        state.sources,
        proposal.provenance,
      );
      ctx.data = applyChanges(
        ctx.data,
        fields.map((f) => ({ step: s.step, field: f.field, value: f.proposed, source: proposal.provenance })),
      );
      updates.push({
        step: s.step,
        changes: s.changes,
        fields,
        provenance: proposal.provenance,
        notes: proposal.notes,
      });
    }
    return { updates };
  }

  private proposeStep(stale: StaleStep, ctx: Context): Promise<Proposal> | Proposal {
    const change = summarise(stale.changes);
    switch (stale.step) {
      case 'businessDefinition':
        return this.definition(ctx);
      case 'styleGuide':
        return change.idea ? this.styleGuide(ctx, change) : this.renamed('styleGuide', ctx, change);
      case 'logoCreation':
        return this.logos(ctx, stale);
      case 'userStories':
        return change.idea || change.definition
          ? this.stories(ctx, change)
          : this.renamed('userStories', ctx, change);
      case 'techDocumentation':
        return change.idea || change.stories
          ? this.techDocs(ctx, change)
          : this.renamed('techDocumentation', ctx, change);
      default:
        return {
          values: {},
          provenance: this.sourceOf('nameGeneration', ctx),
          notes: [
            'Your chosen name stays. Generate names again on this step for suggestions that fit the new idea.',
          ],
        };
    }
  }

  /** The generator that wrote the step (its text keeps that source when only the name changes). */
  private sourceOf(step: StepKey, ctx: Context): FieldSource {
    const prefix = `${step}.`;
    const found = Object.entries(ctx.state.sources).find(
      ([key, source]) => key.startsWith(prefix) && source.source === 'generator',
    );
    return (
      found?.[1] ?? {
        source: 'generator',
        generator: 'offline',
        version: '1.0.0',
        model: 'offline-templates',
        seed: 0,
      }
    );
  }

  private seedOf(step: StepKey, ctx: Context): number | undefined {
    const source = this.sourceOf(step, ctx);
    return source.source === 'generator' && source.seed > 0 ? source.seed : undefined;
  }

  /** The generated parts of `step` with the old name replaced by the new one. */
  private renamed(step: StepKey, ctx: Context, change: ChangeSummary): Proposal {
    const current = (ctx.data[step] ?? {}) as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    if (change.rename) {
      const forms = nameForms(change.rename.from, change.rename.to);
      for (const field of PARTS[step] ?? [])
        if (current[field] !== undefined) values[field] = renameInValue(current[field], forms);
    }
    return { values, provenance: this.sourceOf(step, ctx), notes: [] };
  }

  private idea(ctx: Context) {
    return ctx.data.ideaGeneration?.selectedIdea ?? null;
  }

  private async definition(ctx: Context): Promise<Proposal> {
    const idea = this.idea(ctx);
    if (!idea)
      return {
        values: {},
        provenance: this.sourceOf('businessDefinition', ctx),
        notes: ['Choose an idea on step 1 first.'],
      };
    const run = await this.generation.run(
      ctx.userId,
      {
        seed: this.seedOf('businessDefinition', ctx),
        failureMessage: 'Failed to update the business definition',
      },
      (g, seed) =>
        g.businessDefinition(
          {
            businessIdea: clip(idea.businessIdea, 2000),
            targetAudience: clip(idea.targetAudience, 2000),
            industry: clip(idea.industry, 100),
            description: clip(idea.description, 5000),
            keyFeatures: idea.keyFeatures.slice(0, 20),
          },
          { seed },
        ),
    );
    const { missionStatement, valueProposition, businessModel, competitiveAdvantage } = run.answer;
    return {
      values: { missionStatement, valueProposition, businessModel, competitiveAdvantage },
      provenance: run.provenance,
      notes: [],
    };
  }

  private async styleGuide(ctx: Context, change: ChangeSummary): Promise<Proposal> {
    const idea = this.idea(ctx);
    const name = ctx.data.nameGeneration?.selectedName?.name ?? '';
    if (!idea || !name) return this.renamed('styleGuide', ctx, change);
    const run = await this.generation.run(
      ctx.userId,
      { seed: this.seedOf('styleGuide', ctx), failureMessage: 'Failed to update the style guide' },
      (g, seed) =>
        g.styleGuide(
          {
            businessName: name,
            industry: clip(idea.industry, 100),
            targetAudience: clip(idea.targetAudience, 2000),
            brandPersonality: [],
          },
          { seed },
        ),
    );
    return {
      values: {
        brandPersonality: run.answer.brandPersonality,
        designPrinciples: run.answer.designPrinciples,
      },
      provenance: run.provenance,
      notes: ['Colours and fonts are kept (the logos use them). Generate again on this step for new ones.'],
    };
  }

  private logos(ctx: Context, stale: StaleStep): Proposal {
    const logos = ctx.data.logoCreation?.generatedLogos ?? [];
    const name = ctx.data.nameGeneration?.selectedName?.name ?? '';
    const was = ctx.state.builtFrom.logoCreation ?? {};
    const colours: Record<string, string> = {};
    for (const field of ['primaryColor', 'secondaryColor', 'accentColor'] as const) {
      const before = was[`styleGuide.${field}`];
      const now = ctx.data.styleGuide?.[field];
      if (typeof before === 'string' && now && before.toUpperCase() !== now.toUpperCase())
        colours[before.toUpperCase()] = now.toUpperCase();
    }
    let missed = 0;
    const next = logos.map((logo) => {
      const redrawn = name ? redrawLogo(logo, { businessName: name, colors: colours }) : null;
      if (!redrawn) missed += 1;
      return redrawn ?? logo;
    });
    const notes = [];
    if (missed > 0)
      notes.push(
        `${missed === 1 ? '1 logo was' : `${missed} logos were`} not drawn by this app and could not be redrawn: generate logos again on this step.`,
      );
    if (stale.changes.some((c) => c.field === 'fontPrimary'))
      notes.push('The font change is not redrawn: generate logos again on this step for it.');
    return { values: { generatedLogos: next }, provenance: this.sourceOf('logoCreation', ctx), notes };
  }

  private async stories(ctx: Context, change: ChangeSummary): Promise<Proposal> {
    const idea = this.idea(ctx);
    const current = ctx.data.userStories ?? {};
    if (!idea)
      return {
        values: {},
        provenance: this.sourceOf('userStories', ctx),
        notes: ['Choose an idea on step 1 first.'],
      };
    // A new idea brings its own features (proposed too: the user picked the old ones); otherwise the user's stay.
    const newFeatures = change.idea && idea.keyFeatures.length > 0;
    const chosen = newFeatures || !current.coreFeatures?.length ? idea.keyFeatures : current.coreFeatures;
    const features = chosen.slice(0, 50);
    const run = await this.generation.run(
      ctx.userId,
      {
        feature: 'userStories',
        seed: this.seedOf('userStories', ctx),
        failureMessage: 'Failed to update the user stories',
      },
      (g, seed) =>
        g.userStories(
          {
            businessIdea: clip(idea.businessIdea, 2000),
            targetAudience: clip(idea.targetAudience, 2000),
            coreFeatures: features.length > 0 ? features : [clip(idea.businessIdea, 300)],
            businessModel: clip(ctx.data.businessDefinition?.businessModel, 5000),
            businessName: clip(ctx.data.nameGeneration?.selectedName?.name, 100) || undefined,
            industry: clip(idea.industry, 100) || undefined,
          },
          { seed },
        ),
    );
    // Stories the user wrote or edited are kept beside the new ones (the diff shows both).
    const edited = storiesTheUserEdited(
      current.generatedStories ?? [],
      lastGenerated(ctx.events, 'userStories', 'generatedStories'),
    );
    const fresh = run.answer.generatedStories.filter((s) => !edited.some((e) => e.id === s.id));
    const stories: UserStory[] = [...edited, ...fresh].slice(0, 200);
    const notes =
      edited.length > 0
        ? [
            `${edited.length === 1 ? 'The story you edited is' : `The ${edited.length} stories you edited are`} kept at the top.`,
          ]
        : [];
    return {
      values: {
        ...(newFeatures ? { coreFeatures: features } : {}),
        targetUsers: run.answer.targetUsers,
        userJourneys: run.answer.userJourneys,
        generatedStories: stories,
      },
      provenance: run.provenance,
      notes,
    };
  }

  private async techDocs(ctx: Context, change: ChangeSummary): Promise<Proposal> {
    const idea = this.idea(ctx);
    const docs = ctx.data.techDocumentation ?? {};
    const stories = ctx.data.userStories?.generatedStories ?? [];
    if (!idea || stories.length === 0) return this.renamed('techDocumentation', ctx, change);
    const run = await this.generation.run(
      ctx.userId,
      {
        feature: 'techDocs',
        seed: this.seedOf('techDocumentation', ctx),
        failureMessage: 'Failed to update the technical documentation',
      },
      (g, seed) =>
        g.techDocumentation(
          {
            businessIdea: clip(idea.businessIdea, 2000),
            userStories: stories
              .slice(0, 200)
              .map((s) => ({ title: clip(s.title, 300) || 'Story', description: clip(s.description, 5000) })),
            targetAudience: clip(idea.targetAudience, 2000),
            complexity: docs.complexity || 'medium',
            budget: docs.budget || undefined,
            businessName: clip(ctx.data.nameGeneration?.selectedName?.name, 100) || undefined,
            industry: clip(idea.industry, 100) || undefined,
          },
          { seed },
        ),
    );
    const values: Record<string, unknown> = { ...run.answer };
    const notes: string[] = [];
    if (docs.vibeCodingPrompts && Object.keys(docs.vibeCodingPrompts).length > 0) {
      if (change.rename)
        values.vibeCodingPrompts = renameInValue(
          docs.vibeCodingPrompts,
          nameForms(change.rename.from, change.rename.to),
        );
      notes.push(
        'The vibe coding prompts were written for the earlier idea: generate them again on this step.',
      );
    }
    return { values, provenance: run.provenance, notes };
  }
}
