import type { Archetype } from '../../archetype';

export const marketingAgency: Archetype = {
  id: 'marketing-agency',
  family: 'agencies',
  industry: 'marketing',
  kind: { singular: 'marketing agency', plural: 'marketing agencies' },
  description:
    'A small digital marketing agency running SEO, paid search and social ads, email and social media content for local and small businesses on monthly retainers. Clients judge it on leads and sales, so reporting and approvals matter as much as the work.',
  keywords: [
    'marketing agency',
    'digital marketing',
    'seo',
    'social media',
    'paid ads',
    'ppc',
    'google ads',
    'content marketing',
    'email marketing',
    'social media management',
    'advertising',
    'lead generation',
    'copywriting',
    'marketing',
  ],
  segments: [
    {
      id: 'business-owners',
      role: { singular: 'local business owner', plural: 'local business owners' },
      qualifier: 'without a marketing team',
      jobs: ['see which marketing brought enquiries this month', 'approve posts without a meeting'],
      pains: [
        'Agency reports are full of impressions, not enquiries.',
        'Approving content takes a string of emails.',
      ],
      persona: {
        firstName: 'Karen',
        profile: 'the owner of a kitchen showroom spending $2,000 a month on marketing',
        goals: ['More enquiries from the right postcodes', 'Ten minutes a week on marketing'],
        frustrations: ['Vanity metrics', 'Locked-in contracts'],
      },
    },
    {
      id: 'marketing-managers',
      role: { singular: 'marketing manager', plural: 'marketing managers' },
      qualifier: 'at a growing company',
      jobs: ['brief the agency on a campaign', 'report results to the board'],
      pains: ['Briefs get lost in email threads.', 'Data lives in five different ad accounts.'],
      persona: {
        firstName: 'Ben',
        profile: 'a one-person marketing team at a 40-person software company',
        goals: ['One dashboard for the board'],
        frustrations: ['Chasing the agency for numbers'],
      },
    },
  ],
  valuePropositions: [
    'Monthly reports lead with enquiries, sales and cost per lead, with impressions left in the appendix.',
    'Clients approve posts and ads from one content calendar with a single click.',
    'Rolling monthly retainers with no lock-in, because results keep the client, not a contract.',
  ],
  revenue: [
    {
      kind: 'retainer',
      description: 'Monthly retainers at $1,000-5,000 for SEO, ads management and content.',
      price: { low: 1000, typical: 2500, high: 5000, per: 'month' },
    },
    {
      kind: 'bookings',
      description: 'One-off projects such as audits and launches at $1,500-10,000.',
      price: { low: 1500, typical: 4000, high: 10000, per: 'project' },
    },
  ],
  costs: [
    { label: 'account managers and freelancers', kind: 'cost-of-goods', shareOfRevenue: 0.45 },
    { label: 'SEO, analytics and scheduling tools', kind: 'fixed', monthly: { low: 300, high: 1500 } },
    { label: 'office or co-working desks', kind: 'fixed', monthly: { low: 300, high: 2500 } },
    {
      label: 'own marketing, case studies and pitches',
      kind: 'acquisition',
      monthly: { low: 300, high: 2000 },
    },
  ],
  kpis: [
    'monthly recurring revenue',
    'client retention at 12 months',
    'cost per lead delivered to clients',
    'revenue per employee',
    'gross margin per client',
  ],
  risks: [
    {
      risk: 'One large client is most of the revenue.',
      mitigation: 'Cap any client at a quarter of revenue and keep a steady new-business pipeline.',
    },
    {
      risk: 'Ad platform changes hurt results overnight.',
      mitigation: 'Spread clients across channels and report on leads, not platform metrics.',
    },
  ],
  competitors: [
    'freelance marketers',
    'large full-service agencies',
    'in-house marketing hires',
    'DIY ad tools from the platforms',
  ],
  features: [
    {
      id: 'content-calendar',
      title: 'Content calendar with approvals',
      usedBy: ['business-owners', 'marketing-managers'],
      action: 'review and approve planned posts and ads',
      benefit: 'approve content in minutes instead of emails',
      acceptance: [
        'A post cannot be scheduled until the client approves it.',
        'Requested changes notify the account manager with the comment.',
      ],
      entities: ['content item', 'client'],
      integrations: ['Meta Graph API', 'LinkedIn API'],
      size: 3,
    },
    {
      id: 'results-dashboard',
      title: 'Results dashboard with leads',
      usedBy: ['business-owners', 'marketing-managers'],
      action: 'see leads, cost per lead and sales by channel each month',
      benefit: 'know what the marketing spend brings in',
      acceptance: [
        'Figures show the source and date range they cover.',
        'The dashboard compares each month with the previous one.',
      ],
      entities: ['report', 'campaign'],
      integrations: ['Google Analytics', 'Google Ads API'],
      size: 4,
    },
    {
      id: 'briefs',
      title: 'Campaign briefs',
      usedBy: ['marketing-managers'],
      action: 'submit a campaign brief with goals, budget and deadline',
      benefit: 'start a campaign without a meeting',
      acceptance: [
        'A brief needs a goal, a budget and a deadline to be submitted.',
        'The agency confirms or questions a brief within two working days.',
      ],
      entities: ['brief', 'campaign'],
      integrations: [],
      size: 2,
    },
    {
      id: 'lead-tracking',
      title: 'Lead tracking from ads and forms',
      usedBy: ['business-owners'],
      action: 'see each enquiry with the campaign it came from',
      benefit: 'judge the agency on real enquiries',
      acceptance: [
        'Every form enquiry records its source and campaign.',
        'Duplicate enquiries from the same email within a day count once.',
      ],
      entities: ['lead', 'campaign'],
      integrations: ['Google Tag Manager'],
      size: 3,
    },
    {
      id: 'retainer-billing',
      title: 'Monthly retainer billing',
      usedBy: ['business-owners'],
      action: 'pay the retainer and ad spend on one monthly invoice',
      benefit: 'keep marketing costs in one place',
      acceptance: [
        'Ad spend is shown separately from the agency fee.',
        'A client can end the retainer with 30 days’ notice.',
      ],
      entities: ['invoice', 'client'],
      integrations: ['Stripe Billing', 'Xero'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['company:text', 'contact_email:text', 'retainer_cents:integer', 'started_on:date'],
    },
    {
      name: { singular: 'campaign', plural: 'campaigns' },
      fields: ['client_id:uuid', 'channel:text', 'budget_cents:integer', 'starts_on:date', 'ends_on:date'],
    },
    {
      name: { singular: 'content item', plural: 'content items' },
      fields: ['client_id:uuid', 'channel:text', 'copy:text', 'publish_at:timestamp', 'approval:text'],
    },
    {
      name: { singular: 'brief', plural: 'briefs' },
      fields: ['client_id:uuid', 'goal:text', 'budget_cents:integer', 'deadline:date', 'status:text'],
    },
    {
      name: { singular: 'lead', plural: 'leads' },
      fields: ['campaign_id:uuid', 'email:text', 'source:text', 'received_at:timestamp'],
    },
    {
      name: { singular: 'report', plural: 'reports' },
      fields: [
        'client_id:uuid',
        'month:date',
        'leads:integer',
        'spend_cents:integer',
        'cost_per_lead_cents:integer',
      ],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['client_id:uuid', 'month:date', 'fee_cents:integer', 'ad_spend_cents:integer', 'status:text'],
    },
  ],
  compliance: [
    'GDPR and consent for tracking and email lists',
    'advertising standards',
    'platform ad policies',
  ],
  complexity: 2,
  vocabulary: ['signal', 'spark', 'reach', 'echo', 'amplify', 'megaphone', 'beacon', 'orbit'],
  brandMotifs: ['megaphone', 'target', 'chart', 'spark'],
};
