import type { Archetype } from '../../archetype';

export const weddingPlanner: Archetype = {
  id: 'wedding-planner',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'wedding planning business', plural: 'wedding planning businesses' },
  description:
    'A wedding planner finding venues and suppliers, keeping the budget and timeline, and coordinating the day itself, sold as full planning, partial planning or on-the-day coordination. Couples want one place for decisions, payments due and the running order.',
  keywords: [
    'wedding planner',
    'wedding planning',
    'weddings',
    'event planner',
    'event planning',
    'venue',
    'suppliers',
    'coordinator',
    'on the day coordination',
    'bride',
    'groom',
    'celebration',
    'destination wedding',
  ],
  segments: [
    {
      id: 'couples',
      role: { singular: 'engaged couple', plural: 'engaged couples' },
      qualifier: 'with full-time jobs',
      jobs: [
        'see what is decided, what is due and what is next',
        'share the guest list and seating plan with the planner',
      ],
      pains: [
        'Decisions and supplier contracts are spread across a hundred emails.',
        'Payment deadlines to suppliers are easy to miss.',
      ],
      persona: {
        firstName: 'Grace',
        profile: 'a consultant marrying in 14 months with 120 guests and little free time',
        goals: ['One checklist for the whole wedding', 'Stay within budget'],
        frustrations: ['Supplier emails at midnight', 'Spreadsheet chaos'],
      },
    },
    {
      id: 'suppliers',
      role: { singular: 'wedding supplier', plural: 'wedding suppliers' },
      qualifier: 'such as florists, caterers and bands',
      jobs: ['get the final timings and venue details', 'know who to call on the day'],
      pains: ['Running orders change and nobody tells the band.', 'Arrival times are passed on by phone.'],
      persona: {
        firstName: 'Josh',
        profile: 'the leader of a wedding band booked for 40 weddings a year',
        goals: ['Final timings a week ahead'],
        frustrations: ['Late changes'],
      },
    },
  ],
  valuePropositions: [
    'Couples see every decision, supplier and payment due date on one planning board, with reminders before each deadline.',
    'The budget tracker compares quotes to the budget line by line, so overspending shows up before it happens.',
    'Suppliers receive the final running order and contacts a week before, and every change after that reaches them automatically.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description: 'Full planning at $4,000-12,000 or about 10-15% of the wedding budget.',
      price: { low: 4000, typical: 6500, high: 12000, per: 'wedding' },
    },
    {
      kind: 'bookings',
      description: 'On-the-day coordination at $900-2,000.',
      price: { low: 900, typical: 1400, high: 2000, per: 'wedding' },
    },
  ],
  costs: [
    { label: 'assistants on wedding days', kind: 'variable', monthly: { low: 200, high: 1500 } },
    { label: 'travel and venue visits', kind: 'variable', monthly: { low: 150, high: 800 } },
    { label: 'insurance and planning software', kind: 'fixed', monthly: { low: 60, high: 200 } },
    { label: 'styled shoots and wedding fairs', kind: 'acquisition', monthly: { low: 200, high: 1000 } },
  ],
  kpis: [
    'weddings booked per year',
    'enquiry-to-booking rate',
    'average planning fee',
    'supplier payments made on time',
    'reviews per wedding',
  ],
  risks: [
    {
      risk: 'A supplier fails days before a wedding.',
      mitigation: 'Keep a vetted backup list per category and contracts with notice terms.',
    },
    {
      risk: 'Too many weddings on the same weekends.',
      mitigation: 'Cap full-planning weddings per month and add coordination-only bookings midweek.',
    },
  ],
  competitors: [
    'venue wedding coordinators',
    'wedding planning apps and checklists',
    'friends and family doing it themselves',
    'other wedding planners',
  ],
  features: [
    {
      id: 'planning-board',
      title: 'Planning board with deadlines',
      usedBy: ['couples'],
      action: 'see every task, decision and deadline for our wedding',
      benefit: 'know what is next without searching email',
      acceptance: [
        'Tasks show an owner and a due date, and overdue tasks are highlighted.',
        'The couple get a weekly summary email of what is due.',
      ],
      entities: ['task', 'wedding'],
      integrations: [],
      size: 3,
    },
    {
      id: 'budget-tracker',
      title: 'Budget tracker',
      usedBy: ['couples'],
      action: 'compare quotes and payments with our budget by category',
      benefit: 'stay within budget',
      acceptance: [
        'Each category shows budget, quoted, paid and remaining.',
        'A quote that takes a category over budget is flagged before it is accepted.',
      ],
      entities: ['budget line', 'supplier booking'],
      integrations: [],
      size: 3,
    },
    {
      id: 'supplier-payments',
      title: 'Supplier payment reminders',
      usedBy: ['couples'],
      action: 'see which supplier payments are due and when',
      benefit: 'never miss a deposit or balance',
      acceptance: [
        'Reminders are sent 7 days before each payment is due.',
        'Marking a payment as paid records the date and amount.',
      ],
      entities: ['supplier booking', 'payment'],
      integrations: [],
      size: 2,
    },
    {
      id: 'guest-list',
      title: 'Guest list, RSVPs and seating plan',
      usedBy: ['couples'],
      action: 'collect RSVPs and meal choices and build the seating plan',
      benefit: 'have one accurate guest list',
      acceptance: [
        'Each guest has an RSVP status and meal choice.',
        'A table cannot seat more guests than its capacity.',
      ],
      entities: ['guest', 'wedding'],
      integrations: [],
      size: 3,
    },
    {
      id: 'running-order',
      title: 'Running order shared with suppliers',
      usedBy: ['suppliers', 'couples'],
      action: 'see the final running order, timings and contacts for the day',
      benefit: 'arrive at the right time and know who to call',
      acceptance: [
        'Suppliers see only their own arrival times and the day’s contacts.',
        'A change to a timing notifies every supplier affected.',
      ],
      entities: ['timeline item', 'supplier booking'],
      integrations: ['email notifications'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'wedding', plural: 'weddings' },
      fields: [
        'couple_names:text',
        'wedding_on:date',
        'venue:text',
        'guest_count:integer',
        'budget_cents:integer',
      ],
    },
    {
      name: { singular: 'task', plural: 'tasks' },
      fields: ['wedding_id:uuid', 'title:text', 'owner:text', 'due_on:date', 'done:boolean'],
    },
    {
      name: { singular: 'budget line', plural: 'budget lines' },
      fields: ['wedding_id:uuid', 'category:text', 'budget_cents:integer'],
    },
    {
      name: { singular: 'supplier booking', plural: 'supplier bookings' },
      fields: [
        'wedding_id:uuid',
        'supplier_name:text',
        'category:text',
        'quote_cents:integer',
        'contact:text',
      ],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['supplier_booking_id:uuid', 'amount_cents:integer', 'due_on:date', 'paid_on:date'],
    },
    {
      name: { singular: 'guest', plural: 'guests' },
      fields: ['wedding_id:uuid', 'name:text', 'rsvp:text', 'meal_choice:text', 'table:text'],
    },
    {
      name: { singular: 'timeline item', plural: 'timeline items' },
      fields: ['wedding_id:uuid', 'starts_at:timestamp', 'description:text', 'supplier_booking_id:uuid'],
    },
  ],
  compliance: ['GDPR for guest data', 'public liability insurance', 'contracts and cancellation terms'],
  complexity: 2,
  vocabulary: ['vow', 'ribbon', 'bloom', 'aisle', 'toast', 'forever', 'promise', 'union'],
  brandMotifs: ['rings', 'heart', 'calendar', 'champagne'],
};
