import type { Archetype } from '../../archetype';

export const jobBoard: Archetype = {
  id: 'job-board',
  family: 'marketplaces',
  industry: 'technology',
  kind: { singular: 'job board', plural: 'job boards' },
  description:
    'A niche job board for one field or kind of work (tech and remote jobs, climate jobs, hospitality, nursing, jobs at startups): employers pay to post a job with the salary shown, candidates search, save alerts and apply with one profile, and employers review applicants in a simple hiring pipeline. It earns from paid job posts, featured listings and employer subscriptions.',
  keywords: [
    'job board',
    'jobs board',
    'job site',
    'job listings',
    'job postings',
    'job posts',
    'job ads',
    'jobs',
    'job search',
    'job seekers',
    'job hunting',
    'find a job',
    'careers',
    'hiring platform',
    'hire',
    'employers',
    'applicants',
    'applicant tracking',
    'applicant tracking system',
    'ats',
    'recruiting software',
    'remote jobs',
    'tech jobs',
    'startup jobs',
    'salary',
  ],
  segments: [
    {
      id: 'employers',
      role: { singular: 'hiring manager', plural: 'hiring managers' },
      qualifier: 'at small companies without a recruitment team',
      jobs: [
        'reach qualified people in their field without paying an agency fee',
        'review applicants quickly and keep every candidate informed',
        'fill a role in weeks, not months',
      ],
      pains: [
        'General job sites bring hundreds of applications, and few of them fit the role.',
        'An agency fee of 15-20% of the first year’s salary is more than a small company can pay.',
      ],
      persona: {
        firstName: 'Sanjay',
        profile: 'the CTO of a 25-person startup hiring three engineers this year',
        goals: ['Ten good applicants per role', 'A hire within six weeks'],
        frustrations: [
          'Applications spread across email and three job sites',
          'Candidates who never read the job description',
        ],
      },
    },
    {
      id: 'candidates',
      role: { singular: 'job seeker', plural: 'job seekers' },
      qualifier: 'looking for their next role in the field',
      jobs: [
        'see jobs with the salary shown before applying',
        'apply in a few minutes with one profile',
        'hear back, even when the answer is no',
      ],
      pains: [
        'Half the listings hide the salary, and some are months old and already filled.',
        'Applications disappear into silence.',
      ],
      persona: {
        firstName: 'Ana',
        profile: 'a mid-level frontend developer looking for a remote role after her company cut its team',
        goals: ['Jobs filtered by salary, time zone and stack', 'An answer to every application'],
        frustrations: ['Listings that say “competitive salary”', 'Retyping her CV into every form'],
      },
    },
  ],
  valuePropositions: [
    'Every job shows its salary range and is removed when filled or after 30 days, so candidates never apply to a ghost listing.',
    'Employers reach people in one field, get fewer but better applicants, and pay a fixed price per post instead of an agency fee.',
    'Candidates apply in a few minutes with one profile, and every application gets an answer through the employer’s hiring pipeline.',
    'Job alerts by field, salary, location and remote time zone bring the right listings to candidates the day they are posted.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Paid job posts at $99-399 for 30 days, with featured placement and a newsletter slot as extras.',
      price: { low: 99, typical: 249, high: 399, per: 'job post' },
      cadence: { purchasesPerMonth: 0.4, monthlyChurn: 8 },
    },
    {
      kind: 'subscription',
      description:
        'Employer plans at $300-900 a month for unlimited posts, a company page and the hiring pipeline for the whole team.',
      price: { low: 300, typical: 500, high: 900, per: 'employer per month' },
    },
    {
      kind: 'advertising',
      description: 'Sponsorship of the weekly jobs newsletter at $200-800 an issue.',
      price: { low: 200, typical: 400, high: 800, per: 'issue' },
    },
  ],
  costs: [
    { label: 'developers', kind: 'fixed', monthly: { low: 5000, high: 25000 } },
    { label: 'hosting, search and email alerts', kind: 'variable', monthly: { low: 200, high: 1500 } },
    { label: 'moderating job posts and employer checks', kind: 'fixed', monthly: { low: 500, high: 3000 } },
    { label: 'card fees', kind: 'cost-of-goods', shareOfRevenue: 0.03 },
    {
      label: 'community sponsorships, newsletters and search ads for candidates and employers',
      kind: 'acquisition',
      monthly: { low: 1000, high: 8000 },
    },
  ],
  kpis: [
    'paid job posts each month',
    'applications per job post',
    'share of posts that report a hire',
    'candidates with an active job alert',
    'employers who post again within 90 days',
  ],
  risks: [
    {
      risk: 'Candidates will not come without jobs, and employers will not pay without candidates.',
      mitigation:
        'Start in one field, list free jobs gathered from company career pages with their permission, and build the candidate newsletter before charging employers.',
    },
    {
      risk: 'Fake jobs and scams reach candidates.',
      mitigation:
        'Verify each employer’s company domain before their first post, review new posts by hand, and never allow fees to be charged to candidates.',
    },
    {
      risk: 'Hiring decisions made through the pipeline are challenged as discriminatory.',
      mitigation:
        'Hide photos and ages from reviewers by default, keep the reason for every rejection, and delete applicant data on a fixed schedule.',
    },
  ],
  competitors: [
    'general job sites',
    'professional social networks',
    'recruitment agencies',
    'company career pages and referrals',
  ],
  features: [
    {
      id: 'post-job',
      title: 'Job posts with the salary shown',
      usedBy: ['employers'],
      action: 'post a job with its salary range, location or remote time zone, and pay by card',
      benefit: 'reach people in our field within the hour',
      acceptance: [
        'A job cannot be published without a salary range, a location or remote policy, and a closing date within 30 days.',
        'A new employer’s first post is reviewed by a moderator before it goes live.',
        'Employers can mark a job filled, and filled or expired jobs are removed from search at once.',
      ],
      entities: ['job', 'employer'],
      integrations: ['Stripe Checkout'],
      size: 3,
    },
    {
      id: 'search-alerts',
      title: 'Job search and alerts',
      usedBy: ['candidates'],
      action: 'search jobs by role, salary, location and remote time zone, and save the search as an alert',
      benefit: 'hear about the right jobs the day they are posted',
      acceptance: [
        'Results can be filtered by salary range, seniority, location and time zone, and sorted by date.',
        'A saved search emails new matching jobs daily or weekly, and each email has a one-click unsubscribe.',
      ],
      entities: ['job', 'job alert', 'candidate'],
      integrations: ['Algolia', 'Postmark'],
      size: 3,
    },
    {
      id: 'apply',
      title: 'One-profile applications',
      usedBy: ['candidates'],
      action: 'apply to a job with my saved profile and CV and answer the employer’s questions',
      benefit: 'apply in minutes without retyping my CV',
      acceptance: [
        'An application sends the candidate’s profile, CV and answers to the employer and confirms receipt by email.',
        'The candidate sees each application’s status: received, in review, interviewing, offered or closed.',
      ],
      entities: ['application', 'candidate', 'job'],
      integrations: [],
      size: 2,
    },
    {
      id: 'hiring-pipeline',
      title: 'Applicant review pipeline',
      usedBy: ['employers'],
      action:
        'move applicants through review, interview, offer and rejection, and share notes with colleagues',
      benefit: 'review applicants quickly and keep every candidate informed',
      acceptance: [
        'Moving an applicant to rejected sends a polite email after a day, unless the employer writes their own.',
        'Applicants not moved within 14 days are listed for the employer, and candidates see the job as still in review.',
        'Colleagues invited to a job can add scores and notes, which candidates never see.',
      ],
      entities: ['application', 'note'],
      integrations: [],
      size: 4,
    },
    {
      id: 'company-pages',
      title: 'Company pages',
      usedBy: ['employers', 'candidates'],
      action: 'show the company’s team, benefits, working style and open roles on one page',
      benefit: 'help candidates decide whether they want to work there before applying',
      acceptance: [
        'A company page lists every open job of that employer and its salary ranges.',
        'Candidates can follow a company and are emailed when it posts a new job.',
      ],
      entities: ['employer', 'job'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'employer', plural: 'employers' },
      fields: ['name:text', 'domain:text', 'verified_at:timestamp', 'plan:text', 'about:text'],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: [
        'employer_id:uuid',
        'title:text',
        'salary_min:integer',
        'salary_max:integer',
        'location:text',
        'remote_time_zones:text',
        'status:text',
        'closes_on:date',
      ],
    },
    {
      name: { singular: 'candidate', plural: 'candidates' },
      fields: ['name:text', 'email:text', 'headline:text', 'cv_url:text', 'location:text'],
    },
    {
      name: { singular: 'application', plural: 'applications' },
      fields: ['job_id:uuid', 'candidate_id:uuid', 'answers:jsonb', 'stage:text', 'rejected_reason:text'],
    },
    {
      name: { singular: 'note', plural: 'notes' },
      fields: ['application_id:uuid', 'author_email:text', 'score:integer', 'body:text'],
    },
    {
      name: { singular: 'job alert', plural: 'job alerts' },
      fields: ['candidate_id:uuid', 'query:text', 'filters:jsonb', 'frequency:text'],
    },
  ],
  compliance: [
    'GDPR for candidate data, which is deleted after a set period',
    'equal opportunities and anti-discrimination law for job adverts',
    'pay transparency laws that require salary ranges in some states and countries',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['role', 'hire', 'ladder', 'bridge', 'compass', 'path', 'desk', 'beacon', 'match', 'next'],
  brandMotifs: ['briefcase', 'applicant', 'handshake', 'target'],
  personality: ['Friendly', 'Clear', 'Fair', 'Trustworthy', 'Modern'],
};
