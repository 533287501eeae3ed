import { IDEA_TITLE_MAX, PROJECT_TITLE_MAX } from '../../contracts/projects';
import type { StepData } from '../../contracts/step-data';
import type { TitleSource } from './project-events';
import { selectedIdea, selectedName } from '@bb/kernel';

/**
 * Where a project's title comes from (docs/decisions.md "Project titles"):
 * - a title the user typed (create or rename) wins; an empty or unchanged one is ignored;
 * - choosing a (different) business name sets the title to it, even over an earlier rename,
 *   because choosing a name is the newer act; renaming after that keeps the user's title;
 * - a project without a title takes the selected idea, capped at 50 characters.
 */
export const capTitle = (title: string, max = PROJECT_TITLE_MAX) => title.trim().slice(0, max).trim();

export const ideaTitle = (idea: string) => capTitle(idea, IDEA_TITLE_MAX);

export function initialTitle(
  typed: string | undefined,
  data: StepData,
): { title: string; titleSource: TitleSource } {
  const title = capTitle(typed ?? '');
  if (title) return { title, titleSource: 'user' };
  const name = selectedName(data);
  if (name) return { title: capTitle(name), titleSource: 'selected-name' };
  const idea = selectedIdea(data);
  if (idea) return { title: ideaTitle(idea), titleSource: 'selected-idea' };
  return { title: '', titleSource: 'none' };
}

export function copyTitle(title: string): string {
  return capTitle(`Copy of ${title.trim() || 'Untitled Project'}`);
}

/** The title a save leads to, or null when the title stays as it is. */
export function titleAfterSave(input: {
  currentTitle: string;
  typed: string | undefined;
  before: StepData;
  after: StepData;
}): { title: string; titleSource: 'user' | 'selected-name' | 'selected-idea' } | null {
  const { currentTitle, typed, before, after } = input;
  const explicit = capTitle(typed ?? '');
  // An unchanged title is ignored like an empty one, so a client that always sends the title it
  // shows does not block the name rule below.
  if (explicit && explicit !== currentTitle) return { title: explicit, titleSource: 'user' };
  const name = selectedName(after);
  if (name && name !== selectedName(before)) {
    const title = capTitle(name);
    return title === currentTitle ? null : { title, titleSource: 'selected-name' };
  }
  const idea = selectedIdea(after);
  if (!currentTitle && idea && idea !== selectedIdea(before))
    return { title: ideaTitle(idea), titleSource: 'selected-idea' };
  return null;
}
