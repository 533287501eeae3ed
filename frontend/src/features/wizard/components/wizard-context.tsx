import { createContext, useContext } from 'react';
import type { WizardController } from './use-wizard-controller';

/** The frame's controller, for the frame's pieces and for step 1's Quick Generate panel. */
export const WizardContext = createContext<WizardController | null>(null);

export function useWizard(): WizardController {
  const controller = useContext(WizardContext);
  if (!controller) throw new Error('useWizard() is used outside the wizard frame');
  return controller;
}

/** The controller when inside the frame, null elsewhere (a step rendered on its own in a test). */
export function useOptionalWizard(): WizardController | null {
  return useContext(WizardContext);
}
