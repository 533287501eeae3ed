import type { CatalogueIdea } from './catalogue-idea';

export const educationIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'trade-license-exam-prep',
    title: 'Trade License Exam Prep',
    description:
      'Adaptive practice tests and code-book drills for apprentices preparing for electrician and plumber licensing exams. The question bank is organised by state code edition and shows exactly which sections a learner keeps missing.',
    businessIdea: 'An adaptive exam-prep platform for electricians and plumbers taking their licensing exams',
    targetAudience: 'Apprentice electricians and plumbers, trade schools and union training centres',
    industry: 'education',
    keyFeatures: [
      'State-specific question banks tied to code editions',
      'Timed mock exams that mirror the real format',
      'Weak-topic drills generated from past answers',
      'Instructor dashboard for training centres',
    ],
    potentialRevenue: '$120K-$350K ARR in year two',
  },
  {
    slug: 'homework-micro-tutoring',
    title: 'Fifteen-Minute Math Help',
    description:
      'Students in grades 6 to 12 get a vetted tutor on a video call within minutes for a focused 15-minute session on the homework problem they are stuck on. Parents buy minute packs instead of committing to weekly tutoring.',
    businessIdea: 'On-demand 15-minute video tutoring sessions for math homework',
    targetAudience: 'Middle and high school students and the parents who pay for tutoring',
    industry: 'education',
    keyFeatures: [
      'Tutor matched in under five minutes',
      'Shared whiteboard with photo upload of the problem',
      'Prepaid minute packs with parent controls',
      'Session recordings to rewatch before tests',
      'Tutor vetting and quality ratings',
    ],
    potentialRevenue: '$300K-$900K revenue in year two',
  },
  {
    slug: 'coding-club-kit',
    title: 'Coding Club in a Box',
    description:
      'A ready-made semester of after-school coding club sessions with lesson plans, printable challenge cards and project videos. Teachers with no programming background can run it confidently from the first week.',
    businessIdea: 'A complete after-school coding club curriculum that any teacher can run',
    targetAudience:
      'Elementary and middle schools, libraries and youth centres without a computer science teacher',
    industry: 'education',
    keyFeatures: [
      '12-week curriculum with scripted lesson plans',
      'Browser-based projects that need no installation',
      'Printable challenge cards and certificates',
      'Teacher training videos of 10 minutes each',
    ],
    potentialRevenue: '$100K-$300K ARR in year two at $400 per school per semester',
  },
  {
    slug: 'workplace-english-cohorts',
    title: 'Workplace English for Immigrant Professionals',
    description:
      'Small online cohorts teach the English of a specific profession, such as nursing handovers or construction site safety briefings. Employers sponsor seats because better communication cuts errors and speeds up promotion.',
    businessIdea: 'Profession-specific English courses in small cohorts, sponsored by employers',
    targetAudience:
      'Immigrant nurses, care workers and construction workers, and the employers who hire them',
    industry: 'education',
    keyFeatures: [
      'Industry tracks with real workplace scenarios',
      'Live cohorts of eight learners with a trained coach',
      'Role-play recordings with pronunciation feedback',
      'Progress reports for sponsoring employers',
    ],
    potentialRevenue: '$250K-$750K revenue in year two',
  },
  {
    slug: 'teen-money-course',
    title: 'First Paycheck: Money Course for Teens',
    description:
      'A gamified course in which teenagers receive a simulated first paycheck and must cover rent, transport and savings goals through a year of surprises. High schools license it to meet new financial literacy requirements.',
    businessIdea: 'A simulation-based financial literacy course licensed to high schools',
    targetAudience: 'High schools in states that require a personal finance credit, and their teachers',
    industry: 'education',
    keyFeatures: [
      'Year-long budget simulation with random life events',
      'Standards-aligned lessons and quizzes',
      'Teacher dashboard and gradebook export',
      'Parent take-home activities',
    ],
    potentialRevenue: '$150K-$500K ARR in year two from district licences',
  },
  {
    slug: 'admissions-essay-review',
    title: 'College Essay Review by Former Admissions Readers',
    description:
      'Students submit a draft and receive line-by-line feedback within 48 hours from a reader who used to work in a university admissions office. Packages cover the personal statement and supplemental essays.',
    businessIdea: 'A marketplace where former admissions readers review college application essays',
    targetAudience: 'High school seniors applying to selective colleges and their parents',
    industry: 'education',
    keyFeatures: [
      'Reader profiles with the schools they read for',
      '48-hour turnaround with tracked-changes feedback',
      'Follow-up video call option',
      'Essay brainstorm worksheets',
    ],
    potentialRevenue: '$200K-$600K revenue in year two, concentrated in application season',
  },
  {
    slug: 'onboarding-course-builder',
    title: 'Onboarding Course Builder',
    description:
      'Turns a company wiki, handbook and standard operating procedures into short onboarding lessons with quizzes. Managers see which new hires are stuck and which documents nobody understands.',
    businessIdea: 'A tool that converts internal documents into quiz-based onboarding courses',
    targetAudience: 'HR and operations leads at companies with 50 to 500 employees',
    industry: 'education',
    keyFeatures: [
      'Import from Notion, Confluence and Google Docs',
      'Draft lessons and quizzes generated from each document',
      'Role-based onboarding paths',
      'Completion tracking with manager nudges',
      'Confusing-content report',
    ],
    potentialRevenue: '$200K-$650K ARR in year two',
  },
];
