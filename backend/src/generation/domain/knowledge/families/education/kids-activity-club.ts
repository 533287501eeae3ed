import type { Archetype } from '../../archetype';

export const kidsActivityClub: Archetype = {
  id: 'kids-activity-club',
  family: 'education',
  industry: 'education',
  kind: { singular: 'kids’ activity club', plural: 'kids’ activity clubs' },
  description:
    'A children’s activity club run after school, at weekends and in the holidays, in school halls and community centres: drama, chess, gymnastics, football, art, science or multi-sports for primary school children aged 4 to 12, taught in small groups by age by checked coaches. Parents book by the term or the holiday day, children work towards a show, a tournament or badges, and some clubs run on a school site for the school.',
  keywords: [
    'kids club',
    'kids clubs',
    'kids’ club',
    'club for kids',
    'clubs for kids',
    'children’s club',
    'activity club',
    'after-school club',
    'after-school clubs',
    'after school club',
    'holiday club',
    'holiday clubs',
    'holiday camp',
    'drama club',
    'drama',
    'theatre school',
    'stage school',
    'acting classes',
    'chess club',
    'chess',
    'gymnastics',
    'gymnastics club',
    'tumbling',
    'art club',
    'science club',
    'multi-sports',
    'football coaching',
    'kids football',
    'football for kids',
    'football sessions',
    'soccer for kids',
    'kids soccer',
    'kids activities',
    'children’s activities',
    'weekend club',
    'primary school children',
  ],
  segments: [
    {
      id: 'parents',
      role: { singular: 'parent', plural: 'parents' },
      qualifier: 'of primary-age children',
      jobs: [
        'find a weekly club my child enjoys at a time that fits the school run',
        'book holiday club days around work',
        'know who collects, what to bring and when the show or tournament is',
      ],
      pains: [
        'Clubs are advertised on flyers and Facebook posts, with no way to see which have places.',
        'Holiday childcare is booked day by day over texts and bank transfers.',
      ],
      persona: {
        firstName: 'Rachel',
        profile:
          'a part-time accountant whose eight- and six-year-olds each want a club of their own after school',
        goals: ['Two clubs on the same afternoon', 'Holiday days booked and paid in one go'],
        frustrations: ['Forms on paper every term', 'Hearing about the end-of-term show a week before'],
      },
    },
    {
      id: 'schools',
      role: { singular: 'school business manager', plural: 'school business managers' },
      qualifier: 'who arrange clubs on the school site',
      jobs: [
        'offer after-school clubs without the school running them',
        'know that every coach on site is checked and insured',
      ],
      pains: [
        'Club providers arrive without up-to-date checks on file.',
        'Parents ring the school office to ask about clubs the school does not run.',
      ],
      persona: {
        firstName: 'Andrew',
        profile: 'the business manager of a 400-pupil primary school that wants five clubs a week',
        goals: ['Clubs every weekday until 5 pm', 'Safeguarding documents for every provider'],
        frustrations: ['Chasing certificates before an inspection'],
      },
    },
  ],
  valuePropositions: [
    'Parents see every club by age, day and venue with the places left, book a free taster and pay for the term online.',
    'Holiday club days are booked and paid in one go, by card or with tax-free childcare and vouchers, around the parents’ working week.',
    'Children work towards a term-end show, tournament or badge, with parents told the dates at the start of term.',
    'Every coach is checked, first-aid trained and named on the club page, and children are signed out only to the adults the parent has named.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Weekly clubs at $10-18 a session, paid by the term at $100-200, with a discount for a second child.',
      price: { low: 100, typical: 150, high: 200, per: 'term' },
      cadence: { purchasesPerMonth: 0.33, monthlyChurn: 5 },
    },
    {
      kind: 'bookings',
      description:
        'Holiday clubs at $30-50 a day, 9 am to 3 pm with early drop-off, booked by the day or the week.',
      price: { low: 30, typical: 40, high: 50, per: 'day' },
      cadence: { purchasesPerMonth: 0.5, monthlyChurn: 15 },
    },
    {
      kind: 'unit-sales',
      description: 'Show tickets, tournament entries and kit at $5-40.',
      price: { low: 5, typical: 12, high: 40, per: 'ticket or entry' },
    },
  ],
  costs: [
    { label: 'coaches’ pay', kind: 'variable', monthly: { low: 1500, high: 8000 } },
    { label: 'hall and school room hire', kind: 'fixed', monthly: { low: 400, high: 2500 } },
    {
      // Not 'mats, chess sets, costumes and craft materials': a drama club buys no chess sets.
      label: 'equipment and materials for each club',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.06,
    },
    {
      label: 'background checks, first-aid training and insurance',
      kind: 'fixed',
      monthly: { low: 100, high: 400 },
    },
    {
      label: 'flyers in school bags, taster sessions and parents’ groups online',
      kind: 'acquisition',
      monthly: { low: 100, high: 800 },
    },
  ],
  kpis: [
    'children enrolled this term',
    'places filled in each club',
    'taster sessions that become a term booking',
    'children who rebook the next term',
    'holiday club days sold',
  ],
  risks: [
    {
      risk: 'A child is hurt, or is collected by someone the parent did not name.',
      mitigation:
        'Keep ratios of one coach to eight children or fewer, a first-aider at every session, a signed-out register and a list of named adults for each child.',
    },
    {
      risk: 'A school ends the arrangement or a hall is lost, taking a whole afternoon’s clubs with it.',
      mitigation:
        'Run clubs at several schools and at least one community venue, and sign a year’s agreement with each school.',
    },
    {
      risk: 'A coach leaves mid-term and a club has no one to run it.',
      mitigation:
        'Train a second coach for each activity, and keep session plans that another coach can pick up.',
    },
  ],
  competitors: [
    'clubs run by teachers at the school',
    'national franchises of children’s classes',
    'council leisure centre courses',
    'childminders and grandparents after school',
  ],
  features: [
    {
      id: 'club-booking',
      title: 'Club timetable and term booking',
      usedBy: ['parents'],
      action: 'find a club by my child’s age, day and venue, see the places left and book the term',
      benefit: 'sign up in a few minutes without forms or bank transfers',
      acceptance: [
        'Each club shows its age range, day, time, venue, coach and places left.',
        'A full club offers a waiting list, and a freed place goes to the first on it.',
        'A second child from the same family gets the sibling discount automatically.',
      ],
      entities: ['club', 'enrolment', 'child', 'family'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'tasters',
      title: 'Free taster sessions',
      usedBy: ['parents'],
      action: 'book a free taster session before paying for a term',
      benefit: 'find out whether my child enjoys the club first',
      acceptance: [
        'A child can book one free taster for each club.',
        'After the taster the parent gets a link to book the rest of the term at a pro-rata price.',
      ],
      entities: ['enrolment', 'child'],
      integrations: ['Postmark'],
      size: 2,
    },
    {
      id: 'holiday-clubs',
      title: 'Holiday club day booking',
      usedBy: ['parents'],
      action: 'book holiday club days or a whole week and pay with card or childcare vouchers',
      benefit: 'cover the school holidays around work',
      acceptance: [
        'Days can be booked singly or as a week at a lower price.',
        'Tax-free childcare and voucher payments are accepted, with the provider reference on each booking.',
        'Early drop-off is added per day with its own price.',
      ],
      entities: ['holiday booking', 'child', 'family'],
      integrations: ['Stripe', 'Childcare Choices'],
      size: 3,
    },
    {
      id: 'registers',
      title: 'Registers and safe collection',
      usedBy: ['staff', 'owner', 'parents'],
      action: 'take the register on a tablet and sign each child out to a named adult',
      benefit: 'know every child is safe and collected by the right person',
      acceptance: [
        'The register shows each child’s medical notes, allergies and the adults allowed to collect them.',
        'A child can only be signed out to an adult on their list, with the time recorded.',
        'A child not collected 15 minutes after the end alerts the club manager.',
      ],
      entities: ['attendance record', 'child'],
      integrations: [],
      size: 3,
    },
    {
      id: 'forms',
      title: 'Medical and consent forms online',
      usedBy: ['parents', 'staff'],
      action: 'fill in my child’s medical details, photo consent and collection list once, online',
      benefit: 'stop filling in the same paper form every term',
      acceptance: [
        'A child cannot be enrolled until the medical and consent form is complete.',
        'Parents are asked to confirm the details at the start of each term.',
      ],
      entities: ['child', 'family'],
      integrations: [],
      size: 2,
    },
    {
      id: 'showcases',
      title: 'Shows, tournaments and badges',
      usedBy: ['parents', 'staff'],
      action: 'see the dates of the term’s show or tournament and my child’s badges and progress',
      benefit: 'plan around the big day and see what my child has learned',
      acceptance: [
        'Show and tournament dates are published at the start of term, with ticket sales opening online.',
        'Coaches record badges and levels, and parents see them in their account.',
      ],
      entities: ['event', 'progress record', 'child'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'school-partners',
      title: 'Host partner pages and documents',
      usedBy: ['schools', 'owner'],
      // Not 'every coach’s checks': 'Football coaching for kids' would lead with the host's page.
      action:
        'see the clubs held on site, their registers and the checks and insurance of everyone who teaches them',
      benefit: 'offer clubs to families without running them or chasing paperwork',
      acceptance: [
        'Each school sees only the clubs on its site, with numbers enrolled each week.',
        'Coaches’ background checks, first-aid certificates and the insurance certificate are shown with their expiry dates.',
      ],
      entities: ['club', 'coach'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'family', plural: 'families' },
      fields: ['parent_name:text', 'email:text', 'phone:text', 'collectors:text[]'],
    },
    {
      name: { singular: 'child', plural: 'children' },
      fields: [
        'family_id:uuid',
        'first_name:text',
        'birth_date:date',
        'medical_notes:text',
        'photo_consent:boolean',
      ],
    },
    {
      name: { singular: 'club', plural: 'clubs' },
      fields: [
        'activity:text',
        'venue:text',
        'weekday:integer',
        'starts_at:time',
        'min_age:integer',
        'max_age:integer',
        'places:integer',
        'coach_id:uuid',
      ],
    },
    {
      name: { singular: 'enrolment', plural: 'enrolments' },
      fields: ['club_id:uuid', 'child_id:uuid', 'term:text', 'status:text', 'paid_cents:integer'],
    },
    {
      name: { singular: 'holiday booking', plural: 'holiday bookings' },
      fields: ['child_id:uuid', 'day:date', 'early_dropoff:boolean', 'voucher_reference:text'],
    },
    {
      name: { singular: 'attendance record', plural: 'attendance records' },
      fields: ['child_id:uuid', 'club_id:uuid', 'on:date', 'signed_out_at:timestamp', 'collected_by:text'],
    },
    {
      name: { singular: 'coach', plural: 'coaches' },
      fields: ['name:text', 'activities:text[]', 'check_expires_on:date', 'first_aid_expires_on:date'],
    },
    {
      name: { singular: 'event', plural: 'events' },
      fields: [
        'club_id:uuid',
        'kind:text',
        'starts_at:timestamp',
        'venue:text',
        'ticket_price_cents:integer',
      ],
    },
    {
      name: { singular: 'progress record', plural: 'progress records' },
      fields: ['child_id:uuid', 'club_id:uuid', 'badge:text', 'awarded_on:date'],
    },
  ],
  compliance: [
    'safeguarding policy and background checks for every coach',
    'a trained first-aider at every session',
    'Ofsted registration for holiday clubs where it applies',
    'GDPR for children’s data',
  ],
  complexity: 2,
  vocabulary: ['star', 'stage', 'spark', 'leap', 'knight', 'rocket', 'play', 'cartwheel', 'bright', 'team'],
  // General motifs first; an activity's own ('drama', 'chess', 'football') leads when the founder names it.
  brandMotifs: ['star', 'medal', 'drama', 'chess', 'football'],
  personality: ['Playful', 'Encouraging', 'Safe', 'Friendly', 'Energetic'],
};
