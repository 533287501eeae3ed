import {
  stackPresets,
  techBudgetRanges,
  type Complexity,
  type StackPreset,
  type StepData,
  type TechBudget,
  type VibePlatform,
} from '@bb/backend/contracts';

export const budgetLabels: Record<TechBudget, string> = {
  startup: 'Startup',
  small: 'Small business',
  medium: 'Medium business',
  enterprise: 'Enterprise',
};

/** 'Startup ($100-2000)'. */
export const budgetOptionLabel = (budget: TechBudget) =>
  `${budgetLabels[budget]} (${techBudgetRanges[budget]})`;

export const complexityLabels: Record<Complexity, { label: string; description: string }> = {
  simple: { label: 'Simple', description: 'An MVP: a few screens and one data store' },
  medium: { label: 'Medium', description: 'A full product with accounts, payments and integrations' },
  complex: { label: 'Complex', description: 'Many roles, realtime features, scale from day one' },
};

export const platformLabels: Record<VibePlatform, { label: string; description: string }> = {
  replit: { label: 'Replit', description: 'Replit Agent builds and hosts it in the browser' },
  bolt: { label: 'Bolt.new', description: 'StackBlitz Bolt: full-stack apps in the browser' },
  lovable: { label: 'Lovable', description: 'Lovable: React apps with Supabase' },
  v0: { label: 'v0 by Vercel', description: 'v0: Next.js and shadcn/ui interfaces' },
  universal: { label: 'Universal', description: 'Any AI coding assistant (Cursor, Claude, Copilot…)' },
};

/** Step 1's budget says which tech budget to start from (as Quick Generate does). */
export function defaultTechBudget(data: StepData): TechBudget {
  switch (data.ideaGeneration?.budget) {
    case '1000-5000':
      return 'small';
    case '5000-10000':
    case '10000-50000':
      return 'medium';
    case '50000+':
      return 'enterprise';
    default:
      return 'startup';
  }
}

export function presetsFor(budget: TechBudget): StackPreset[] {
  return stackPresets.filter((preset) => preset.budgetTier === budget);
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** Why tech docs cannot be generated yet, or null. */
export function missingForTechDocs(data: StepData): string | null {
  const missing: string[] = [];
  if (!filled(data.ideaGeneration?.selectedIdea?.businessIdea))
    missing.push('a selected business idea (step 1)');
  if ((data.userStories?.generatedStories?.length ?? 0) === 0) missing.push('user stories (step 6)');
  return missing.length > 0 ? `Technical documentation needs ${missing.join(' and ')}.` : null;
}
