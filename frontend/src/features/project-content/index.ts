// The project-content feature's public API: what other features use of it (they import this file only).
export { hasStepDocument, StepDocument } from './step-document';
export { StoryList, TargetUsers, UserJourneys } from './story-results';
export { ApiPanel, ArchitecturePanel, DatabasePanel, TechStackPanel } from './tech-doc-panels';
