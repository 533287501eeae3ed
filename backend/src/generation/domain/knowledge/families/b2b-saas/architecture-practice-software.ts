import type { Archetype } from '../../archetype';

export const architecturePracticeSoftware: Archetype = {
  id: 'architecture-practice-software',
  family: 'b2b-saas',
  industry: 'technology',
  kind: {
    singular: 'project management tool for architects',
    plural: 'project management tools for architects',
  },
  description:
    'Project management software for architecture practices and architectural design firms of 3 to 50 people: projects run by work stage (concept, developed design, technical design, construction), timesheets against each stage’s fee, resource planning for the weeks ahead, a drawing register with revisions and issue sheets, RFIs and site visit reports, and fee invoices by stage. Sold as a monthly subscription per user.',
  keywords: [
    'architects',
    'architect',
    'architecture firm',
    'architecture practice',
    'architectural practice',
    'architecture and design firms',
    'project management for architects',
    'practice management',
    'timesheets',
    'fee tracking',
    'resource planning',
    'drawing register',
    'drawings',
    'revisions',
    'RFIs',
    'site visits',
    'work stages',
    'construction projects',
  ],
  segments: [
    {
      id: 'principals',
      role: { singular: 'practice principal', plural: 'practice principals' },
      qualifier: 'who run a small architecture or design practice',
      jobs: [
        'see which projects are over the fee for their current stage',
        'plan who works on what over the next six weeks',
        'invoice each stage’s fee on time',
      ],
      pains: [
        'A project’s fee runs out halfway through a stage, and nobody notices until the invoice is due.',
        'Resourcing lives in a whiteboard and the principal’s head.',
      ],
      persona: {
        firstName: 'Eleanor',
        profile:
          'the founding director of a 12-person practice doing schools, housing and a few private houses',
        goals: [
          'Fee burn per stage on one screen every Monday',
          'Stage invoices raised the week a stage is signed off',
        ],
        frustrations: [
          'Finding out in the year-end accounts which projects lost money',
          'Chasing timesheets on Friday',
        ],
      },
    },
    {
      id: 'project-architects',
      role: { singular: 'project architect', plural: 'project architects' },
      qualifier: 'who run two or three jobs at once',
      jobs: [
        'issue drawings with the right revision to the right people',
        'log RFIs and site visits and keep track of what is outstanding',
        'record time without reconstructing the week on Friday',
      ],
      pains: [
        'Contractors build from a superseded drawing because the issue sheet was out of date.',
        'Questions from site arrive by email, phone and WhatsApp, and some go unanswered.',
      ],
      persona: {
        firstName: 'Tomasz',
        profile:
          'a project architect running a primary school extension on site and two housing schemes at planning',
        goals: ['An issue sheet made in a minute', 'Every open RFI listed with its due date'],
        frustrations: [
          'Filing drawings by hand into a folder tree',
          'Timesheets in a spreadsheet nobody opens',
        ],
      },
    },
  ],
  valuePropositions: [
    'Practice principals see every project’s fee spent against each work stage, with a warning before a stage runs over.',
    'Timesheets are filled in against project and stage in a minute a day, so fee tracking is based on real hours.',
    'Drawings are registered with their revisions, and issue sheets go to the client, engineers and contractor with a record of who got which revision.',
    'RFIs and site visit reports are logged against the project with owners and due dates, so nothing from site goes unanswered.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description: 'A subscription per user at $25-55 a month, billed monthly or yearly.',
      price: { low: 25, typical: 38, high: 55, per: 'user per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 1.5 },
    },
    {
      kind: 'subscription',
      description:
        'Practice plans at $250-900 a month for up to 30 users, with resource planning and reporting.',
      price: { low: 250, typical: 450, high: 900, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 1 },
    },
    {
      kind: 'unit-sales',
      description: 'Onboarding with project and fee set-up at $500-2,000 a practice.',
      price: { low: 500, typical: 900, high: 2000, per: 'practice' },
    },
  ],
  costs: [
    { label: 'developers and product work', kind: 'fixed', monthly: { low: 8000, high: 30000 } },
    {
      label: 'cloud hosting and file storage for drawings',
      kind: 'variable',
      monthly: { low: 300, high: 2500 },
    },
    { label: 'customer support and onboarding', kind: 'fixed', monthly: { low: 1500, high: 5000 } },
    { label: 'payment processing fees', kind: 'cost-of-goods', shareOfRevenue: 0.03 },
    {
      label: 'architecture trade events, professional body sponsorships and search ads',
      kind: 'acquisition',
      monthly: { low: 1000, high: 5000 },
    },
  ],
  kpis: [
    'paying practices and seats',
    'monthly recurring revenue',
    'trials that convert to paid',
    'share of users filling in timesheets each week',
    'monthly churn of practices',
    'projects with fee tracking set up',
  ],
  risks: [
    {
      risk: 'Staff will not fill in timesheets, so fee tracking is wrong and the principal stops trusting it.',
      mitigation:
        'Make the daily timesheet one screen with the week’s projects pre-filled, and remind only those who have not filled it by 5 pm.',
    },
    {
      risk: 'Practices already keep drawings in a shared drive or a common data environment and will not move them.',
      mitigation:
        'Register drawings by link to where they already live, and import existing drawing lists from spreadsheets.',
    },
    {
      risk: 'Small practices find per-seat pricing too dear beside spreadsheets.',
      mitigation:
        'Offer a practice plan with a flat price and show the fee overrun caught in the first month.',
    },
    {
      risk: 'Drawings and client data leak through a shared link.',
      mitigation:
        'Expire issue links, record every download and let practices restrict who can issue to outside parties.',
    },
  ],
  competitors: [
    'general project management tools',
    'practice management suites for consultancies',
    'spreadsheets and shared drives',
    'timesheet and invoicing apps',
  ],
  features: [
    {
      id: 'stage-fees',
      title: 'Projects by work stage with fee tracking',
      usedBy: ['principals'],
      action: 'set up each project’s stages with their fees and see hours and fee spent against each',
      benefit: 'spot a stage running over before the fee is gone',
      acceptance: [
        'Each stage has a fee, a start and an end, and shows fee spent from timesheet hours at each person’s cost rate.',
        'A stage that has spent 80% of its fee is flagged to the principal once, by email and on the dashboard.',
        'The dashboard lists every live project with its current stage and fee spent, worst first.',
      ],
      entities: ['project', 'work stage', 'timesheet entry'],
      integrations: [],
      size: 4,
    },
    {
      id: 'timesheets',
      title: 'Daily timesheets against project and stage',
      usedBy: ['project-architects', 'principals'],
      action: 'record my hours each day against the project and stage I worked on',
      benefit: 'keep time without rebuilding the week on Friday',
      acceptance: [
        'The day’s timesheet lists the projects the person is planned on, so most days need only hours.',
        'Hours can be booked only to a stage that is open.',
        'People who have not filled in the day by 5 pm get one reminder.',
      ],
      entities: ['timesheet entry', 'project', 'work stage'],
      integrations: ['Slack'],
      size: 2,
    },
    {
      id: 'resource-plan',
      title: 'Resource planning for the weeks ahead',
      usedBy: ['principals'],
      action: 'plan who works on which project each week and see who is over or under booked',
      benefit: 'take on new work knowing who can do it',
      acceptance: [
        'The plan shows each person’s booked days per week for the next 12 weeks against their working days.',
        'Anyone booked over their working days is shown in red.',
        'Dragging a booking to another person or week updates both timesheets’ planned projects.',
      ],
      entities: ['resource booking', 'project'],
      integrations: [],
      size: 3,
    },
    {
      id: 'drawing-register',
      title: 'Drawing register and issue sheets',
      usedBy: ['project-architects'],
      action:
        'register drawings with their revisions and issue a set to the client, engineers and contractor',
      benefit: 'make sure everyone builds from the current revision',
      acceptance: [
        'A new revision of a drawing marks the previous one superseded, and superseded revisions cannot be issued.',
        'An issue sheet lists each drawing, its revision and status, the recipients and the date, and is emailed as a PDF.',
        'Each recipient’s download is recorded against the issue.',
      ],
      entities: ['drawing', 'drawing issue', 'project'],
      integrations: ['Resend'],
      size: 4,
    },
    {
      id: 'rfis-site-visits',
      title: 'RFIs and site visit reports',
      usedBy: ['project-architects'],
      action: 'log questions from site and site visit observations with an owner and a due date',
      benefit: 'answer every question from site on time and keep a record',
      acceptance: [
        'Each RFI has a number, the question, the person who asked, an owner, a due date and a status.',
        'Open RFIs past their due date are listed first on the project page.',
        'A site visit report with photos is saved as a PDF against the project and can be sent to the contractor.',
      ],
      entities: ['rfi', 'site visit', 'project'],
      integrations: [],
      size: 3,
    },
    {
      id: 'stage-invoicing',
      title: 'Fee invoices by stage',
      usedBy: ['principals'],
      action: 'raise the invoice for a stage’s fee when it is signed off, or monthly by percentage complete',
      benefit: 'invoice on time and keep cash coming in',
      acceptance: [
        'Signing off a stage creates a draft invoice for its unbilled fee.',
        'Monthly invoices can bill a stage by the percentage complete, never above 100% of its fee.',
        'Invoices are sent to the accounting app and their paid status comes back.',
      ],
      entities: ['fee invoice', 'work stage'],
      integrations: ['Xero', 'QuickBooks'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'project', plural: 'projects' },
      fields: ['name:text', 'client:text', 'number:text', 'principal:text', 'status:text'],
    },
    {
      name: { singular: 'work stage', plural: 'work stages' },
      fields: [
        'project_id:uuid',
        'name:text',
        'fee_cents:integer',
        'starts_on:date',
        'ends_on:date',
        'signed_off_on:date',
      ],
    },
    {
      name: { singular: 'timesheet entry', plural: 'timesheet entries' },
      fields: ['person:text', 'work_stage_id:uuid', 'worked_on:date', 'hours:numeric', 'note:text'],
    },
    {
      name: { singular: 'resource booking', plural: 'resource bookings' },
      fields: ['person:text', 'project_id:uuid', 'week_starting:date', 'days:numeric'],
    },
    {
      name: { singular: 'drawing', plural: 'drawings' },
      fields: [
        'project_id:uuid',
        'number:text',
        'title:text',
        'revision:text',
        'status:text',
        'file_url:text',
        'superseded:boolean',
      ],
    },
    {
      name: { singular: 'drawing issue', plural: 'drawing issues' },
      fields: [
        'project_id:uuid',
        'drawing_ids:uuid[]',
        'recipients:text[]',
        'issued_on:date',
        'purpose:text',
      ],
    },
    {
      name: { singular: 'rfi', plural: 'rfis' },
      fields: [
        'project_id:uuid',
        'number:integer',
        'question:text',
        'raised_by:text',
        'owner:text',
        'due_on:date',
        'answer:text',
      ],
    },
    {
      name: { singular: 'site visit', plural: 'site visits' },
      fields: [
        'project_id:uuid',
        'visited_on:date',
        'observations:text',
        'photo_urls:text[]',
        'report_url:text',
      ],
    },
    {
      name: { singular: 'fee invoice', plural: 'fee invoices' },
      fields: ['work_stage_id:uuid', 'percent_billed:numeric', 'amount_cents:integer', 'status:text'],
    },
  ],
  compliance: [
    'GDPR for client and staff data',
    'data processing agreements with each practice',
    'access logs and expiring links for issued drawings',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['line', 'grid', 'plan', 'section', 'scale', 'arch', 'beam', 'sketch', 'stage', 'draft'],
  brandMotifs: ['compass', 'pencil', 'house', 'chart'],
};
