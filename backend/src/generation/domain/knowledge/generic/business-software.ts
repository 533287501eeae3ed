import type { Archetype } from '../archetype';

/** The generic archetype of its kind (../generic.ts): Software sold to businesses. */
export const genericBusinessSoftware: Archetype = {
  id: 'generic-business-software',
  family: 'b2b-saas',
  industry: 'technology',
  kind: { singular: 'business app', plural: 'business apps' },
  description:
    'Software sold to businesses by monthly subscription that takes one piece of work off spreadsheets and email: one shared place for the team, with roles, reminders, reports and the integrations the business already uses.',
  keywords: ['saas', 'software', 'b2b', 'business software', 'platform'],
  segments: [
    {
      id: 'admins',
      role: { singular: 'operations manager', plural: 'operations managers' },
      qualifier: 'at small and growing businesses',
      jobs: [
        'move a piece of work out of spreadsheets and email into one shared place',
        'see at a glance where things stand without asking the team',
        'set it up in an afternoon without a consultant',
      ],
      pains: [
        'The work lives in spreadsheets that only one person understands.',
        'Nobody knows which version of the file is the latest.',
      ],
      persona: {
        firstName: 'Priya',
        profile: 'the operations manager of a 40-person company who owns every process nobody else wants',
        goals: ['One source of truth the whole team uses', 'A weekly report that builds itself'],
        frustrations: [
          'Enterprise tools priced for companies ten times their size',
          'Copying data between systems',
        ],
      },
    },
    {
      id: 'team',
      role: { singular: 'team member', plural: 'team members' },
      qualifier: 'who do the day-to-day work',
      jobs: ['see what needs doing today', 'update the record once instead of in three places'],
      pains: [
        'They type the same details into several systems.',
        'They find out about a change only after it has caused a problem.',
      ],
      persona: {
        firstName: 'Daniel',
        profile: 'a team member who spends an hour a day keeping spreadsheets up to date',
        goals: ['Less admin, more real work'],
        frustrations: ['Being asked for updates he has already given'],
      },
    },
  ],
  valuePropositions: [
    'One shared place replaces the spreadsheets and email threads, so the whole team works from the same up-to-date record.',
    'It is set up in an afternoon by importing the existing spreadsheet, with no consultant and no annual contract.',
    'It connects to the tools the business already uses, so nobody types the same thing twice.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Monthly plans at $10-30 per user, or $49-299 a month per company, after a 14-day free trial.',
      price: { low: 10, typical: 20, high: 30, per: 'user per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
    },
  ],
  costs: [
    { label: 'developers', kind: 'fixed', monthly: { low: 8000, high: 30000 } },
    { label: 'cloud hosting and backups', kind: 'fixed', monthly: { low: 200, high: 2000 } },
    { label: 'customer support and onboarding', kind: 'fixed', monthly: { low: 800, high: 4000 } },
    {
      label: 'search ads, content and partnerships',
      kind: 'acquisition',
      monthly: { low: 1000, high: 8000 },
    },
  ],
  kpis: [
    'monthly recurring revenue',
    'trial to paid conversion',
    'weekly active users per account',
    'monthly churn',
  ],
  risks: [
    {
      risk: 'The team signs up but keeps working in spreadsheets.',
      mitigation:
        'Import the existing spreadsheet on day one and make the daily task quicker in the app than in the sheet.',
    },
    {
      risk: 'A data breach or outage loses the customer’s trust.',
      mitigation:
        'Keep each customer’s data separate, back up daily with point-in-time restore, and publish uptime.',
    },
  ],
  competitors: ['spreadsheets and email', 'large all-in-one business suites', 'tools built for enterprises'],
  features: [
    {
      id: 'workspace',
      title: 'Team workspace with roles',
      usedBy: ['admins'],
      action: 'invite the team, give each person a role and decide what they can see and change',
      benefit: 'have everyone in one place with the right access',
      acceptance: [
        'An admin invites users by email and assigns a role of admin, member or read-only.',
        'A user sees only the records their role allows.',
      ],
      entities: ['account', 'user'],
      integrations: [],
      size: 2,
    },
    {
      id: 'import',
      title: 'Spreadsheet import',
      usedBy: ['admins'],
      action: 'import our existing spreadsheet and map its columns to fields',
      benefit: 'start with our real data on the first day',
      acceptance: [
        'CSV and Excel files up to 50,000 rows can be imported, with a preview of the first rows before import.',
        'Rows that cannot be imported are listed with the reason and can be downloaded.',
      ],
      entities: ['record', 'import job'],
      integrations: [],
      size: 2,
    },
    {
      id: 'records',
      title: 'Shared records with history',
      usedBy: ['team', 'admins'],
      action: 'create and update records that the whole team sees, with a history of every change',
      benefit: 'work from one up-to-date version',
      acceptance: [
        'Every change records who made it and when, and earlier values can be restored.',
        'Two people editing the same record see each other’s changes without overwriting them.',
      ],
      entities: ['record', 'user'],
      integrations: [],
      size: 3,
    },
    {
      id: 'notifications',
      title: 'Assignments and due-date reminders',
      usedBy: ['team'],
      action: 'get notified when something is assigned to me or falls due',
      benefit: 'hear about a change before it causes a problem',
      acceptance: [
        'Each user chooses email, in-app or chat notifications per kind of event.',
        'Overdue items are listed in a daily summary for their owner.',
      ],
      entities: ['notification', 'record'],
      integrations: ['Slack'],
      size: 2,
    },
    {
      id: 'reports',
      title: 'Dashboard and scheduled reports',
      usedBy: ['admins'],
      action: 'see the figures that matter on a dashboard and have a weekly report emailed',
      benefit: 'know where things stand without asking',
      acceptance: [
        'The dashboard shows counts and totals by status, owner and week, and exports to CSV.',
        'A scheduled report goes to chosen people every Monday at 8am in their time zone.',
      ],
      entities: ['record', 'report'],
      integrations: [],
      size: 2,
    },
    {
      id: 'billing',
      title: 'Self-serve plans and billing',
      usedBy: ['admins'],
      action: 'start a trial, choose a plan and pay by card, with invoices for the accountant',
      benefit: 'buy it without a sales call',
      acceptance: [
        'Adding or removing users changes the bill from the next period, pro rata.',
        'Every payment produces an invoice with the company’s tax details.',
      ],
      entities: ['account', 'subscription'],
      integrations: ['Stripe Billing'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'account', plural: 'accounts' },
      fields: ['company_name:text', 'plan:text', 'seats:integer'],
    },
    {
      name: { singular: 'user', plural: 'users' },
      fields: ['account_id:uuid', 'email:text', 'name:text', 'role:text'],
    },
    {
      name: { singular: 'record', plural: 'records' },
      fields: ['account_id:uuid', 'title:text', 'status:text', 'owner_id:uuid', 'due_on:date'],
    },
    {
      name: { singular: 'import job', plural: 'import jobs' },
      fields: ['account_id:uuid', 'file_name:text', 'rows:integer', 'failed_rows:integer'],
    },
    {
      name: { singular: 'notification', plural: 'notifications' },
      fields: ['user_id:uuid', 'record_id:uuid', 'kind:text', 'read_at:timestamp'],
    },
    {
      name: { singular: 'report', plural: 'reports' },
      fields: ['account_id:uuid', 'name:text', 'schedule:text', 'recipients:text[]'],
    },
    {
      name: { singular: 'subscription', plural: 'subscriptions' },
      fields: ['account_id:uuid', 'plan:text', 'status:text', 'renews_on:date'],
    },
  ],
  compliance: ['GDPR', 'SOC 2 expectations from larger customers'],
  complexity: 2,
  vocabulary: ['base', 'stack', 'flow', 'grid', 'hub', 'bridge', 'signal', 'ledger', 'beacon', 'desk'],
  brandMotifs: ['cloud', 'chart', 'gear'],
};
