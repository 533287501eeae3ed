// The generation feature's public API: what other features use of it (they import this file only).
export { useGenerateBusinessDefinition } from './api/generate-business-definition';
export type { GenerateBusinessDefinitionResult } from './api/generate-business-definition';
export { generateIdeas, useGenerateIdeas } from './api/generate-ideas';
export { useGenerateLogos } from './api/generate-logos';
export { useGenerateNames } from './api/generate-names';
export { generateQuickProject } from './api/generate-quick-project';
export { useGenerateStyleGuide } from './api/generate-style-guide';
export type { GenerateStyleGuideResult } from './api/generate-style-guide';
export { useGenerateTechDocumentation } from './api/generate-tech-documentation';
export { useGenerateUserStories } from './api/generate-user-stories';
export type { GenerateUserStoriesResult } from './api/generate-user-stories';
export { useGenerateVibeCoding } from './api/generate-vibe-coding';
export { CopyButton } from './components/copy-button';
export { UpgradePrompt } from './components/upgrade-prompt';
