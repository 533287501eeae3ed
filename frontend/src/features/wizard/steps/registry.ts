import type { StepKey } from '@bb/backend/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepProps } from '../step-props';

/** Step number -> its stepData key (the order of `stepKeys`). */
interface StepKeyByNumber {
  1: 'ideaGeneration';
  2: 'businessDefinition';
  3: 'nameGeneration';
  4: 'styleGuide';
  5: 'logoCreation';
  6: 'userStories';
  7: 'techDocumentation';
  8: 'exportSave';
}
type StepNumber = keyof StepKeyByNumber;

export interface StepEntry<K extends StepKey = StepKey> {
  key: K;
  Component: LazyExoticComponent<ComponentType<StepProps<K>>>;
  /**
   * 'frame': the frame draws Previous/Next under the step (steps 1-5). 'step': the step draws its
   * own ('Continue to Tech Documentation', 'Continue to Export', Previous and Complete Project)
   * with goPrevious/goNext/completeProject.
   */
  navigation: 'frame' | 'step';
}

/** Step number -> its component, loaded when the step is first shown. */
export const stepRegistry: { [N in StepNumber]: StepEntry<StepKeyByNumber[N]> } = {
  1: {
    key: 'ideaGeneration',
    Component: lazy(() => import('./step-1-idea-generation')),
    navigation: 'frame',
  },
  2: {
    key: 'businessDefinition',
    Component: lazy(() => import('./step-2-business-definition')),
    navigation: 'frame',
  },
  3: {
    key: 'nameGeneration',
    Component: lazy(() => import('./step-3-name-generation')),
    navigation: 'frame',
  },
  4: { key: 'styleGuide', Component: lazy(() => import('./step-4-style-guide')), navigation: 'frame' },
  5: { key: 'logoCreation', Component: lazy(() => import('./step-5-logo-creation')), navigation: 'frame' },
  6: { key: 'userStories', Component: lazy(() => import('./step-6-user-stories')), navigation: 'step' },
  7: {
    key: 'techDocumentation',
    Component: lazy(() => import('./step-7-tech-documentation')),
    navigation: 'step',
  },
  8: { key: 'exportSave', Component: lazy(() => import('./step-8-export')), navigation: 'step' },
};

/** The entry of `step`, typed loosely for the frame (which passes each step its own key's data). */
export function stepEntry(step: number): StepEntry {
  const entry = (stepRegistry as unknown as Record<number, StepEntry | undefined>)[step];
  if (!entry) throw new RangeError(`No wizard step ${step}`);
  return entry;
}
