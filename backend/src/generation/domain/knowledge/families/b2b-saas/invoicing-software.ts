import type { Archetype } from '../../archetype';

export const invoicingSoftware: Archetype = {
  id: 'invoicing-software',
  family: 'b2b-saas',
  industry: 'finance',
  kind: { singular: 'invoicing and bookkeeping app', plural: 'invoicing and bookkeeping apps' },
  description:
    'Software for freelancers and small agencies and studios to send invoices, get paid by card or bank transfer, chase late payers automatically and keep their books ready for the accountant: time and expenses in, tax-ready reports out, by monthly subscription.',
  keywords: [
    'invoice',
    'invoices',
    'invoicing',
    'bookkeeping',
    'accounting software',
    'billing',
    'late payments',
    'payment reminders',
    'expenses',
    'receipts',
    'tax return',
    'self-employed',
    'freelancers',
    'invoicing software',
    'invoicing app',
    'invoicing tool',
    'small agencies',
    'freelance designers',
    'sole traders',
    'spreadsheets',
    'quotes',
    'time tracking',
    'cash flow',
  ],
  segments: [
    {
      id: 'freelancers',
      role: { singular: 'freelancer', plural: 'freelancers' },
      qualifier: 'who bill a handful of clients a month',
      jobs: [
        'send a professional invoice in two minutes',
        'get paid on time without writing awkward reminder emails',
        'hand the accountant a clean year without a weekend of receipts',
      ],
      pains: [
        'Invoices live in a spreadsheet and a folder of PDFs, and nobody knows which ones are paid.',
        'Chasing a client who is 30 days late feels like risking the next project.',
      ],
      persona: {
        firstName: 'Maya',
        profile: 'a freelance brand designer with six regular clients who invoices at the end of each month',
        goals: ['Know at a glance who owes what', 'Be paid within 14 days', 'A tax return without panic'],
        frustrations: [
          'Copying last month’s invoice and forgetting to change the date',
          'Shoeboxes of receipts',
        ],
      },
    },
    {
      id: 'studios',
      role: { singular: 'agency owner', plural: 'agency owners' },
      qualifier: 'who run a studio or agency of two to ten people',
      jobs: ['bill clients for the team’s hours', 'see cash coming in over the next two months'],
      pains: [
        'Billable hours are logged in three places, and some never reach an invoice.',
        'A month of payroll is due before the big client pays.',
      ],
      persona: {
        firstName: 'Daniel',
        profile: 'the owner of a five-person web studio who does the books on Sunday evenings',
        goals: ['Every billable hour invoiced', 'A cash forecast he trusts'],
        frustrations: ['Accounting software built for accountants', 'Reconciling bank lines by hand'],
      },
    },
  ],
  valuePropositions: [
    'An invoice goes out in two minutes from a saved client and rate, with a card and bank-transfer link, so it is paid days sooner.',
    'Polite reminders go out by themselves at 3, 10 and 30 days late, so no one has to write the awkward email.',
    'Receipts photographed on the phone and bank lines matched to invoices leave a year the accountant can file in an hour.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Monthly plans from $12 for a solo freelancer to $39 for an agency or studio with team time tracking, after a 30-day free trial.',
      price: { low: 12, typical: 19, high: 39, per: 'month' },
    },
    {
      kind: 'unit-sales',
      description:
        'A small fee on card payments collected through invoices, about 0.5% on top of the card processor’s.',
      price: { low: 0.5, typical: 1, high: 3, per: 'paid invoice' },
    },
  ],
  costs: [
    { label: 'cloud hosting and bank-feed connections', kind: 'fixed', monthly: { low: 150, high: 900 } },
    { label: 'customer support', kind: 'fixed', monthly: { low: 500, high: 3000 } },
    { label: 'payment processing fees', kind: 'cost-of-goods', shareOfRevenue: 0.04 },
    {
      label: 'content and search ads for the self-employed',
      kind: 'acquisition',
      monthly: { low: 300, high: 3000 },
    },
  ],
  kpis: [
    'Monthly recurring revenue',
    'Trial to paid conversion',
    'Invoices sent per active account',
    'Median days to payment',
    'Monthly churn',
  ],
  risks: [
    {
      risk: 'Large accounting suites bundle free invoicing for small businesses.',
      mitigation:
        'Stay simpler than a suite for one-person businesses, and export cleanly to the accountant’s software.',
    },
    {
      risk: 'A bug sends a wrong amount or a duplicate invoice to a client.',
      mitigation:
        'Preview every invoice before sending, number invoices without gaps, and allow credit notes.',
    },
    {
      risk: 'Tax rules for invoices differ by country.',
      mitigation:
        'Launch in one or two countries with their VAT or sales-tax rules, and add countries one at a time.',
    },
  ],
  competitors: [
    'spreadsheets and word-processor templates',
    'large accounting suites',
    'free invoice generators',
    'the accountant doing it by hand at year end',
  ],
  features: [
    {
      id: 'send-invoice',
      title: 'Invoices in two minutes',
      usedBy: ['freelancers', 'studios'],
      action: 'create an invoice from a saved client, rate and line items and send it by email',
      benefit: 'bill the client the day the work is done',
      acceptance: [
        'Invoice numbers run in sequence without gaps, and a sent invoice cannot be edited, only credited.',
        'The client receives a PDF and a link to pay by card or bank transfer.',
        'Tax is calculated from the client’s country and shown per line and in total.',
      ],
      entities: ['invoice', 'client', 'line item'],
      integrations: ['Stripe Checkout'],
      size: 3,
    },
    {
      id: 'reminders',
      title: 'Automatic payment reminders',
      usedBy: ['freelancers', 'studios'],
      action: 'let reminders go out by themselves when an invoice is overdue',
      benefit: 'get paid without writing the awkward email',
      acceptance: [
        'Reminders are sent 3, 10 and 30 days after the due date unless the invoice is paid or paused.',
        'Each reminder uses the sender’s own wording and can be previewed before it is switched on.',
        'A paid invoice stops its reminders within a minute of the payment.',
      ],
      entities: ['invoice', 'reminder'],
      integrations: ['Postmark'],
      size: 2,
    },
    {
      id: 'receipts',
      title: 'Expenses from receipt photos',
      usedBy: ['freelancers'],
      action: 'photograph a receipt and have its date, amount and tax read in',
      benefit: 'keep expenses without a shoebox',
      acceptance: [
        'A photographed receipt is stored with its date, supplier, amount and tax filled in for checking.',
        'Each expense has a category the accountant’s export understands.',
        'The original image stays attached to the expense for seven years.',
      ],
      entities: ['expense', 'receipt'],
      integrations: ['Google Cloud Vision'],
      size: 3,
    },
    {
      id: 'bank-matching',
      title: 'Bank feed matched to invoices',
      usedBy: ['freelancers', 'studios'],
      action: 'connect the business bank account and match payments to invoices',
      benefit: 'see what is paid without checking the bank app',
      acceptance: [
        'A bank line with the invoice amount and number is matched to that invoice and marks it paid.',
        'Unmatched lines are listed for a one-click match or a new expense.',
        'The bank connection is read-only and can be removed at any time.',
      ],
      entities: ['bank transaction', 'invoice'],
      integrations: ['Plaid'],
      size: 4,
    },
    {
      id: 'time-tracking',
      title: 'Billable time to invoice',
      usedBy: ['studios', 'freelancers'],
      action: 'log hours per client and project and turn them into invoice lines',
      benefit: 'invoice every billable hour',
      acceptance: [
        'Unbilled hours per client are shown with their value at the agreed rate.',
        'Creating an invoice from hours marks those hours as billed.',
        'Each team member sees only their own hours unless they are an owner.',
      ],
      entities: ['time entry', 'client', 'invoice'],
      integrations: [],
      size: 3,
    },
    {
      id: 'accountant-export',
      title: 'Year-end export for the accountant',
      usedBy: ['freelancers', 'studios'],
      action: 'export the year’s invoices, expenses and tax totals',
      benefit: 'hand over the books in one file',
      acceptance: [
        'The export lists income and expenses by category with tax totals for the chosen period.',
        'It downloads as CSV and as a PDF summary.',
        'The accountant can be invited with read-only access.',
      ],
      entities: ['invoice', 'expense'],
      integrations: ['Xero or QuickBooks CSV formats'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['name:string', 'email:string', 'country:string', 'tax_id:string'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: [
        'client_id:uuid',
        'number:string',
        'issued_on:date',
        'due_on:date',
        'total_cents:integer',
        'status:enum',
      ],
    },
    {
      name: { singular: 'line item', plural: 'line items' },
      fields: [
        'invoice_id:uuid',
        'description:string',
        'quantity:decimal',
        'unit_price_cents:integer',
        'tax_rate:decimal',
      ],
    },
    {
      name: { singular: 'reminder', plural: 'reminders' },
      fields: ['invoice_id:uuid', 'send_on:date', 'sent_at:timestamp'],
    },
    {
      name: { singular: 'expense', plural: 'expenses' },
      fields: [
        'supplier:string',
        'spent_on:date',
        'amount_cents:integer',
        'tax_cents:integer',
        'category:string',
      ],
    },
    { name: { singular: 'receipt', plural: 'receipts' }, fields: ['expense_id:uuid', 'image_url:string'] },
    {
      name: { singular: 'bank transaction', plural: 'bank transactions' },
      fields: ['booked_on:date', 'amount_cents:integer', 'reference:string', 'invoice_id:uuid'],
    },
    {
      name: { singular: 'time entry', plural: 'time entries' },
      fields: ['client_id:uuid', 'worked_on:date', 'minutes:integer', 'billed:boolean'],
    },
  ],
  compliance: ['VAT or sales-tax invoice rules', 'GDPR', 'PCI DSS (through the card provider)'],
  complexity: 3,
  vocabulary: ['ledger', 'tally', 'coin', 'paid', 'clear', 'count', 'sum', 'note', 'slip', 'bill'],
  brandMotifs: ['receipt', 'coins', 'file-text', 'wallet'],
};
