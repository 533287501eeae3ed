// The projects feature's public API: what other features use of it (they import this file only).
export { EMPTY_PROJECT, useCreateProject } from './api/create-project';
export { useDeleteProject } from './api/delete-project';
export { useDuplicateProject } from './api/duplicate-project';
export { useExportProject } from './api/export-project';
export { projectQueryKey, useProject } from './api/get-project';
export { projectHistoryQueryOptions } from './api/get-project-history';
export {
  projectFieldsSaved,
  projectSaved,
  saveProjectFields,
  updateProject,
  updateProjectOnLeave,
} from './api/update-project';
export { formatDate, formatRelative, projectTitle, statusLabels, tierLabels } from './lib/project-labels';
export { isProjectLimitError } from './lib/project-limit';
export { showCreateFailure } from './lib/show-create-failure';
