/**
 * Levels by total points (activity points plus achievement points). Level 1 'Aspiring
 * Entrepreneur' is where everyone starts. Perks are recognition on the
 * progress tracker (the title, and a level card colour the frontend draws: bronze from level 3,
 * silver 5, gold 7, platinum 9, diamond 10); none of them changes plan limits.
 */
export interface LevelDefinition {
  readonly level: number;
  readonly title: string;
  readonly pointsRequired: number;
  readonly perks: readonly string[];
}

export const levels: readonly LevelDefinition[] = [
  {
    level: 1,
    title: 'Aspiring Entrepreneur',
    pointsRequired: 0,
    perks: ['Access to the 8-step business wizard', 'A new Business Idea of the Day every day'],
  },
  {
    level: 2,
    title: 'Idea Explorer',
    pointsRequired: 100,
    perks: ['Idea Explorer title on your progress tracker', 'Streak badge with colour tiers'],
  },
  {
    level: 3,
    title: 'Business Planner',
    pointsRequired: 300,
    perks: ['Business Planner title', 'Bronze level card'],
  },
  {
    level: 4,
    title: 'Brand Builder',
    pointsRequired: 600,
    perks: ['Brand Builder title', 'Bronze level card'],
  },
  {
    level: 5,
    title: 'Startup Founder',
    pointsRequired: 1000,
    perks: ['Startup Founder title', 'Silver level card'],
  },
  {
    level: 6,
    title: 'Growth Strategist',
    pointsRequired: 1600,
    perks: ['Growth Strategist title', 'Silver level card'],
  },
  {
    level: 7,
    title: 'Venture Builder',
    pointsRequired: 2400,
    perks: ['Venture Builder title', 'Gold level card'],
  },
  {
    level: 8,
    title: 'Serial Entrepreneur',
    pointsRequired: 3500,
    perks: ['Serial Entrepreneur title', 'Gold level card'],
  },
  {
    level: 9,
    title: 'Industry Leader',
    pointsRequired: 5000,
    perks: ['Industry Leader title', 'Platinum level card'],
  },
  {
    level: 10,
    title: 'Business Visionary',
    pointsRequired: 7500,
    perks: ['Business Visionary title', 'Diamond level card', 'Bragging rights: the highest level there is'],
  },
];

const first = levels[0] as LevelDefinition;

/** The level reached with `points` points. */
export function levelFor(points: number): LevelDefinition {
  let reached = first;
  for (const candidate of levels) if (points >= candidate.pointsRequired) reached = candidate;
  return reached;
}

/** The level after `level`, or null at the top. */
export function nextLevelAfter(level: LevelDefinition): LevelDefinition | null {
  return levels.find((candidate) => candidate.level === level.level + 1) ?? null;
}
