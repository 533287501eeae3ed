// The project-history feature's public API: what other features use of it (they import this file only).
export { ProjectHistoryButton } from './components/project-history';
