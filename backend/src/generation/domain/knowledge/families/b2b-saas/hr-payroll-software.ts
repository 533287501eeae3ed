import type { Archetype } from '../../archetype';

export const hrPayrollSoftware: Archetype = {
  id: 'hr-payroll-software',
  family: 'b2b-saas',
  industry: 'technology',
  kind: { singular: 'HR and payroll app', plural: 'HR and payroll apps' },
  description:
    'HR and payroll software for small businesses with 5 to 150 employees: one record per employee with their contract and documents, onboarding checklists and e-signed contracts, holiday and sick leave requests approved on the phone, and a monthly payroll run that calculates tax and deductions, files them with the tax authority and sends payslips. Sold per employee per month.',
  keywords: [
    'hr',
    'hr software',
    'human resources',
    'payroll',
    'payroll software',
    'run payroll',
    'payslips',
    'pay slips',
    'employees',
    'employee records',
    'people management',
    'onboarding',
    'employee onboarding',
    'leave requests',
    'holiday requests',
    'time off',
    'pto',
    'sick leave',
    'absence management',
    'contracts of employment',
    'benefits',
    'pensions',
    'hris',
    'headcount',
  ],
  segments: [
    {
      id: 'owners',
      role: { singular: 'business owner', plural: 'business owners' },
      qualifier: 'who run HR and payroll themselves for a team of 5 to 50',
      jobs: [
        'pay everyone correctly and on time without an evening of spreadsheets',
        'hire someone with the right contract and paperwork',
        'know who is off next week',
      ],
      pains: [
        'Payroll means copying hours and holidays from three places into the accountant’s spreadsheet every month.',
        'Contracts and right-to-work checks sit in an inbox, and nobody is sure they are complete.',
      ],
      persona: {
        firstName: 'Ruth',
        profile:
          'the owner of a 22-person dental group who does payroll herself on the last Thursday of the month',
        goals: ['Payroll done in under an hour', 'Every contract signed and filed'],
        frustrations: ['Fixing a payslip after an unrecorded sick day', 'Holiday requests on sticky notes'],
      },
    },
    {
      id: 'hr-managers',
      role: { singular: 'HR manager', plural: 'HR managers' },
      qualifier: 'who are the only HR person at a company of 50 to 150',
      jobs: ['onboard new starters without chasing documents', 'report on headcount, absence and pay costs'],
      pains: [
        'Every new starter needs the same twelve documents chased by email.',
        'Absence figures are rebuilt by hand whenever the board asks.',
      ],
      persona: {
        firstName: 'Kwame',
        profile: 'the only HR manager at a 90-person logistics company with a new starter every week',
        goals: ['New starters ready on day one', 'Absence reports in a click'],
        frustrations: ['Asking managers for holiday dates he should already have'],
      },
    },
    {
      id: 'employees',
      role: { singular: 'employee', plural: 'employees' },
      qualifier: 'at a small business',
      jobs: ['book holiday and see how many days are left', 'find payslips and update bank details'],
      pains: [
        'They have to ask the office how many days of holiday they have left.',
        'Old payslips are lost in email, and a mortgage application needs the last three.',
      ],
      persona: {
        firstName: 'Lucy',
        profile: 'a nurse at a small clinic who books her holidays a year ahead',
        goals: ['Holiday approved the same day', 'Payslips on her phone'],
        frustrations: ['Waiting a week for an answer to a leave request'],
      },
    },
  ],
  valuePropositions: [
    'Payroll is run in minutes each month from the hours, holidays and sick days already recorded, with tax filed and payslips sent by themselves.',
    'New starters sign their contract and upload their documents online before day one, from a checklist the owner sets once.',
    'Employees request holiday on their phone, managers approve it in a tap, and everyone sees who is off and how many days are left.',
    'Every employee’s contract, documents and pay history are in one secure record, ready for an audit or a tribunal.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'HR at $4-8 per employee a month, and HR with payroll at $8-15 per employee a month, with a minimum of $49 a month per company.',
      price: { low: 4, typical: 10, high: 15, per: 'employee per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 1.5 },
    },
    {
      kind: 'unit-sales',
      description:
        'A one-off setup and payroll migration at $200-900 for companies moving mid-year from another provider or an accountant.',
      price: { low: 200, typical: 450, high: 900, per: 'company' },
    },
  ],
  costs: [
    { label: 'developers and a payroll tax specialist', kind: 'fixed', monthly: { low: 12000, high: 45000 } },
    { label: 'customer support around payroll days', kind: 'fixed', monthly: { low: 1500, high: 8000 } },
    {
      label: 'hosting, document storage and e-signatures',
      kind: 'variable',
      monthly: { low: 300, high: 2500 },
    },
    { label: 'security audits and insurance', kind: 'fixed', monthly: { low: 500, high: 3000 } },
    {
      label: 'partnerships with accountants, search ads and comparison sites',
      kind: 'acquisition',
      monthly: { low: 1500, high: 10000 },
    },
  ],
  kpis: [
    'employees on paid plans',
    'companies running payroll each month',
    'payroll runs completed without a correction',
    'monthly churn of companies',
    'new companies from accountant partners',
  ],
  risks: [
    {
      risk: 'A payroll error pays staff the wrong amount or files wrong figures with the tax authority.',
      mitigation:
        'Show a preview with changes from last month before each run, test every tax-year change against the authority’s examples, and correct errors in the next run at no charge.',
    },
    {
      risk: 'A breach exposes salaries, bank details and identity documents.',
      mitigation:
        'Encrypt sensitive fields, require two-factor sign-in for admins, log every view of pay data, and pass a yearly security audit.',
    },
    {
      risk: 'Companies stay with their accountant’s payroll service out of habit.',
      mitigation:
        'Give accountants a free partner view of their clients’ payroll, so they recommend it instead of competing with it.',
    },
  ],
  competitors: [
    'the accountant’s payroll service',
    'payroll modules of accounting suites',
    'HR platforms built for larger companies',
    'spreadsheets and a shared holiday calendar',
  ],
  features: [
    {
      id: 'employee-records',
      title: 'Employee records and documents',
      usedBy: ['owners', 'hr-managers'],
      action: 'keep each employee’s contract, pay, job history and documents in one record',
      benefit: 'find anything about anyone in seconds',
      acceptance: [
        'Each record holds the contract, salary history, right-to-work documents and emergency contact.',
        'Pay and bank details are visible only to admins with payroll access, and every view is logged.',
        'Documents with an expiry date (visas, licences) raise a reminder 60 days before they expire.',
      ],
      entities: ['employee', 'document', 'contract'],
      integrations: [],
      size: 3,
    },
    {
      id: 'onboarding',
      title: 'Onboarding with e-signed contracts',
      usedBy: ['hr-managers', 'owners', 'employees'],
      action:
        'send a new starter their contract to sign and a checklist of documents to upload before day one',
      benefit: 'have every new starter ready and compliant on their first day',
      acceptance: [
        'A new starter gets an invitation link, signs the contract online and uploads identity and bank details.',
        'The checklist shows which steps each new starter has completed, and reminds them of missing ones.',
        'A signed contract is stored as a PDF with the signature record.',
      ],
      entities: ['employee', 'contract', 'onboarding task'],
      integrations: ['Dropbox Sign'],
      size: 3,
    },
    {
      id: 'leave',
      title: 'Holiday and sick leave on the phone',
      usedBy: ['employees', 'owners', 'hr-managers'],
      action: 'request holiday, record a sick day and see how many days of leave are left',
      benefit: 'book time off without asking the office',
      acceptance: [
        'A request shows the remaining allowance and who else on the team is off on those days.',
        'The manager approves or declines from a notification, and the employee is told at once.',
        'Approved leave and sick days flow into the next payroll run.',
      ],
      entities: ['leave request', 'employee'],
      integrations: ['Google Calendar', 'Microsoft Outlook'],
      size: 2,
    },
    {
      id: 'payroll-run',
      title: 'Monthly payroll run with tax filing',
      usedBy: ['owners', 'hr-managers'],
      action: 'review the month’s pay for everyone, approve it and have tax filed and payslips sent',
      benefit: 'pay everyone correctly in under an hour',
      acceptance: [
        'The run calculates gross pay, tax, social security, pension and deductions for each employee from their record, leave and overtime.',
        'Before approval, the run lists every change from last month by employee.',
        'On approval, payslips are sent, the tax filing is submitted, and a bank payment file is produced.',
      ],
      entities: ['payroll run', 'payslip', 'employee'],
      integrations: ['the tax authority’s payroll API', 'bank payment files'],
      size: 5,
    },
    {
      id: 'payslips',
      title: 'Payslips and pay documents for employees',
      usedBy: ['employees'],
      action: 'see every payslip and year-end tax document and update my bank details',
      benefit: 'have my pay records to hand when I need them',
      acceptance: [
        'Every payslip since joining can be downloaded as a PDF.',
        'A change of bank details is confirmed by a code sent to the employee’s phone and takes effect from the next run.',
      ],
      entities: ['payslip', 'employee'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'reports',
      title: 'Headcount, absence and pay cost reports',
      usedBy: ['hr-managers', 'owners'],
      action: 'see headcount, absence rates and pay costs by team and month',
      benefit: 'answer the board’s questions without rebuilding a spreadsheet',
      acceptance: [
        'Reports can be filtered by team, location and period, and export to CSV.',
        'Absence reports show days lost per employee and team over any period.',
      ],
      entities: ['employee', 'payroll run', 'leave request'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'company', plural: 'companies' },
      fields: ['name:text', 'tax_reference:text', 'pay_day:integer', 'plan:text'],
    },
    {
      name: { singular: 'employee', plural: 'employees' },
      fields: [
        'company_id:uuid',
        'name:text',
        'email:text',
        'start_date:date',
        'team:text',
        'manager_id:uuid',
        'salary_cents:integer',
        'tax_code:text',
        'bank_account_encrypted:text',
        'leave_allowance_days:decimal',
      ],
    },
    {
      name: { singular: 'contract', plural: 'contracts' },
      fields: ['employee_id:uuid', 'template:text', 'signed_at:timestamp', 'pdf_url:text'],
    },
    {
      name: { singular: 'document', plural: 'documents' },
      fields: ['employee_id:uuid', 'kind:text', 'file_url:text', 'expires_on:date'],
    },
    {
      name: { singular: 'onboarding task', plural: 'onboarding tasks' },
      fields: ['employee_id:uuid', 'title:text', 'due_on:date', 'done_at:timestamp'],
    },
    {
      name: { singular: 'leave request', plural: 'leave requests' },
      fields: [
        'employee_id:uuid',
        'kind:text',
        'starts_on:date',
        'ends_on:date',
        'days:decimal',
        'status:text',
      ],
    },
    {
      name: { singular: 'payroll run', plural: 'payroll runs' },
      fields: [
        'company_id:uuid',
        'period:text',
        'approved_at:timestamp',
        'filed_at:timestamp',
        'total_cents:integer',
      ],
    },
    {
      name: { singular: 'payslip', plural: 'payslips' },
      fields: [
        'payroll_run_id:uuid',
        'employee_id:uuid',
        'gross_cents:integer',
        'tax_cents:integer',
        'deductions_cents:integer',
        'net_cents:integer',
      ],
    },
  ],
  compliance: [
    'GDPR for employee records (sick leave is special category health data)',
    'payroll tax filing rules (real-time reporting to the tax authority)',
    'employment law on contracts, leave and record keeping',
    'SOC 2 or ISO 27001 expectations for payroll data',
  ],
  complexity: 3,
  vocabulary: ['payday', 'team', 'ledger', 'desk', 'badge', 'roster', 'crew', 'folder', 'stamp', 'people'],
  brandMotifs: ['users', 'wallet', 'briefcase', 'checklist'],
  personality: ['Reliable', 'Clear', 'Friendly', 'Secure', 'Efficient'],
};
