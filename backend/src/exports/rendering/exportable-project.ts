import type { StepData } from '../../contracts/step-data';

/** What the renderers need from a project: plain data, no persistence concerns. */
export interface ExportableProject {
  id: string;
  title: string;
  stepData: StepData;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
}
