import type { Achievement, AchievementCategory } from '../../gamification-terms';

/** The numbers achievements are judged on, derived from the gamification state. */
export interface AchievementFacts {
  readonly totalPoints: number;
  readonly level: number;
  readonly longestStreak: number;
  readonly projectsStarted: number;
  readonly projectsCompleted: number;
  readonly stepsCompleted: number;
  readonly exports: number;
  readonly ideaViews: number;
  readonly distinctIdeasViewed: number;
  readonly loginDays: number;
  /** Projects with all 8 wizard steps completed. */
  readonly fullJourneys: number;
  /** Projects started and completed on the same local day. */
  readonly sameDayLaunches: number;
}
export type AchievementMetric = keyof AchievementFacts;

/** An achievement is unlocked once `facts[metric] >= atLeast`; it then stays unlocked. */
export interface AchievementDefinition extends Achievement {
  readonly category: AchievementCategory;
  readonly metric: AchievementMetric;
  readonly atLeast: number;
}

type Rule = Omit<AchievementDefinition, 'category'>;
const inCategory = (category: AchievementCategory, rules: readonly Rule[]): AchievementDefinition[] =>
  rules.map((rule) => ({ ...rule, category }));

/** Ids are stable (stored with unlock dates): never rename one. Icons are lucide names. */
export const achievementDefinitions: readonly AchievementDefinition[] = [
  ...inCategory('milestone', [
    {
      id: 'first-project',
      name: 'First Steps',
      description: 'Start your first project.',
      icon: 'rocket',
      points: 25,
      metric: 'projectsStarted',
      atLeast: 1,
    },
    {
      id: 'first-launch',
      name: 'Launch Day',
      description: 'Complete your first project.',
      icon: 'flag',
      points: 100,
      metric: 'projectsCompleted',
      atLeast: 1,
    },
    {
      id: 'first-export',
      name: 'Package Delivered',
      description: 'Export your first package.',
      icon: 'package',
      points: 50,
      metric: 'exports',
      atLeast: 1,
    },
    {
      id: 'curious-mind',
      name: 'Curious Mind',
      description: 'View your first Business Idea of the Day.',
      icon: 'lightbulb',
      points: 10,
      metric: 'ideaViews',
      atLeast: 1,
    },
  ]),
  ...inCategory('progress', [
    {
      id: 'making-progress',
      name: 'Making Progress',
      description: 'Complete 10 wizard steps.',
      icon: 'footprints',
      points: 50,
      metric: 'stepsCompleted',
      atLeast: 10,
    },
    {
      id: 'step-master',
      name: 'Step Master',
      description: 'Complete 50 wizard steps.',
      icon: 'list-checks',
      points: 150,
      metric: 'stepsCompleted',
      atLeast: 50,
    },
    {
      id: 'hat-trick',
      name: 'Hat Trick',
      description: 'Complete 3 projects.',
      icon: 'layers',
      points: 150,
      metric: 'projectsCompleted',
      atLeast: 3,
    },
    {
      id: 'rising-founder',
      name: 'Rising Founder',
      description: 'Reach level 5.',
      icon: 'trending-up',
      points: 100,
      metric: 'level',
      atLeast: 5,
    },
    {
      id: 'four-figures',
      name: 'Four Figures',
      description: 'Earn 1,000 points.',
      icon: 'coins',
      points: 100,
      metric: 'totalPoints',
      atLeast: 1000,
    },
  ]),
  ...inCategory('streak', [
    {
      id: 'warming-up',
      name: 'Warming Up',
      description: 'Be active 3 days in a row.',
      icon: 'flame',
      points: 25,
      metric: 'longestStreak',
      atLeast: 3,
    },
    {
      id: 'week-warrior',
      name: 'Week Warrior',
      description: 'Be active 7 days in a row.',
      icon: 'calendar-check',
      points: 75,
      metric: 'longestStreak',
      atLeast: 7,
    },
    {
      id: 'fortnight-focus',
      name: 'Fortnight Focus',
      description: 'Be active 14 days in a row.',
      icon: 'zap',
      points: 150,
      metric: 'longestStreak',
      atLeast: 14,
    },
    {
      id: 'unstoppable',
      name: 'Unstoppable',
      description: 'Be active 30 days in a row.',
      icon: 'crown',
      points: 300,
      metric: 'longestStreak',
      atLeast: 30,
    },
  ]),
  ...inCategory('social', [
    {
      id: 'show-and-tell',
      name: 'Show and Tell',
      description: 'Export 3 packages to share with partners, investors or developers.',
      icon: 'share-2',
      points: 75,
      metric: 'exports',
      atLeast: 3,
    },
    {
      id: 'investor-ready',
      name: 'Investor Ready',
      description: 'Export 10 packages.',
      icon: 'presentation',
      points: 200,
      metric: 'exports',
      atLeast: 10,
    },
    {
      id: 'trend-spotter',
      name: 'Trend Spotter',
      description: 'View 10 different daily ideas.',
      icon: 'eye',
      points: 50,
      metric: 'distinctIdeasViewed',
      atLeast: 10,
    },
    {
      id: 'familiar-face',
      name: 'Familiar Face',
      description: 'Sign in on 20 different days.',
      icon: 'calendar-heart',
      points: 75,
      metric: 'loginDays',
      atLeast: 20,
    },
  ]),
  ...inCategory('expert', [
    {
      id: 'full-journey',
      name: 'Full Journey',
      description: 'Complete all 8 wizard steps of one project.',
      icon: 'route',
      points: 150,
      metric: 'fullJourneys',
      atLeast: 1,
    },
    {
      id: 'speed-builder',
      name: 'Speed Builder',
      description: 'Start and finish a project on the same day.',
      icon: 'timer',
      points: 150,
      metric: 'sameDayLaunches',
      atLeast: 1,
    },
    {
      id: 'portfolio-builder',
      name: 'Portfolio Builder',
      description: 'Complete 10 projects.',
      icon: 'trophy',
      points: 500,
      metric: 'projectsCompleted',
      atLeast: 10,
    },
    {
      id: 'business-mogul',
      name: 'Business Mogul',
      description: 'Earn 5,000 points.',
      icon: 'gem',
      points: 300,
      metric: 'totalPoints',
      atLeast: 5000,
    },
  ]),
];

export function isAchieved(definition: AchievementDefinition, facts: AchievementFacts): boolean {
  return facts[definition.metric] >= definition.atLeast;
}

/** The public shape (without the rule). */
export function toAchievement(definition: AchievementDefinition): Achievement {
  const { id, name, description, icon, category, points } = definition;
  return { id, name, description, icon, category, points };
}
