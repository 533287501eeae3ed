// The project-staleness feature's public API: what other features use of it (they import this file only).
export { proposeStepUpdates } from './api/propose-step-updates';
export { StaleExportDialog } from './components/stale-export-dialog';
export { StaleStepNotice } from './components/stale-step-notice';
export { StaleStepsSummary } from './components/stale-steps-summary';
export { UpdateDiffDialog } from './components/update-diff-dialog';
export { staleStepOf, stepTitleOf } from './lib/stale-steps';
export { fieldsToChoose, updateSave } from './lib/update-save';
