// The billing feature's public API: what other features use of it (they import this file only).
export { useSubscriptionStatus } from './api/get-subscription-status';
export { StartTrialButton } from './components/start-trial-button';
export { formatPrice } from './lib/format';
