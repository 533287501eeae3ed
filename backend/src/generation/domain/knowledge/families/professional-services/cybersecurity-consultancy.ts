import type { Archetype } from '../../archetype';

/**
 * A small cybersecurity firm that audits other businesses: security assessments against a
 * standard, penetration tests, phishing tests and the evidence a client needs for a certification
 * or a customer's security questionnaire. Not the IT support company that runs the client's
 * laptops, and not software: its work is sold by the engagement and by the year.
 */
export const cybersecurityConsultancy: Archetype = {
  id: 'cybersecurity-consultancy',
  family: 'professional-services',
  industry: 'consulting',
  kind: { singular: 'cybersecurity consultancy', plural: 'cybersecurity consultancies' },
  description:
    'A cybersecurity consultancy of two to ten testers and consultants that audits small and mid-sized companies: a security assessment against a standard such as Cyber Essentials, ISO 27001 or SOC 2, penetration tests of websites, apps and networks, phishing simulations and staff training. Clients buy a fixed-price audit with a report and a remediation plan, then a yearly retainer for retesting, policies and help with customers’ security questionnaires.',
  keywords: [
    'cybersecurity',
    'cyber security',
    'cybersecurity audit',
    'cybersecurity audits',
    'security audit',
    'security audits',
    'security assessment',
    'penetration testing',
    'penetration test',
    'pen testing',
    'pentest',
    'ethical hacking',
    'vulnerability assessment',
    'phishing simulation',
    'cyber essentials',
    'iso 27001',
    'soc 2',
    'security consultancy',
    'security consulting',
    'infosec',
  ],
  segments: [
    {
      id: 'companies',
      role: { singular: 'managing director', plural: 'managing directors' },
      qualifier: 'running a company of 10 to 200 staff',
      jobs: [
        'find out where the company is exposed before an attacker or a customer does',
        'pass the certification a big customer or an insurer asks for',
        'answer customers’ security questionnaires without guessing',
      ],
      pains: [
        'A large customer’s security questionnaire arrives with 200 questions and nobody knows the answers.',
        'The cyber insurer asks for controls the company cannot show it has.',
      ],
      persona: {
        firstName: 'Caroline',
        profile:
          'the managing director of a 60-person logistics software company whose biggest customer now asks for ISO 27001',
        goals: ['Certification within nine months', 'A clear list of what to fix first'],
        frustrations: [
          'Audit reports of 90 pages no one can act on',
          'Consultants who speak only in acronyms',
        ],
      },
    },
    {
      id: 'it-leads',
      role: { singular: 'IT manager', plural: 'IT managers' },
      qualifier: 'who look after security alone',
      jobs: [
        'get a penetration test of the website and network with findings ranked by risk',
        'retest the fixes and show the board the risk going down',
      ],
      pains: [
        'Security is one of twenty jobs and there is no time to test anything.',
        'Scanners produce hundreds of findings with no sense of which matter.',
      ],
      persona: {
        firstName: 'Ravi',
        profile: 'the only IT manager at a 120-person accountancy firm, who also runs the helpdesk',
        goals: ['Findings he can fix in priority order', 'Evidence ready for the insurer'],
        frustrations: ['Reports that arrive weeks after the test'],
      },
    },
  ],
  valuePropositions: [
    'A fixed-price audit ends with a report the managing director can read in ten minutes and a remediation plan ranked by risk, not 90 pages of scanner output.',
    'Penetration test findings appear in the client portal as they are confirmed, each with its severity, evidence and how to fix it, and every fix is retested free within 60 days.',
    'Certification work is planned backwards from the customer’s or insurer’s deadline, with policies, evidence and the auditor’s visit in one tracker.',
    'Answers to customers’ security questionnaires are kept in a library the client reuses, so the next 200-question form takes an afternoon.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Fixed-price audits and penetration tests at $4,000-20,000 each, by the number of systems and days of testing.',
      price: { low: 4000, typical: 9000, high: 20000, per: 'engagement' },
      cadence: { purchasesPerMonth: 0.1, monthlyChurn: 4 },
    },
    {
      kind: 'retainer',
      description:
        'Yearly security retainers at $1,000-4,000 a month: quarterly retests, phishing simulations, policy updates and help with questionnaires.',
      price: { low: 1000, typical: 2000, high: 4000, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2 },
    },
  ],
  costs: [
    { label: 'consultants’ and testers’ salaries', kind: 'fixed', monthly: { low: 8000, high: 45000 } },
    {
      label: 'testing tools and scanner licences',
      kind: 'fixed',
      monthly: { low: 300, high: 2500 },
    },
    {
      label: 'professional indemnity and cyber insurance',
      kind: 'fixed',
      monthly: { low: 200, high: 1200 },
    },
    {
      label: 'certifications and training for the team (OSCP, CREST, CISSP)',
      kind: 'fixed',
      monthly: { low: 300, high: 1500 },
    },
    {
      label:
        'partnerships with IT support firms, accountants and insurers, and talks at local business events',
      kind: 'acquisition',
      monthly: { low: 300, high: 2500 },
    },
  ],
  kpis: [
    'audits and tests delivered each month',
    'audit clients who move to a retainer',
    'critical findings fixed within 30 days',
    'billable days per consultant',
    'clients certified by their deadline',
  ],
  risks: [
    {
      risk: 'A test takes a client’s live system down, or goes beyond what was agreed.',
      mitigation:
        'Sign a scope and rules of engagement for every test, test risky systems out of hours with a named contact on call, and carry professional indemnity insurance.',
    },
    {
      risk: 'Client findings and credentials leak from the consultancy itself.',
      mitigation:
        'Keep findings only in the encrypted client portal, never in email, delete test data after the retest, and hold the certification the firm audits others against.',
    },
    {
      risk: 'Revenue depends on one-off audits and stops when the pipeline does.',
      mitigation:
        'Offer every audit client a yearly retainer for retests, phishing tests and questionnaires.',
    },
  ],
  competitors: [
    'large audit and consulting firms with security practices',
    'automated vulnerability scanners sold by subscription',
    'IT support companies that add security on the side',
    'compliance automation platforms',
  ],
  features: [
    {
      id: 'scoping',
      title: 'Audit scoping and fixed-price proposal',
      usedBy: ['companies', 'owner'],
      action: 'describe our systems and the standard we need, and accept a fixed price and dates online',
      benefit: 'know the cost and the timetable before the work starts',
      acceptance: [
        'The scoping form asks for the number of staff, sites, cloud accounts, websites and apps in scope.',
        'The proposal shows the price, the testing days, the rules of engagement and the report date.',
        'Accepting the proposal records who signed and when, and books the testing window.',
      ],
      entities: ['engagement', 'client company'],
      integrations: ['DocuSign', 'Stripe'],
      size: 3,
    },
    {
      id: 'findings',
      title: 'Findings portal ranked by risk',
      usedBy: ['it-leads', 'companies', 'staff'],
      action: 'see each finding with its severity, evidence and how to fix it as soon as it is confirmed',
      benefit: 'start fixing the worst problems before the report arrives',
      acceptance: [
        'Each finding has a severity (critical, high, medium, low), the affected system, evidence and a fix.',
        'Critical findings are sent to the client’s named contact within an hour of being confirmed.',
        'Findings are visible only to the client’s named users, with two-factor sign-in.',
      ],
      entities: ['finding', 'engagement'],
      integrations: ['Postmark'],
      size: 3,
    },
    {
      id: 'retest',
      title: 'Remediation tracking and free retest',
      usedBy: ['it-leads', 'staff'],
      action: 'mark a finding as fixed and ask for it to be retested',
      benefit: 'show the board and the insurer the risk going down',
      acceptance: [
        'A finding marked fixed goes to the tester’s retest list.',
        'Retests within 60 days of the report are free, and the report is reissued with each finding’s status.',
      ],
      entities: ['finding', 'retest'],
      integrations: [],
      size: 2,
    },
    {
      id: 'executive-report',
      title: 'Board summary and full report',
      usedBy: ['companies', 'staff'],
      action: 'read a one-page summary of our risk and download the full technical report',
      benefit: 'explain the company’s security to the board, a customer or an insurer',
      acceptance: [
        'The summary shows the overall rating, the five highest risks and the plan to fix them.',
        'The full report lists every finding with evidence and is downloadable as a PDF with a version number.',
      ],
      entities: ['report', 'engagement'],
      integrations: [],
      size: 2,
    },
    {
      id: 'certification',
      title: 'Certification tracker',
      usedBy: ['companies', 'staff'],
      action: 'see every control our standard needs, the evidence for each and the date of the audit',
      benefit: 'be certified before the customer’s or insurer’s deadline',
      acceptance: [
        'Each control of the chosen standard shows its owner, status and evidence files.',
        'Controls without evidence 30 days before the auditor’s visit are flagged to the owner.',
      ],
      entities: ['control', 'client company'],
      integrations: ['Google Drive'],
      size: 3,
    },
    {
      id: 'questionnaires',
      title: 'Security questionnaire answer library',
      usedBy: ['companies', 'it-leads'],
      action: 'answer a customer’s security questionnaire from approved answers we have given before',
      benefit: 'return a 200-question form in an afternoon',
      acceptance: [
        'Approved answers are searchable by topic and standard, with the date last reviewed.',
        'A new questionnaire is pre-filled from the library and the gaps are sent to the consultant.',
      ],
      entities: ['questionnaire answer', 'client company'],
      integrations: [],
      size: 2,
    },
    {
      id: 'phishing',
      title: 'Phishing simulations and staff training',
      usedBy: ['companies', 'staff'],
      action: 'run a phishing test on our staff and see who clicked and who reported it',
      benefit: 'train the people most likely to let an attacker in',
      acceptance: [
        'Each simulation reports the share of staff who opened, clicked and reported the email.',
        'Staff who clicked are sent a ten-minute training module, and completion is tracked.',
      ],
      entities: ['simulation', 'client company'],
      integrations: ['Microsoft 365', 'Google Workspace'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client company', plural: 'client companies' },
      fields: ['name:text', 'staff_count:integer', 'standard:text', 'deadline:date', 'contact_email:text'],
    },
    {
      name: { singular: 'engagement', plural: 'engagements' },
      fields: [
        'client_company_id:uuid',
        'kind:text',
        'scope:text',
        'price_cents:integer',
        'starts_on:date',
        'report_due_on:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'finding', plural: 'findings' },
      fields: [
        'engagement_id:uuid',
        'title:text',
        'severity:text',
        'system:text',
        'evidence:text',
        'fix:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'retest', plural: 'retests' },
      fields: ['finding_id:uuid', 'tested_on:date', 'result:text'],
    },
    {
      name: { singular: 'report', plural: 'reports' },
      fields: ['engagement_id:uuid', 'version:integer', 'rating:text', 'file_url:text', 'issued_on:date'],
    },
    {
      name: { singular: 'control', plural: 'controls' },
      fields: [
        'client_company_id:uuid',
        'standard:text',
        'reference:text',
        'owner:text',
        'status:text',
        'evidence_urls:text[]',
      ],
    },
    {
      name: { singular: 'questionnaire answer', plural: 'questionnaire answers' },
      fields: ['client_company_id:uuid', 'topic:text', 'question:text', 'answer:text', 'reviewed_on:date'],
    },
    {
      name: { singular: 'simulation', plural: 'simulations' },
      fields: [
        'client_company_id:uuid',
        'sent_on:date',
        'recipients:integer',
        'clicked:integer',
        'reported:integer',
      ],
    },
  ],
  compliance: [
    'signed scope and rules of engagement for every test (computer misuse law)',
    'GDPR and confidentiality for client findings',
    'CREST or equivalent accreditation for testers',
    'professional indemnity insurance',
  ],
  complexity: 2,
  vocabulary: ['shield', 'lock', 'key', 'sentinel', 'bastion', 'vault', 'beacon', 'watch', 'gate', 'signal'],
  brandMotifs: ['shield', 'lock', 'key', 'eye'],
  personality: ['Trustworthy', 'Expert', 'Clear', 'Calm', 'Vigilant'],
};
