import {
  ideaEventTypes,
  ideaLimits,
  type CreateIdeaRequest,
  type DailyIdea,
  type IdeaActivationChanged,
  type IdeaContent,
  type IdeaCreated,
  type IdeaDeleted,
  type IdeaEvent,
  type IdeaUpdated,
  type IdeaViewed,
  type PatchIdeaRequest,
} from '../../contracts/ideas';
import { industries, type Industry } from '../../contracts/options';
import { IdeaAlreadyExists, IdeaIsDeleted, IdeaNotFound, InvalidIdea } from './idea-errors';
import { isCalendarDate } from '@bb/kernel';

/**
 * An admin-created daily idea: one event stream per idea (suggested stream id `idea-{ideaId}`).
 * decide(command, state) -> events, evolve(state, event) -> state. Time comes in on the command.
 * IdeaViewed belongs to the context but not to this stream: see idea-view.ts.
 */

export { ideaEventTypes };
export type { IdeaActivationChanged, IdeaCreated, IdeaDeleted, IdeaEvent, IdeaUpdated, IdeaViewed };
export type IdeaEventType = IdeaEvent['type'];

export interface AdminIdea extends IdeaContent {
  readonly id: string;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type IdeaState =
  | { readonly status: 'absent' }
  | { readonly status: 'existing'; readonly idea: AdminIdea }
  | { readonly status: 'deleted'; readonly idea: AdminIdea; readonly deletedAt: string };

export const initialIdeaState: IdeaState = { status: 'absent' };

export interface CreateIdea {
  readonly type: 'create-idea';
  readonly ideaId: string;
  readonly input: CreateIdeaRequest;
  readonly now: string;
}
/** PATCH: content changes give one IdeaUpdated, an isActive change an IdeaActivationChanged. */
export interface UpdateIdea {
  readonly type: 'update-idea';
  readonly ideaId: string;
  readonly patch: PatchIdeaRequest;
  readonly now: string;
}
/** Sets isActive when given, otherwise flips it. Setting the current value emits nothing. */
export interface ToggleIdea {
  readonly type: 'toggle-idea';
  readonly ideaId: string;
  readonly isActive?: boolean;
  readonly now: string;
}
export interface DeleteIdea {
  readonly type: 'delete-idea';
  readonly ideaId: string;
  readonly now: string;
}
export type IdeaCommand = CreateIdea | UpdateIdea | ToggleIdea | DeleteIdea;

const contentFields = [
  'title',
  'description',
  'businessIdea',
  'targetAudience',
  'industry',
  'keyFeatures',
  'potentialRevenue',
  'featuredDate',
] as const satisfies readonly (keyof IdeaContent)[];

type ContentInput = { readonly [K in keyof IdeaContent]?: IdeaContent[K] | undefined };

/** Trims texts, drops blank key features and checks the rules; throws InvalidIdea with details. */
function normalizeContent(input: ContentInput): Partial<IdeaContent> {
  const details: Record<string, string> = {};
  const out: { -readonly [K in keyof IdeaContent]?: IdeaContent[K] } = {};
  const text = (field: 'title' | 'description' | 'businessIdea' | 'targetAudience' | 'potentialRevenue') => {
    const value = input[field];
    if (value === undefined) return;
    const trimmed = value.trim();
    if (trimmed.length > ideaLimits[field])
      details[field] = `Must be at most ${ideaLimits[field]} characters`;
    out[field] = trimmed;
  };
  text('title');
  text('description');
  text('businessIdea');
  text('targetAudience');
  text('potentialRevenue');
  if (out.title !== undefined && out.title.length === 0) details.title = 'Title is required';
  if (input.industry !== undefined) {
    if (!(industries as readonly string[]).includes(input.industry)) details.industry = 'Choose an industry';
    out.industry = input.industry;
  }
  if (input.keyFeatures !== undefined) {
    const features = input.keyFeatures
      .map((feature) => feature.trim())
      .filter((feature) => feature.length > 0);
    if (features.length > ideaLimits.keyFeatures)
      details.keyFeatures = `At most ${ideaLimits.keyFeatures} key features`;
    if (features.some((feature) => feature.length > ideaLimits.keyFeature)) {
      details.keyFeatures = `Each key feature must be at most ${ideaLimits.keyFeature} characters`;
    }
    out.keyFeatures = features;
  }
  if (input.featuredDate !== undefined) {
    if (!isCalendarDate(input.featuredDate)) details.featuredDate = 'Use a date like 2025-01-31';
    out.featuredDate = input.featuredDate;
  }
  if (Object.keys(details).length > 0) throw new InvalidIdea(details);
  return out;
}

function sameValue<K extends keyof IdeaContent>(a: IdeaContent[K], b: IdeaContent[K]): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

function existingIdea(state: IdeaState, ideaId: string): AdminIdea {
  if (state.status === 'absent') throw new IdeaNotFound(ideaId);
  if (state.status === 'deleted') throw new IdeaIsDeleted(ideaId);
  return state.idea;
}

function decideCreate(command: CreateIdea, state: IdeaState): IdeaEvent[] {
  if (state.status !== 'absent') throw new IdeaAlreadyExists(command.ideaId);
  const content = normalizeContent(command.input);
  const { title, featuredDate } = content;
  const missing: Record<string, string> = {};
  if (title === undefined) missing.title = 'Title is required';
  if (featuredDate === undefined) missing.featuredDate = 'Use a date like 2025-01-31';
  if (title === undefined || featuredDate === undefined) throw new InvalidIdea(missing);
  const businessIdea = content.businessIdea ?? '';
  const created: IdeaCreated = {
    type: 'ideas.idea-created',
    schemaVersion: 1,
    data: {
      ideaId: command.ideaId,
      title,
      description: content.description ?? '',
      // The spec: businessIdea equals the title on creation unless the admin wrote one.
      businessIdea: businessIdea.length > 0 ? businessIdea : title.slice(0, ideaLimits.businessIdea),
      targetAudience: content.targetAudience ?? '',
      industry: content.industry ?? ('other' satisfies Industry),
      keyFeatures: content.keyFeatures ?? [],
      potentialRevenue: content.potentialRevenue ?? '',
      featuredDate,
      isActive: true,
      createdAt: command.now,
    },
  };
  return [created];
}

function decideUpdate(command: UpdateIdea, state: IdeaState): IdeaEvent[] {
  const idea = existingIdea(state, command.ideaId);
  const { isActive, ...contentPatch } = command.patch;
  const content = normalizeContent(contentPatch);
  const changes: { -readonly [K in keyof IdeaContent]?: IdeaContent[K] } = {};
  for (const field of contentFields) {
    const value = content[field];
    if (value !== undefined && !sameValue(value, idea[field])) Object.assign(changes, { [field]: value });
  }
  const events: IdeaEvent[] = [];
  if (Object.keys(changes).length > 0) {
    const updated: IdeaUpdated = {
      type: 'ideas.idea-updated',
      schemaVersion: 1,
      data: { ideaId: command.ideaId, changes, updatedAt: command.now },
    };
    events.push(updated);
  }
  if (isActive !== undefined && isActive !== idea.isActive) {
    events.push(activationChanged(command.ideaId, isActive, command.now));
  }
  return events;
}

function activationChanged(ideaId: string, isActive: boolean, now: string): IdeaActivationChanged {
  return {
    type: 'ideas.idea-activation-changed',
    schemaVersion: 1,
    data: { ideaId, isActive, changedAt: now },
  };
}

function decideToggle(command: ToggleIdea, state: IdeaState): IdeaEvent[] {
  const idea = existingIdea(state, command.ideaId);
  const target = command.isActive ?? !idea.isActive;
  return target === idea.isActive ? [] : [activationChanged(command.ideaId, target, command.now)];
}

function decideDelete(command: DeleteIdea, state: IdeaState): IdeaEvent[] {
  existingIdea(state, command.ideaId);
  const deleted: IdeaDeleted = {
    type: 'ideas.idea-deleted',
    schemaVersion: 1,
    data: { ideaId: command.ideaId, deletedAt: command.now },
  };
  return [deleted];
}

/** The events a command produces, or a typed IdeaError. An empty list means "nothing changed". */
export function decide(command: IdeaCommand, state: IdeaState): IdeaEvent[] {
  switch (command.type) {
    case 'create-idea':
      return decideCreate(command, state);
    case 'update-idea':
      return decideUpdate(command, state);
    case 'toggle-idea':
      return decideToggle(command, state);
    case 'delete-idea':
      return decideDelete(command, state);
  }
}

export function evolve(state: IdeaState, event: IdeaEvent): IdeaState {
  switch (event.type) {
    case 'ideas.idea-created': {
      const { ideaId, createdAt, ...content } = event.data;
      return { status: 'existing', idea: { ...content, id: ideaId, createdAt, updatedAt: createdAt } };
    }
    case 'ideas.idea-updated':
      if (state.status !== 'existing') return state;
      return {
        status: 'existing',
        idea: { ...state.idea, ...event.data.changes, updatedAt: event.data.updatedAt },
      };
    case 'ideas.idea-activation-changed':
      if (state.status !== 'existing') return state;
      return {
        status: 'existing',
        idea: { ...state.idea, isActive: event.data.isActive, updatedAt: event.data.changedAt },
      };
    case 'ideas.idea-deleted':
      if (state.status !== 'existing') return state;
      return { status: 'deleted', idea: state.idea, deletedAt: event.data.deletedAt };
    case 'ideas.idea-viewed':
      return state;
  }
}

/** Folds a stream from the start. */
export function replayIdea(events: readonly IdeaEvent[]): IdeaState {
  return events.reduce(evolve, initialIdeaState);
}

/** The idea as the API shows it, or undefined when it does not exist or was deleted. */
export function adminDailyIdea(state: IdeaState): DailyIdea | undefined {
  if (state.status !== 'existing') return undefined;
  const { id, title, description, businessIdea, targetAudience, industry, keyFeatures } = state.idea;
  const { potentialRevenue, featuredDate, isActive, createdAt } = state.idea;
  return {
    id,
    source: 'admin',
    title,
    description,
    businessIdea,
    targetAudience,
    industry,
    keyFeatures: [...keyFeatures],
    potentialRevenue,
    featuredDate,
    isActive,
    createdAt,
  };
}
