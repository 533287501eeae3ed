import type { Archetype } from '../../archetype';

export const dayNursery: Archetype = {
  id: 'day-nursery',
  family: 'education',
  industry: 'education',
  kind: { singular: 'day nursery', plural: 'day nurseries' },
  description:
    'A small independent day nursery or childcare centre for children from a few months old to school age, open about ten hours a day on weekdays, with key workers, set staff-to-child ratios, meals, naps and play-based early learning. Waiting lists, fixed weekly sessions, government-funded hours and daily updates to parents make up the work.',
  keywords: [
    'day nursery',
    'nursery',
    'childcare',
    'child care',
    'daycare',
    'day care',
    'childcare centre',
    'preschool',
    'pre-school',
    'kindergarten',
    'early years',
    'toddlers',
    'babies',
    'under fives',
    'nursery school',
    'key worker',
    'early learning',
    'children aged',
  ],
  segments: [
    {
      id: 'working-parents',
      role: { singular: 'working parent', plural: 'working parents' },
      qualifier: 'who need childcare three to five days a week',
      jobs: [
        'secure a place from the month work starts again',
        'see how the child’s day went: meals, naps and nappies',
        'book an extra day when shifts change',
      ],
      pains: [
        'Waiting lists run to a year, and nurseries never say how far up the list a child is.',
        'The only news of the day is a rushed chat at pick-up.',
      ],
      persona: {
        firstName: 'Sophie',
        profile: 'a solicitor returning to work four days a week when her son turns eleven months',
        goals: ['A confirmed place from September', 'A photo and a note of his day while she is at work'],
        frustrations: ['Not knowing if he napped', 'Invoices that do not show the funded hours'],
      },
    },
    {
      id: 'funded-families',
      role: { singular: 'parent of a toddler', plural: 'parents of toddlers' },
      qualifier: 'using government-funded childcare hours',
      jobs: [
        'use the funded hours and pay only for the extra',
        'understand what the invoice is charging for',
      ],
      pains: [
        'Funded hours and paid hours are mixed on one invoice nobody can follow.',
        'Changing sessions means a form and a wait of several weeks.',
      ],
      persona: {
        firstName: 'Jamal',
        profile: 'a warehouse supervisor on rotating shifts whose three-year-old daughter uses funded hours',
        goals: ['An invoice that shows funded and paid hours apart', 'Swap a session when his rota changes'],
        frustrations: ['Paying for hours he thought were free'],
      },
    },
  ],
  valuePropositions: [
    'Parents join the waiting list online, see the start month they are offered and accept a place with a deposit.',
    'Key workers log meals, naps, nappies and a photo on a tablet, and parents see their child’s day as it happens.',
    'Invoices show funded hours and paid hours apart, so parents know exactly what they are paying for.',
    'Managers see the ratio of staff to children for each room, every hour, before it is breached.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Monthly fees of $1,000-2,000 for a full-time place, depending on the child’s age and the area, with part-time places pro rata.',
      price: { low: 800, typical: 1300, high: 2000, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
    },
    {
      kind: 'bookings',
      description: 'Extra days and sessions at $60-110 a day when a place is free.',
      price: { low: 60, typical: 80, high: 110, per: 'day' },
    },
    {
      kind: 'bookings',
      description:
        'Government-funded hours and childcare subsidies paid to the nursery at a set hourly rate, often below the cost of the place.',
      price: { low: 5, typical: 7, high: 10, per: 'funded hour' },
    },
    {
      kind: 'unit-sales',
      description: 'Registration fees of $50-150 and a refundable deposit of one month’s fees.',
      price: { low: 50, typical: 100, high: 150, per: 'registration' },
    },
  ],
  costs: [
    {
      label: 'qualified staff wages to keep the ratios',
      kind: 'fixed',
      monthly: { low: 20000, high: 50000 },
    },
    { label: 'rent for premises with outdoor space', kind: 'fixed', monthly: { low: 3000, high: 9000 } },
    { label: 'food, nappies and play materials', kind: 'variable', monthly: { low: 1500, high: 4000 } },
    { label: 'utilities, cleaning and maintenance', kind: 'variable', monthly: { low: 800, high: 2500 } },
    {
      label: 'insurance, registration and inspection fees',
      kind: 'fixed',
      monthly: { low: 300, high: 1000 },
    },
    { label: 'childcare management software', kind: 'fixed', monthly: { low: 150, high: 500 } },
    { label: 'staff training and background checks', kind: 'variable', monthly: { low: 200, high: 800 } },
    { label: 'local parent groups and open days', kind: 'acquisition', monthly: { low: 100, high: 500 } },
  ],
  kpis: [
    'occupancy by room',
    'waiting list length by start month',
    'staff-to-child ratio met every hour',
    'staff turnover',
    'fees collected on time',
    'parents reading the daily diary',
  ],
  risks: [
    {
      risk: 'A room falls below the legal staff-to-child ratio when someone is off sick.',
      mitigation:
        'Check ratios from the sign-in register every hour, keep bank staff on call, and never accept an extra session a room cannot staff.',
    },
    {
      risk: 'A child is collected by someone who is not authorised to collect them.',
      mitigation:
        'Keep a list of authorised collectors with photos and a password for each child, checked at every pick-up.',
    },
    {
      risk: 'Funded-hour rates do not cover the cost of a place and the margin disappears.',
      mitigation:
        'Charge transparently for meals and extra hours, and keep a mix of funded and fee-paying places.',
    },
    {
      risk: 'Good staff leave for better-paid jobs and families follow their key worker out.',
      mitigation:
        'Pay for training and qualifications, and plan rotas so each key worker keeps their children.',
    },
  ],
  competitors: [
    'nursery chains',
    'childminders working from home',
    'preschools attached to primary schools',
    'nannies and au pairs',
  ],
  features: [
    {
      id: 'waiting-list',
      title: 'Online waiting list and place offers',
      usedBy: ['working-parents'],
      action: 'join the waiting list with my child’s start date and days, and accept a place when offered',
      benefit: 'plan my return to work around a confirmed start date',
      acceptance: [
        'Parents see their position for the start month and days they asked for, updated when places change.',
        'An offered place is held for seven days and confirmed only when the deposit is paid.',
        'The manager sees demand by room and start month before deciding how many places to offer.',
      ],
      entities: ['child', 'waiting list entry', 'room'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'daily-diary',
      title: 'Daily diary for parents',
      usedBy: ['working-parents', 'funded-families'],
      action: 'see my child’s meals, naps, nappy changes, activities and photos during the day',
      benefit: 'know how my child’s day is going while I am at work',
      acceptance: [
        'Key workers log an entry in two taps on a tablet, and parents see it within a minute.',
        'Photos show only children whose parents gave photo consent; others are blurred or cannot be tagged.',
        'Accidents and incidents are recorded with the time and the staff member, and parents sign to acknowledge them at pick-up.',
      ],
      entities: ['diary entry', 'child'],
      integrations: ['push notifications'],
      size: 4,
    },
    {
      id: 'sign-in-ratios',
      title: 'Sign-in register and live ratios',
      usedBy: ['staff', 'owner'],
      action: 'sign children and staff in and out of each room and see the ratio live',
      benefit: 'keep every room within the legal ratio',
      acceptance: [
        'Each room shows children present, staff present and the required ratio for the children’s ages.',
        'When a sign-out would take a room below ratio, the manager is alerted before it is confirmed.',
        'The day’s register can be printed for a fire drill with every child and adult present.',
      ],
      entities: ['attendance', 'child', 'room'],
      integrations: [],
      size: 3,
    },
    {
      id: 'authorised-collection',
      title: 'Authorised collectors',
      usedBy: ['working-parents'],
      action: 'name who may collect my child, with a photo and a password',
      benefit: 'be sure my child only leaves with someone I trust',
      acceptance: [
        'A child cannot be signed out to a person who is not on their authorised list.',
        'A parent can add a one-off collector for a single day, which expires at midnight.',
        'Every pick-up records who collected the child and the time.',
      ],
      entities: ['child', 'authorised collector', 'attendance'],
      integrations: [],
      size: 2,
    },
    {
      id: 'funded-invoicing',
      title: 'Invoices with funded hours shown apart',
      usedBy: ['funded-families'],
      action: 'receive a monthly invoice that separates funded hours, paid hours, meals and extras',
      benefit: 'pay only for what is not covered',
      acceptance: [
        'Each invoice lists funded hours at zero cost and paid hours at the session rate, on separate lines.',
        'Fees are collected by direct debit on the 1st, and failed payments are flagged to the manager.',
        'Parents can download a year’s statement of fees paid for tax-free childcare or employer schemes.',
      ],
      entities: ['invoice', 'child', 'session booking'],
      integrations: ['GoCardless'],
      size: 3,
    },
    {
      id: 'session-changes',
      title: 'Extra days and session changes',
      usedBy: ['working-parents', 'funded-families'],
      action: 'book an extra day or ask to change my regular sessions',
      benefit: 'fit childcare around changing shifts',
      acceptance: [
        'Extra days are offered only in rooms with space within ratio on that day.',
        'Permanent changes are requested with a start date at least four weeks ahead and approved by the manager.',
        'An extra day is confirmed to the parent as soon as it is booked and added to the next invoice.',
      ],
      entities: ['session booking', 'room'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'child', plural: 'children' },
      fields: [
        'first_name:text',
        'last_name:text',
        'born_on:date',
        'room_id:uuid',
        'key_worker:text',
        'allergies:text[]',
        'photo_consent:boolean',
      ],
    },
    {
      name: { singular: 'room', plural: 'rooms' },
      fields: [
        'name:text',
        'age_from_months:integer',
        'age_to_months:integer',
        'capacity:integer',
        'ratio:text',
      ],
    },
    {
      name: { singular: 'waiting list entry', plural: 'waiting list entries' },
      fields: ['child_id:uuid', 'wanted_from:date', 'days:text[]', 'status:text', 'offered_at:timestamp'],
    },
    {
      name: { singular: 'diary entry', plural: 'diary entries' },
      fields: [
        'child_id:uuid',
        'kind:text',
        'note:text',
        'photo_url:text',
        'logged_by:text',
        'logged_at:timestamp',
      ],
    },
    {
      name: { singular: 'attendance', plural: 'attendances' },
      fields: [
        'child_id:uuid',
        'room_id:uuid',
        'signed_in_at:timestamp',
        'signed_out_at:timestamp',
        'collected_by:text',
      ],
    },
    {
      name: { singular: 'authorised collector', plural: 'authorised collectors' },
      fields: [
        'child_id:uuid',
        'name:text',
        'relationship:text',
        'password_hash:text',
        'expires_at:timestamp',
      ],
    },
    {
      name: { singular: 'session booking', plural: 'session bookings' },
      fields: ['child_id:uuid', 'day:date', 'hours:numeric', 'funded_hours:numeric', 'status:text'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: [
        'child_id:uuid',
        'month:date',
        'paid_hours:numeric',
        'funded_hours:numeric',
        'total_cents:integer',
      ],
    },
  ],
  compliance: [
    'childcare registration and inspection (Ofsted in England, state licensing in the US)',
    'staff-to-child ratios and qualification rules',
    'background checks for every adult working with children',
    'safeguarding and child protection policy',
    'food hygiene and allergen records',
    'GDPR for children’s data and photo consent',
  ],
  complexity: 2,
  vocabulary: ['acorn', 'nest', 'sprout', 'bloom', 'cub', 'meadow', 'sunbeam', 'puddle', 'giggle', 'cradle'],
  brandMotifs: ['baby', 'blocks', 'toy-brick', 'sun'],
};
