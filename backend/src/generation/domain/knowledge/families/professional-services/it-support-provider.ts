import type { Archetype } from '../../archetype';

export const itSupportProvider: Archetype = {
  id: 'it-support-provider',
  family: 'professional-services',
  industry: 'technology',
  kind: { singular: 'IT support company', plural: 'IT support companies' },
  description:
    'A managed IT support company for small businesses of 5 to 50 staff: a helpdesk by phone, email and remote session, laptops and Microsoft 365 accounts set up and looked after, backups, security patches and antivirus monitored, and a technician on site when something cannot be fixed remotely. Clients pay a fixed monthly fee per user, and tickets answered within the agreed time keep them.',
  keywords: [
    'it support',
    'it services',
    'managed it',
    'managed services',
    'managed service provider',
    'msp',
    'helpdesk',
    'help desk',
    'tech support',
    'computer support',
    'computer repair',
    'it for small businesses',
    'microsoft 365',
    'office 365',
    'cybersecurity',
    'cyber security',
    'backups',
    'network',
    'networks',
    'laptops',
    'servers',
    'it consultant',
    'outsourced it',
    'computers',
    'it consultancy',
  ],
  segments: [
    {
      id: 'business-owners',
      role: { singular: 'small business owner', plural: 'small business owners' },
      qualifier: 'without anyone in charge of IT',
      jobs: [
        'have one number to call when something stops working',
        'know the business’s data is backed up and safe from ransomware',
        'pay a predictable amount for IT each month',
      ],
      pains: [
        'The person who set up the network left, and nobody knows the admin passwords.',
        'A laptop fails on a Monday and it takes three days to find someone to fix it.',
      ],
      persona: {
        firstName: 'Helen',
        profile:
          'the managing partner of a 14-person accountancy firm whose IT was set up by a partner’s nephew',
        goals: ['A fixed monthly cost she can budget for', 'Proof the client files are backed up'],
        frustrations: ['Paying by the hour for every small fix', 'Nobody answering on a busy Monday'],
      },
    },
    {
      id: 'staff-users',
      role: { singular: 'office worker', plural: 'office workers' },
      qualifier: 'at a client business',
      jobs: [
        'report a problem and get it fixed without a long phone call',
        'get a new starter’s laptop ready on their first day',
      ],
      pains: [
        'The printer, the VPN or the shared drive stops working and nobody says when it will be fixed.',
        'Passwords are reset by a colleague who happens to know how.',
      ],
      persona: {
        firstName: 'Jordan',
        profile:
          'an office manager at a small architects’ practice who ends up fixing the printer and the Wi-Fi',
        goals: ['A ticket he can raise in a minute', 'Knowing when someone will pick it up'],
        frustrations: ['Being the office’s unofficial IT person'],
      },
    },
    {
      id: 'regulated-clients',
      role: { singular: 'practice manager', plural: 'practice managers' },
      qualifier: 'at a dental, legal or financial firm',
      jobs: [
        'meet the security checks that insurers and regulators ask for',
        'show evidence of backups, patches and access controls',
      ],
      pains: [
        'The cyber insurance renewal asks questions nobody in the practice can answer.',
        'Leavers keep access to email for months.',
      ],
      persona: {
        firstName: 'Sandra',
        profile: 'a practice manager at a two-site dental practice preparing for a data security audit',
        goals: [
          'A report showing patching and backups for the auditor',
          'Leavers’ access removed the day they go',
        ],
        frustrations: ['Filling in the insurer’s security questionnaire alone'],
      },
    },
  ],
  valuePropositions: [
    'Small businesses pay one fixed monthly fee per user for the helpdesk, device management, backups and security monitoring, with no bill by the hour for everyday fixes.',
    'Staff raise a ticket by email, portal or phone and see who has it and when it will be answered, within response times written into the agreement.',
    'New starters get a laptop and accounts ready on their first day, and leavers lose access the day they go, from one onboarding checklist.',
    'Clients get a monthly report of backups tested, patches applied and threats blocked, ready for their insurer or auditor.',
  ],
  revenue: [
    {
      kind: 'retainer',
      description:
        'Managed support at $80-150 per user a month, covering the helpdesk, device and Microsoft 365 management, backups and security monitoring, so a 15-person client pays about $1,500 a month.',
      price: { low: 600, typical: 1500, high: 4500, per: 'client per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 1.5 },
    },
    {
      kind: 'bookings',
      description:
        'Projects such as an office move, a server migration to the cloud or a new Wi-Fi network at $1,500-10,000.',
      price: { low: 1500, typical: 4000, high: 10000, per: 'project' },
    },
    {
      kind: 'unit-sales',
      description: 'Laptops, firewalls and licences resold at a 10-20% margin.',
      price: { low: 20, typical: 150, high: 1500, per: 'item' },
    },
    {
      kind: 'bookings',
      description: 'Ad hoc support for businesses without a contract at $90-130 an hour.',
      price: { low: 90, typical: 110, high: 130, per: 'hour' },
    },
  ],
  costs: [
    { label: 'technicians’ salaries', kind: 'cost-of-goods', shareOfRevenue: 0.4 },
    {
      label: 'security tool licences per device',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.12,
    },
    { label: 'professional indemnity and cyber insurance', kind: 'fixed', monthly: { low: 150, high: 500 } },
    { label: 'office rent', kind: 'fixed', monthly: { low: 500, high: 2000 } },
    { label: 'ticketing and documentation software', kind: 'fixed', monthly: { low: 150, high: 600 } },
    { label: 'van mileage for site visits', kind: 'variable', monthly: { low: 100, high: 400 } },
    {
      label: 'local networking events and accountant referrals',
      kind: 'acquisition',
      monthly: { low: 200, high: 1000 },
    },
  ],
  kpis: [
    'tickets answered within the agreed response time',
    'tickets per user per month',
    'monthly recurring revenue',
    'clients lost in the year',
    'devices with patches up to date',
    'backups restored successfully in monthly tests',
  ],
  risks: [
    {
      risk: 'A client is hit by ransomware and the backups will not restore.',
      mitigation:
        'Keep backups off site and immutable, test a restore for every client each month, and write the response plan before it is needed.',
    },
    {
      risk: 'The support company’s own remote access tool is compromised and used against every client.',
      mitigation:
        'Put multi-factor sign-in on every admin tool, give technicians only the access each job needs, and log every remote session.',
    },
    {
      risk: 'One technician holds all the knowledge of a client’s systems.',
      mitigation:
        'Document every client’s network, passwords and suppliers in a shared system, and rotate technicians across clients.',
    },
    {
      risk: 'A few demanding clients use far more hours than their fee covers.',
      mitigation:
        'Track time per client against the fee, review agreements each year, and price by user rather than by visit.',
    },
  ],
  competitors: [
    'freelance IT technicians paid by the hour',
    'large national managed service providers',
    'computer repair shops',
    'a staff member who knows computers',
  ],
  features: [
    {
      id: 'helpdesk-tickets',
      title: 'Helpdesk tickets with agreed response times',
      usedBy: ['staff-users', 'business-owners', 'staff'],
      action: 'raise a ticket by email or portal and see who has it and when it will be answered',
      benefit: 'get back to work without chasing anyone',
      acceptance: [
        'A ticket sent by email is created with the sender’s company and device matched automatically.',
        'Each ticket shows its priority, the technician assigned and the response time due under the agreement.',
        'A ticket nearing its response time without an answer is escalated to the service lead.',
      ],
      entities: ['ticket', 'client company', 'user account'],
      integrations: ['Microsoft 365 email'],
      size: 3,
    },
    {
      id: 'device-monitoring',
      title: 'Device monitoring and patch status',
      usedBy: ['staff'],
      action: 'see every client device with its patch level, antivirus status and last backup',
      benefit: 'fix problems before the client notices them',
      acceptance: [
        'Each device shows its user, operating system, last check-in and missing security updates.',
        'A device missing critical updates for more than 14 days raises a ticket automatically.',
        'Devices that have not checked in for 30 days are listed for review.',
      ],
      entities: ['device', 'client company'],
      integrations: ['remote monitoring agent'],
      size: 4,
    },
    {
      id: 'starters-leavers',
      title: 'Starter and leaver checklists',
      usedBy: ['business-owners', 'regulated-clients'],
      action: 'ask for a new starter’s laptop and accounts, or a leaver’s access removed, from one form',
      benefit: 'have people working on day one and locked out the day they leave',
      acceptance: [
        'A starter request must give a start date at least 3 working days ahead, a role and the shared folders needed.',
        'A leaver request disables sign-in, forwards email and lists the devices to collect, each ticked off with a time.',
        'The client sees the checklist’s progress until every step is complete.',
      ],
      entities: ['user account', 'device', 'ticket'],
      integrations: ['Microsoft Graph API'],
      size: 3,
    },
    {
      id: 'backup-reports',
      title: 'Monthly backup and security reports',
      usedBy: ['regulated-clients', 'business-owners'],
      action: 'receive a monthly report of backups tested, patches applied and threats blocked',
      benefit: 'answer my insurer’s and auditor’s questions with evidence',
      acceptance: [
        'The report lists each backup job with its last successful run and the last restore test.',
        'Patch compliance is shown as devices up to date out of devices managed.',
        'Reports are sent on the 5th working day of the month and kept for 3 years.',
      ],
      entities: ['backup check', 'device', 'client company'],
      integrations: [],
      size: 2,
    },
    {
      id: 'client-documentation',
      title: 'Client network documentation and password vault',
      usedBy: ['staff'],
      action: 'find a client’s network diagram, suppliers and admin credentials in one place',
      benefit: 'fix a problem at any client without calling the colleague who set it up',
      acceptance: [
        'Credentials are stored encrypted and each view is logged with the technician’s name.',
        'Every client has a page for its internet line, firewall, Wi-Fi, printers and key suppliers.',
        'A page not reviewed for 12 months is flagged to the service lead.',
      ],
      entities: ['client company', 'credential'],
      integrations: [],
      size: 3,
    },
    {
      id: 'per-user-billing',
      title: 'Per-user monthly billing',
      usedBy: ['business-owners', 'owner'],
      action: 'receive one monthly invoice based on the number of users and devices managed',
      benefit: 'budget for IT as a fixed cost that grows with the team',
      acceptance: [
        'The invoice counts active users on the 1st of the month at the agreed price per user.',
        'Project work and hardware appear as separate lines with their own approval reference.',
        'Invoices are synced to the accounting system and paid by direct debit.',
      ],
      entities: ['client company', 'invoice'],
      integrations: ['Xero', 'GoCardless direct debit'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client company', plural: 'client companies' },
      fields: [
        'name:text',
        'users_covered:integer',
        'price_per_user_cents:integer',
        'response_hours:integer',
        'renewal_date:date',
      ],
    },
    {
      name: { singular: 'user account', plural: 'user accounts' },
      fields: [
        'client_company_id:uuid',
        'name:text',
        'email:text',
        'starts_on:date',
        'leaves_on:date',
        'active:boolean',
      ],
    },
    {
      name: { singular: 'device', plural: 'devices' },
      fields: [
        'client_company_id:uuid',
        'user_account_id:uuid',
        'hostname:text',
        'operating_system:text',
        'last_seen_at:timestamp',
        'patches_missing:integer',
      ],
    },
    {
      name: { singular: 'ticket', plural: 'tickets' },
      fields: [
        'client_company_id:uuid',
        'user_account_id:uuid',
        'subject:text',
        'priority:text',
        'technician:text',
        'respond_by:timestamp',
        'status:text',
      ],
    },
    {
      name: { singular: 'backup check', plural: 'backup checks' },
      fields: [
        'client_company_id:uuid',
        'job_name:text',
        'last_success_at:timestamp',
        'restore_tested_on:date',
      ],
    },
    {
      name: { singular: 'credential', plural: 'credentials' },
      fields: [
        'client_company_id:uuid',
        'system_name:text',
        'username:text',
        'secret_encrypted:text',
        'last_viewed_by:text',
      ],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: [
        'client_company_id:uuid',
        'period:text',
        'users_billed:integer',
        'amount_cents:integer',
        'paid_at:timestamp',
      ],
    },
  ],
  compliance: [
    'GDPR data processing agreements with every client whose data technicians can see',
    'Cyber Essentials or SOC 2 for the support company’s own security',
    'encrypted storage and access logs for client credentials',
    'professional indemnity and cyber insurance',
  ],
  complexity: 2,
  vocabulary: ['byte', 'node', 'shield', 'cable', 'server', 'key', 'signal', 'circuit', 'beacon', 'relay'],
  brandMotifs: ['shield', 'server', 'chip'],
};
