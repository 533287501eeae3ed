/**
 * The guided tours: overlay tooltips
 * on elements selected by their data-tour attribute. Texts about plans name what higher plans
 * unlock and that free has a project limit, never the number.
 */
export type TourPlacement = 'top' | 'bottom' | 'left';

export interface TourStep {
  id: string;
  /** A CSS selector, always `[data-tour="<id>"]`. */
  target: string;
  /** Where the step points when its target is not on the page: `[data-tour-fallback="<id>"]`. */
  fallbackTarget?: string;
  title: string;
  content: string;
  placement: TourPlacement;
}

export type TourId = 'onboarding' | 'wizard' | 'dashboard' | 'subscription';

export interface Tour {
  id: TourId;
  name: string;
  description: string;
  steps: readonly TourStep[];
}

const target = (id: string) => `[data-tour="${id}"]`;
const step = (id: string, placement: TourPlacement, title: string, content: string): TourStep => ({
  id,
  target: target(id),
  fallbackTarget: `[data-tour-fallback="${id}"]`,
  title,
  content,
  placement,
});

export const ONBOARDING_TOUR_ID: TourId = 'onboarding';

export const tours: readonly Tour[] = [
  {
    id: 'onboarding',
    name: 'Platform Overview',
    description: 'A quick look around: your projects, your plan and where to find help.',
    steps: [
      step(
        'welcome',
        'bottom',
        'Welcome to Business Builder',
        'Turn an idea into a brand and a development package in 8 guided steps. This short tour shows you around.',
      ),
      step(
        'create-project',
        'bottom',
        'Start a new project',
        'Create a project here. The wizard takes you from your idea to names, a style guide, logos, user stories and technical documentation.',
      ),
      step(
        'subscription-info',
        'bottom',
        'Your plan',
        'Your plan and this month’s completed projects. The free plan has a project limit; higher plans unlock unlimited projects, priority support, advanced exports and exclusive AI features.',
      ),
      step(
        'projects-section',
        'top',
        'Your projects',
        'Every project appears here with its progress. Search and sort them, and open a card’s menu to continue, edit, export or delete one.',
      ),
      step(
        'help-trigger',
        'bottom',
        'Help is always here',
        'Open this menu any time to replay a tour: the platform, the wizard, project management or the plans.',
      ),
    ],
  },
  {
    id: 'wizard',
    name: 'Business Builder Guide',
    description: 'How the 8-step wizard works: phases, saving, AI generation and exports.',
    steps: [
      step(
        'wizard-intro',
        'bottom',
        'Your project',
        'This is your project. Click the title to rename it; the counter shows which of the 8 steps you are on.',
      ),
      step(
        'phase-navigation',
        'bottom',
        'Four phases',
        'Foundation, Brand Identity, Development Plan and Complete & Export. Completed and current phases are clickable, so you can go back any time.',
      ),
      step(
        'auto-save',
        'top',
        'Saved as you go',
        'Your work is saved automatically, and whenever you move between steps. History lists every save and restores an earlier version of a step.',
      ),
      step(
        'ai-generation',
        'top',
        'Let AI do the heavy lifting',
        'Most steps have a Generate button: ideas, definitions, names, style guides, logos, user stories and technical documentation in seconds, then edit anything you like. Higher plans unlock exclusive AI features.',
      ),
      step(
        'export-options',
        'top',
        'Export your package',
        'At Complete & Export, download your business plan, brand assets and documentation. Higher plans unlock advanced exports such as the complete package.',
      ),
    ],
  },
  {
    id: 'dashboard',
    name: 'Project Management',
    description: 'Find, organise and act on your projects.',
    steps: [
      step(
        'project-cards',
        'top',
        'Project cards',
        'Each card shows the business idea, its brand colours and how far along the project is.',
      ),
      step(
        'project-controls',
        'bottom',
        'Search and sort',
        'Find a project by name and sort by last updated, created date or alphabetically.',
      ),
      step(
        'project-actions',
        'left',
        'Project actions',
        'Continue, edit, duplicate, export or delete a project from its menu.',
      ),
      step(
        'project-status',
        'top',
        'Project status',
        'Draft, in progress or completed. Completed projects are read-only and ready to export.',
      ),
    ],
  },
  {
    id: 'subscription',
    name: 'Subscription Plans',
    description: 'Compare the plans and see what an upgrade unlocks.',
    steps: [
      step(
        'subscription-tiers',
        'bottom',
        'Choose your plan',
        'Free, Starter, Pro and Enterprise. The free plan has a project limit; higher plans unlock unlimited projects.',
      ),
      step(
        'feature-comparison',
        'top',
        'Compare features',
        'See side by side which plans include logos, user stories, technical documentation, exports and vibe coding.',
      ),
      step(
        'upgrade-benefits',
        'top',
        'Why upgrade',
        'Higher plans unlock unlimited projects, priority support, advanced exports and exclusive AI features.',
      ),
      step(
        'billing-management',
        'bottom',
        'Manage billing',
        'Change or cancel your plan and see your invoices under Manage Subscription.',
      ),
    ],
  },
];

export function tourById(id: string): Tour | undefined {
  return tours.find((tour) => tour.id === id);
}

export function isTourId(id: unknown): id is TourId {
  return typeof id === 'string' && tours.some((tour) => tour.id === id);
}

/** Where a tour's elements are: the page the help menu opens before starting it (null: a project's wizard). */
export const tourHome: Readonly<Record<TourId, string | null>> = {
  onboarding: '/',
  dashboard: '/',
  wizard: null,
  subscription: '/pricing',
};

/** Whether `pathname` is a page the tour is about. */
export function isTourForPath(id: TourId, pathname: string): boolean {
  switch (id) {
    case 'onboarding':
    case 'dashboard':
      return pathname === '/' || pathname === '/home' || pathname === '/dashboard';
    case 'wizard':
      return /^\/wizard\/[^/]+\/?$/.test(pathname);
    case 'subscription':
      return ['/pricing', '/subscribe', '/manage-subscription'].includes(pathname.replace(/\/$/, ''));
  }
}

/** The tours for the help menu: those about the current page first, otherwise in catalogue order. */
export function toursForPath(pathname: string): Array<{ tour: Tour; relevant: boolean }> {
  const all = tours.map((tour) => ({ tour, relevant: isTourForPath(tour.id, pathname) }));
  return [...all.filter((t) => t.relevant), ...all.filter((t) => !t.relevant)];
}
