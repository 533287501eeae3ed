/**
 * A user's gamification (points, levels, achievements, streaks) as a fold over their activities:
 * the gamification read model (rm_gamification) folds with it and the progress tracker's query
 * reads its state (backend/src/gamification). Each file holds one part of the rules.
 */
export * from './activities';
export * from './achievements';
export * from './levels';
export * from './streak';
export * from './gamification';
