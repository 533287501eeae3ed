import type { Archetype } from '../../archetype';

export const managementConsultancy: Archetype = {
  id: 'management-consultancy',
  family: 'professional-services',
  industry: 'consulting',
  kind: { singular: 'management consultancy', plural: 'management consultancies' },
  description:
    'A boutique consultancy of one to a few senior consultants helping mid-sized companies with strategy, operations and change, sold as fixed-scope projects, day rates and retainers. Wins work through reputation, referrals and published thinking.',
  keywords: [
    'consultancy',
    'consulting',
    'consultant',
    'management consulting',
    'strategy',
    'operations',
    'advisory',
    'change management',
    'process improvement',
    'lean',
    'transformation',
    'business advice',
    'interim',
    'workshops',
  ],
  segments: [
    {
      id: 'executives',
      role: { singular: 'managing director', plural: 'managing directors' },
      qualifier: 'of a company with 50 to 500 staff',
      jobs: ['get an outside view on why margins are falling', 'see progress on the project each week'],
      pains: [
        'Large consultancies send juniors and charge for partners.',
        'Reports arrive at the end and gather dust.',
      ],
      persona: {
        firstName: 'Richard',
        profile: 'the managing director of a 180-person manufacturer whose margins fell two points in a year',
        goals: ['A plan his managers will carry out', 'A fixed price'],
        frustrations: ['Slide decks with no follow-through'],
      },
    },
    {
      id: 'operations-leads',
      role: { singular: 'operations manager', plural: 'operations managers' },
      qualifier: 'responsible for delivery',
      jobs: ['track actions agreed in workshops', 'share documents securely with the consultant'],
      pains: ['Actions from workshops are lost in meeting notes.', 'Documents go back and forth by email.'],
      persona: {
        firstName: 'Fatima',
        profile: 'an operations manager who will own the changes once the consultant leaves',
        goals: ['Clear owners and dates for every action'],
        frustrations: ['Version chaos in attachments'],
      },
    },
  ],
  valuePropositions: [
    'Senior consultants do the work themselves, on a fixed scope and price agreed before the project starts.',
    'Every workshop ends with actions, owners and dates that the client team tracks in one shared place.',
    'Clients see progress against milestones every week instead of waiting for a final report.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description: 'Fixed-scope projects at $15,000-80,000 over six to twelve weeks.',
      price: { low: 15000, typical: 35000, high: 80000, per: 'project' },
    },
    {
      kind: 'bookings',
      description: 'Day rates of $1,000-2,500 for senior consultants.',
      price: { low: 1000, typical: 1500, high: 2500, per: 'day' },
    },
    {
      kind: 'retainer',
      description: 'Advisory retainers at $3,000-8,000 a month after a project.',
      price: { low: 3000, typical: 5000, high: 8000, per: 'month' },
    },
  ],
  costs: [
    { label: 'associate consultants on projects', kind: 'cost-of-goods', shareOfRevenue: 0.3 },
    { label: 'professional indemnity insurance', kind: 'fixed', monthly: { low: 100, high: 400 } },
    { label: 'travel to client sites', kind: 'variable', monthly: { low: 300, high: 2000 } },
    { label: 'software, research and office', kind: 'fixed', monthly: { low: 150, high: 800 } },
    {
      label: 'events, writing and business development',
      kind: 'acquisition',
      monthly: { low: 300, high: 2000 },
    },
  ],
  kpis: [
    'utilisation of consultants',
    'pipeline value',
    'win rate on proposals',
    'revenue per consultant',
    'repeat and referred clients',
  ],
  risks: [
    {
      risk: 'Feast and famine between projects.',
      mitigation: 'Keep a pipeline of proposals, and turn finished projects into retainers.',
    },
    {
      risk: 'Scope creep on fixed-price work.',
      mitigation: 'Written scope with change requests priced before any extra work.',
    },
  ],
  competitors: [
    'large consultancy firms',
    'independent freelance consultants',
    'accounting firms’ advisory arms',
    'in-house strategy teams',
  ],
  features: [
    {
      id: 'proposals',
      title: 'Proposals with scope and fixed price',
      usedBy: ['executives'],
      action: 'review and accept a proposal with scope, milestones and price online',
      benefit: 'start the project without weeks of back and forth',
      acceptance: [
        'A proposal lists deliverables, milestones and exclusions.',
        'Accepting records who accepted and when, and raises the first invoice.',
      ],
      entities: ['proposal', 'project', 'client'],
      integrations: ['e-signature (DocuSign-style)'],
      size: 3,
    },
    {
      id: 'client-portal',
      title: 'Client portal with milestones',
      usedBy: ['executives', 'operations-leads'],
      action: 'see the project’s milestones, status and next steps',
      benefit: 'know where the project stands any day of the week',
      acceptance: [
        'Each milestone shows its due date and status.',
        'The client is notified when a milestone is marked complete.',
      ],
      entities: ['project', 'milestone'],
      integrations: [],
      size: 3,
    },
    {
      id: 'action-tracker',
      title: 'Workshop action tracker',
      usedBy: ['operations-leads'],
      action: 'track each agreed action with an owner and a due date',
      benefit: 'make sure changes happen after the workshop',
      acceptance: [
        'Every action has exactly one owner and a due date.',
        'Owners get a reminder two days before the due date.',
      ],
      entities: ['action', 'project'],
      integrations: [],
      size: 2,
    },
    {
      id: 'document-sharing',
      title: 'Secure document sharing',
      usedBy: ['operations-leads', 'executives'],
      action: 'share data and drafts with the consultants in one place',
      benefit: 'stop emailing attachments',
      acceptance: [
        'Documents are visible only to members of the project.',
        'Each upload keeps its previous versions.',
      ],
      entities: ['document', 'project'],
      integrations: ['cloud storage (S3)'],
      size: 2,
    },
    {
      id: 'invoicing',
      title: 'Milestone invoicing',
      usedBy: ['executives'],
      action: 'receive invoices as milestones are completed',
      benefit: 'pay for progress, not time',
      acceptance: [
        'An invoice is raised only for a completed milestone.',
        'Invoices sync to the accounting system.',
      ],
      entities: ['invoice', 'milestone'],
      integrations: ['Xero'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['company:text', 'contact_name:text', 'contact_email:text', 'sector:text'],
    },
    {
      name: { singular: 'proposal', plural: 'proposals' },
      fields: ['client_id:uuid', 'scope:text', 'price_cents:integer', 'accepted_at:timestamp', 'status:text'],
    },
    {
      name: { singular: 'project', plural: 'projects' },
      fields: ['client_id:uuid', 'title:text', 'starts_on:date', 'ends_on:date', 'status:text'],
    },
    {
      name: { singular: 'milestone', plural: 'milestones' },
      fields: ['project_id:uuid', 'title:text', 'due_on:date', 'status:text', 'amount_cents:integer'],
    },
    {
      name: { singular: 'action', plural: 'actions' },
      fields: ['project_id:uuid', 'description:text', 'owner:text', 'due_on:date', 'done:boolean'],
    },
    {
      name: { singular: 'document', plural: 'documents' },
      fields: ['project_id:uuid', 'title:text', 'storage_key:text', 'version:integer'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['milestone_id:uuid', 'amount_cents:integer', 'issued_on:date', 'status:text'],
    },
  ],
  compliance: ['GDPR and client confidentiality (NDAs)', 'professional indemnity insurance'],
  complexity: 2,
  vocabulary: ['compass', 'bridge', 'lever', 'north', 'clarity', 'keystone', 'pivot', 'summit'],
  brandMotifs: ['compass', 'chart', 'bridge', 'target'],
};
