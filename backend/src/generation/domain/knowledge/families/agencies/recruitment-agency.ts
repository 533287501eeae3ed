import type { Archetype } from '../../archetype';

export const recruitmentAgency: Archetype = {
  id: 'recruitment-agency',
  family: 'agencies',
  industry: 'other',
  kind: { singular: 'recruitment agency', plural: 'recruitment agencies' },
  description:
    'A specialist recruitment agency with a handful of consultants who fill permanent roles and temporary shifts in one field (nurses and carers, software developers and engineers, accountants, hospitality staff or tradespeople): sourcing and screening candidates, checking their right to work, registrations and references, sending shortlists to hiring managers and arranging interviews. It earns a placement fee on each permanent hire and a margin on every hour a temp works.',
  keywords: [
    'recruitment agency',
    'recruitment firm',
    'recruitment consultancy',
    'IT recruitment',
    'tech recruitment',
    'recruitment',
    'recruiter',
    'recruiters',
    'recruiting',
    'staffing agency',
    'staffing',
    'employment agency',
    'headhunter',
    'headhunting',
    'hiring',
    'candidates',
    'job seekers',
    'vacancies',
    'placements',
    'temp work',
    'temps',
    'locum',
    'nurses',
    'nursing agency',
    'care staff',
    'talent',
  ],
  segments: [
    {
      id: 'hiring-managers',
      role: { singular: 'hiring manager', plural: 'hiring managers' },
      qualifier: 'at small and mid-sized employers',
      jobs: [
        'fill a vacancy with someone who can start soon',
        'see a short list of checked candidates instead of a pile of CVs',
        'cover a shift at short notice',
      ],
      pains: [
        'Job ads bring hundreds of applications and very few who fit.',
        'Agencies send CVs that clearly were not read against the job.',
      ],
      persona: {
        firstName: 'Claire',
        profile: 'the manager of a 60-bed care home who is short of two night nurses and cannot close a rota',
        goals: ['Three checked candidates by Friday', 'Night shifts covered this week by nurses she has met'],
        frustrations: [
          'Paying agency rates for temps who do not turn up',
          'Candidates whose checks are out of date',
        ],
      },
    },
    {
      id: 'candidates',
      role: { singular: 'job seeker', plural: 'job seekers' },
      qualifier: 'looking for a permanent role in their field',
      jobs: ['find roles that match my skills, pay and travel', 'know where each application stands'],
      pains: [
        'Recruiters go quiet after the first call and never say why an application went nowhere.',
        'The same documents are asked for again by every agency.',
      ],
      persona: {
        firstName: 'Joseph',
        profile:
          'a registered nurse with six years on a surgical ward who wants a day-shift role nearer home',
        goals: ['Roles within 30 minutes of home', 'Straight answers after each interview'],
        frustrations: [
          'Being put forward for jobs without being asked',
          'Uploading his registration five times',
        ],
      },
    },
    {
      id: 'temps',
      role: { singular: 'temp worker', plural: 'temp workers' },
      qualifier: 'who pick up shifts through the agency',
      jobs: ['pick up shifts that suit my week', 'get paid correctly for every hour worked'],
      pains: [
        'Shifts are offered by phone call at 6 am, first come, first served.',
        'Timesheets go missing and pay arrives short or late.',
      ],
      persona: {
        firstName: 'Grace',
        profile: 'a healthcare assistant who works three agency shifts a week around her children',
        goals: ['Shifts she can accept from her phone', 'Pay every Friday for last week’s hours'],
        frustrations: ['Chasing a signed timesheet'],
      },
    },
  ],
  valuePropositions: [
    'Hiring managers get a shortlist of three to five candidates who have been interviewed and checked, each with a note on why they fit the role.',
    'Candidates upload their documents once and see where every application stands, with feedback after each interview.',
    'Right-to-work, registration and background checks are tracked with expiry dates, so nobody is placed with a lapsed check.',
    'Temps accept shifts from their phone and submit timesheets the client approves online, so pay is right and on time.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Permanent placement fees of 15-25% of the first year’s salary, typically $8,000-15,000 a hire, with a rebate if the hire leaves within 12 weeks.',
      price: { low: 5000, typical: 10000, high: 20000, per: 'placement' },
      cadence: { purchasesPerMonth: 0.25, monthlyChurn: 5 },
    },
    {
      kind: 'retainer',
      description:
        'Temporary staff billed at an hourly charge rate with a margin of $6-15 on each hour worked, about $300-600 a week per temp.',
      price: { low: 240, typical: 400, high: 600, per: 'temp per week' },
      cadence: { purchasesPerMonth: 4, monthlyChurn: 8 },
    },
    {
      kind: 'retainer',
      description: 'Retained searches for senior roles at $5,000-10,000 paid in three stages.',
      price: { low: 5000, typical: 7500, high: 10000, per: 'search' },
    },
  ],
  costs: [
    {
      label: 'consultants’ commission on fees billed',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.15,
    },
    { label: 'consultants’ base salaries', kind: 'fixed', monthly: { low: 8000, high: 22000 } },
    {
      label: 'job board postings and professional network recruiter licences',
      kind: 'fixed',
      monthly: { low: 800, high: 2500 },
    },
    {
      label: 'recruitment CRM and applicant tracking software',
      kind: 'fixed',
      monthly: { low: 200, high: 700 },
    },
    {
      label: 'background, reference and right-to-work checks',
      kind: 'variable',
      monthly: { low: 150, high: 800 },
    },
    {
      label: 'office rent and professional indemnity insurance',
      kind: 'fixed',
      monthly: { low: 1200, high: 4000 },
    },
    {
      label: 'client business development and events',
      kind: 'acquisition',
      monthly: { low: 300, high: 1200 },
    },
  ],
  kpis: [
    'placements per consultant per month',
    'candidates sent per placement made',
    'days from job brief to shortlist',
    'temp hours billed per week',
    'placements still in post after 12 weeks',
    'candidates with every check in date',
  ],
  risks: [
    {
      risk: 'A candidate is placed with a lapsed registration, visa or background check.',
      mitigation:
        'Store every check with its expiry date, block placement and shift offers while any check is out of date, and remind candidates 30 days ahead.',
    },
    {
      risk: 'A placed hire leaves in the rebate period and the fee is refunded.',
      mitigation:
        'Check pay, travel and notice expectations before shortlisting, keep in touch through the first 12 weeks and record why placements fail.',
    },
    {
      risk: 'Two or three clients bring most of the fees, and one hiring freeze halves income.',
      mitigation:
        'Cap any client at a quarter of fees and keep a steady plan of new client meetings each week.',
    },
    {
      risk: 'Candidate data is kept too long or shared without consent.',
      mitigation:
        'Ask consent before sending any CV to a client, log every CV sent, and delete inactive candidates after the stated retention period.',
    },
  ],
  competitors: [
    'large generalist recruitment firms',
    'online job boards and professional networks',
    'employers’ in-house recruiters',
    'shift-booking apps for temporary staff',
  ],
  features: [
    {
      id: 'shortlists',
      title: 'Checked candidate shortlists',
      usedBy: ['hiring-managers', 'staff'],
      action: 'review a shortlist of checked candidates with the consultant’s notes and ask to interview',
      benefit: 'see only candidates worth meeting',
      acceptance: [
        'A candidate can be put on a shortlist only after agreeing to their CV going to that employer.',
        'The hiring manager sees each candidate’s summary, notes and availability, without contact details.',
        'Asking to interview a candidate notifies the consultant and the candidate within the hour.',
      ],
      entities: ['shortlist', 'application', 'job'],
      integrations: [],
      size: 3,
    },
    {
      id: 'interviews',
      title: 'Interview scheduling and feedback',
      usedBy: ['hiring-managers', 'candidates'],
      action: 'agree an interview time from the slots offered and record feedback afterwards',
      benefit: 'stop swapping emails to fix a time and always know the outcome',
      acceptance: [
        'The hiring manager offers up to five slots and the candidate picks one; both get a calendar invite.',
        'Feedback is requested from the hiring manager the day after the interview, and chased once two days later.',
        'The candidate sees the outcome and the feedback summary the consultant approves.',
      ],
      entities: ['interview', 'application'],
      integrations: ['Google Calendar', 'Microsoft 365'],
      size: 2,
    },
    {
      id: 'candidate-checks',
      title: 'Candidate documents and checks with expiry dates',
      usedBy: ['candidates', 'staff'],
      action:
        'upload my right-to-work, registration and references once and see which are approved or expiring',
      benefit: 'stay ready for placements without sending documents again',
      acceptance: [
        'Each check records its type, the document, who verified it, the date verified and its expiry date.',
        'A candidate with any check expired or unverified cannot be shortlisted or offered a shift.',
        'The candidate is emailed 30 days before a check expires, with a link to upload the new document.',
      ],
      entities: ['candidate', 'compliance check'],
      integrations: ['right-to-work and background check provider'],
      size: 3,
    },
    {
      id: 'temp-shifts',
      title: 'Temp shifts and approved timesheets',
      usedBy: ['temps'],
      action: 'accept an open shift from my phone and submit the hours for the client to approve',
      benefit: 'pick the shifts that suit me and be paid for every hour',
      acceptance: [
        'A shift is offered only to temps whose checks are in date and whose skills match the shift.',
        'The first temp to accept gets the shift, and the others see it as filled.',
        'A timesheet approved by the client goes into that week’s pay run and the client’s invoice.',
      ],
      entities: ['shift', 'timesheet', 'candidate'],
      integrations: ['payroll provider'],
      size: 4,
    },
    {
      id: 'job-board',
      title: 'Job listings with one-step applications',
      usedBy: ['candidates'],
      action: 'search roles by location, pay and hours and apply with the profile I already have',
      benefit: 'apply in a minute without filling in the same form again',
      acceptance: [
        'Listings can be filtered by distance from a postcode, pay range, hours and contract type.',
        'A candidate with a complete profile applies with one tap and is told which consultant will call.',
        'Closed roles disappear from search but remain visible to candidates who applied, with their outcome.',
      ],
      entities: ['job', 'candidate', 'application'],
      integrations: ['job board feeds'],
      size: 3,
    },
    {
      id: 'placement-invoicing',
      title: 'Placements and fee invoices',
      usedBy: ['staff', 'owner'],
      action: 'record a placement with the salary and start date and invoice the fee',
      benefit: 'bill every placement on time and track rebates',
      acceptance: [
        'The fee is worked out from the salary and the client’s agreed percentage, and invoiced on the start date.',
        'A placement that ends within the rebate period creates a credit note at the agreed rebate rate.',
        'The owner sees fees billed per consultant per month, with placements still inside the rebate period marked.',
      ],
      entities: ['placement', 'client company', 'job'],
      integrations: ['Xero'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'client company', plural: 'client companies' },
      fields: [
        'name:text',
        'contact_email:text',
        'fee_percent:numeric',
        'rebate_weeks:integer',
        'charge_rate_cents:integer',
      ],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: [
        'client_company_id:uuid',
        'title:text',
        'location:text',
        'salary_from:integer',
        'salary_to:integer',
        'contract_type:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'candidate', plural: 'candidates' },
      fields: [
        'name:text',
        'email:text',
        'phone:text',
        'postcode:text',
        'skills:text[]',
        'cv_url:text',
        'consent_given_at:timestamp',
      ],
    },
    {
      name: { singular: 'compliance check', plural: 'compliance checks' },
      fields: [
        'candidate_id:uuid',
        'kind:text',
        'document_url:text',
        'verified_by:text',
        'verified_on:date',
        'expires_on:date',
      ],
    },
    {
      name: { singular: 'application', plural: 'applications' },
      fields: ['job_id:uuid', 'candidate_id:uuid', 'stage:text', 'consultant:text', 'notes:text'],
    },
    {
      name: { singular: 'shortlist', plural: 'shortlists' },
      fields: ['job_id:uuid', 'application_ids:uuid[]', 'sent_at:timestamp'],
    },
    {
      name: { singular: 'interview', plural: 'interviews' },
      fields: ['application_id:uuid', 'starts_at:timestamp', 'feedback:text', 'outcome:text'],
    },
    {
      name: { singular: 'shift', plural: 'shifts' },
      fields: [
        'client_company_id:uuid',
        'candidate_id:uuid',
        'starts_at:timestamp',
        'ends_at:timestamp',
        'pay_rate_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'timesheet', plural: 'timesheets' },
      fields: ['shift_id:uuid', 'hours:numeric', 'approved_by:text', 'approved_at:timestamp'],
    },
    {
      name: { singular: 'placement', plural: 'placements' },
      fields: ['application_id:uuid', 'salary:integer', 'starts_on:date', 'fee_cents:integer', 'status:text'],
    },
  ],
  compliance: [
    'employment agency rules (the Conduct of Employment Agencies Regulations in the UK, state agency licences in some US states)',
    'right-to-work checks before any placement or shift',
    'GDPR for candidate data: consent before a CV is sent, and a retention period',
    'background checks and professional registration checks for roles with vulnerable people',
    'equal opportunity law in job ads and shortlisting',
    'agency worker pay and holiday rules for temps',
  ],
  complexity: 2,
  vocabulary: ['match', 'bridge', 'talent', 'role', 'path', 'people', 'fit', 'team', 'hire', 'step'],
  brandMotifs: ['handshake', 'briefcase', 'target', 'star'],
};
