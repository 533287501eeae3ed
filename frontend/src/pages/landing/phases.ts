import { Code2, Lightbulb, Palette, PackageCheck, type LucideIcon } from 'lucide-react';

export interface Phase {
  verb: string;
  name: string;
  steps: readonly { number: number; title: string; blurb: string }[];
  Icon: LucideIcon;
}

/** The wizard's 4 phases and 8 steps. */
export const PHASES: readonly Phase[] = [
  {
    verb: 'Define',
    name: 'Foundation',
    Icon: Lightbulb,
    steps: [
      { number: 1, title: 'Idea Generation', blurb: 'Ideas from your interests, skills and budget' },
      { number: 2, title: 'Business Definition', blurb: 'Mission, value proposition, model and edge' },
      { number: 3, title: 'Name Generation', blurb: 'Names with matching domains' },
    ],
  },
  {
    verb: 'Design',
    name: 'Brand Identity',
    Icon: Palette,
    steps: [
      { number: 4, title: 'Style Guide', blurb: 'Colours, fonts and brand personality' },
      { number: 5, title: 'Logo Creation', blurb: 'Logos in your style and colours' },
    ],
  },
  {
    verb: 'Develop',
    name: 'Development Plan',
    Icon: Code2,
    steps: [
      { number: 6, title: 'User Stories', blurb: 'Users, journeys and prioritised stories' },
      { number: 7, title: 'Tech Documentation', blurb: 'Stack, architecture, API and database' },
    ],
  },
  {
    verb: 'Deliver',
    name: 'Complete & Export',
    Icon: PackageCheck,
    steps: [{ number: 8, title: 'Export & Save', blurb: 'Business plan, brand guide and full package' }],
  },
];
