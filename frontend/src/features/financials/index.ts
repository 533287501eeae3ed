// The financials feature's public API: what other features use of it (they import this file only).
export { FinancialsPanel } from './components/financials-panel';
