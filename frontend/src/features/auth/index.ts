// The auth feature's public API: what other features use of it (they import this file only).
export { useSession } from './api/get-session';
