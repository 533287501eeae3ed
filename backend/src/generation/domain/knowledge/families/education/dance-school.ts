import type { Archetype } from '../../archetype';

export const danceSchool: Archetype = {
  id: 'dance-school',
  family: 'education',
  industry: 'education',
  kind: { singular: 'dance school', plural: 'dance schools' },
  description:
    'A dance school with its own studio teaching children from age three and adults: ballet, tap, jazz, contemporary and street dance by age and grade, graded exams, and a summer show each year. Children enrol by the term and parents pay monthly; adults book drop-in classes or a course.',
  keywords: [
    'dance',
    'dancing',
    'dance school',
    'dance studio',
    'dance classes',
    'dance lessons',
    'dance academy',
    'ballet',
    'tap',
    'jazz',
    'contemporary',
    'street dance',
    'hip hop',
    'salsa',
    'ballroom',
    'latin',
    'choreography',
    'dancers',
    'dance teacher',
    'recital',
    'dance show',
    'dance exams',
  ],
  segments: [
    {
      id: 'parents',
      role: { singular: 'parent', plural: 'parents' },
      qualifier: 'whose children want to dance once or twice a week',
      jobs: [
        'find a class for a child’s age and level at a time that fits after school',
        'book a trial class before signing up for a term',
        'keep track of fees, exam dates, costumes and the show',
      ],
      pains: [
        'Timetables are PDFs on social media, with no way to tell which class is the right one.',
        'Show costumes, exam fees and rehearsal changes arrive on scraps of paper in a child’s bag.',
      ],
      persona: {
        firstName: 'Gemma',
        profile: 'a mum of two whose six-year-old wants ballet and whose nine-year-old wants street dance',
        goals: ['Both children on the same evening', 'Everything about the show in one place'],
        frustrations: [
          'Paying by cash in an envelope',
          'Finding out about a costume deadline the day before',
        ],
      },
    },
    {
      id: 'adults',
      role: { singular: 'adult beginner', plural: 'adult beginners' },
      qualifier: 'who want a fun way to keep fit and meet people',
      jobs: ['try a class without committing to a whole term', 'come to class when work allows'],
      pains: [
        'Adult classes are full of people who have danced for years.',
        'Term fees are wasted when work gets in the way.',
      ],
      persona: {
        firstName: 'Aiden',
        profile: 'a 35-year-old accountant who did ballet as a child and wants to start again',
        goals: ['A beginners’ class on a weeknight', 'A class pass he can use over two months'],
        frustrations: ['Feeling out of place in the first class'],
      },
    },
  ],
  valuePropositions: [
    'Parents find the right class by age and level on a clear timetable, book a free trial and enrol for the term online.',
    'Fees are paid monthly by direct debit, with a sibling discount, so nobody hands over cash in an envelope.',
    'Exams, show rehearsals, costume orders and tickets are all in one parent account, with reminders before every deadline.',
    'Adults join beginners’ classes with a drop-in price or a class pass, without committing to a whole term.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Termly children’s classes paid monthly at $40-90 a month for one class a week, with a sibling discount.',
      price: { low: 40, typical: 60, high: 90, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
    },
    {
      kind: 'bookings',
      description: 'Adult drop-in classes at $12-18, or a ten-class pass at $100-150.',
      price: { low: 12, typical: 15, high: 18, per: 'class' },
      cadence: { purchasesPerMonth: 3, monthlyChurn: 10 },
    },
    {
      kind: 'unit-sales',
      description:
        'Show tickets at $12-20, exam entry fees, costumes and uniform, and holiday dance camps at $150-250 a week.',
      price: { low: 12, typical: 40, high: 250, per: 'item' },
    },
  ],
  costs: [
    { label: 'exam fees', kind: 'cost-of-goods', shareOfRevenue: 0.12 },
    {
      label: 'rent for a sprung-floor studio',
      kind: 'fixed',
      monthly: { low: 1500, high: 5000 },
    },
    { label: 'dance teachers paid by the hour', kind: 'fixed', monthly: { low: 2500, high: 9000 } },
    {
      label: 'theatre hire for the annual show',
      kind: 'variable',
      monthly: { low: 300, high: 1500 },
    },
    {
      label: 'free trial classes, school leaflets and local social ads',
      kind: 'acquisition',
      monthly: { low: 150, high: 1000 },
    },
  ],
  kpis: [
    'pupils enrolled each term',
    'trial classes that lead to enrolment',
    'pupils who re-enrol for the next term',
    'classes filled to at least 80%',
    'exam pass rate',
  ],
  risks: [
    {
      risk: 'Pupils drop out between terms and classes become too small to run.',
      mitigation:
        'Ask for re-enrolment a month before the term ends, keep a class for every age and grade, and give each child a goal (an exam, the show) for the year.',
    },
    {
      risk: 'A safeguarding incident with a child, or an injury in class.',
      mitigation:
        'Check every teacher and volunteer, keep a safeguarding policy and a named lead, warm up properly and keep first aid and incident records.',
    },
    {
      risk: 'Studio costs rise while most classes run only after school and on Saturdays.',
      mitigation:
        'Fill daytime hours with toddler classes, adult and senior classes, and studio hire for rehearsals and fitness teachers.',
    },
  ],
  competitors: [
    'other local dance schools',
    'after-school clubs and school dance clubs',
    'gym and leisure centre dance fitness classes',
    'online dance tutorials',
  ],
  features: [
    {
      id: 'timetable-trial',
      title: 'Free trials from an online timetable',
      usedBy: ['parents', 'adults'],
      action: 'filter classes by age, style and level and try one for free',
      benefit: 'find the right class before paying for a term',
      acceptance: [
        'Classes show the style, age range, level, teacher, day, time and places left.',
        'A trial books one place in a class with room and sends the studio’s address and what to wear.',
        'After the trial, the parent receives a link to enrol in that class for the term.',
      ],
      entities: ['class', 'trial', 'student'],
      integrations: ['Google Calendar'],
      size: 3,
    },
    {
      id: 'enrolment-fees',
      title: 'Termly enrolment with monthly fees',
      usedBy: ['parents', 'owner'],
      action: 'enrol my children for the term and pay monthly by direct debit',
      benefit: 'never carry cash or forget a payment',
      acceptance: [
        'Enrolment reserves the place for the whole term and sets up a monthly payment.',
        'A second child in the same family gets the sibling discount automatically.',
        'Failed payments are retried and the owner sees who is behind.',
      ],
      entities: ['enrolment', 'student', 'guardian', 'payment'],
      integrations: ['GoCardless', 'Stripe Billing'],
      size: 3,
    },
    {
      id: 'registers',
      title: 'Class registers with parent messages',
      usedBy: ['staff'],
      action: 'take the register on my phone and message the parents of a class',
      benefit: 'know who is in the studio and tell families about changes at once',
      acceptance: [
        'Teachers see each class’s pupils with medical notes and mark attendance in one tap.',
        'A message to a class reaches every parent by email and app notification.',
      ],
      entities: ['attendance', 'class', 'student', 'guardian'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'exams',
      title: 'Exam entries',
      usedBy: ['parents', 'staff'],
      action: 'see when my child is ready for an exam, accept the entry and pay the fee',
      benefit: 'follow my child’s progress through the grades',
      acceptance: [
        'Teachers propose pupils for an exam session, and parents accept and pay before the entry deadline.',
        'Results and certificates are recorded on the pupil’s record.',
      ],
      entities: ['exam entry', 'student', 'payment'],
      integrations: ['Stripe Checkout'],
      size: 2,
    },
    {
      id: 'show',
      title: 'Show planning',
      usedBy: ['parents', 'owner', 'staff'],
      action: 'see my child’s rehearsal schedule, order the costume and buy show tickets',
      benefit: 'have everything for the show sorted without notes in a school bag',
      acceptance: [
        'Each pupil’s rehearsals are listed with dates and places, and changes notify parents.',
        'Costume orders list sizes per pupil and close on a set date, with a reminder a week before.',
        'Show tickets are sold online by seat, with a limit per family until general sale opens.',
      ],
      entities: ['show', 'costume order', 'ticket', 'student'],
      integrations: ['Stripe Checkout'],
      size: 3,
    },
    {
      id: 'adult-passes',
      title: 'Class passes for adults',
      usedBy: ['adults'],
      action: 'buy a drop-in place or a class pass and book the classes I can make',
      benefit: 'dance when my week allows without paying for a term',
      acceptance: [
        'A class pass holds ten classes and expires after three months.',
        'Bookings can be cancelled until four hours before the class and the class returns to the pass.',
      ],
      entities: ['class pass', 'booking', 'class'],
      integrations: ['Stripe Checkout'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'student', plural: 'students' },
      fields: ['name:text', 'birth_date:date', 'guardian_id:uuid', 'grade:text', 'medical_notes:text'],
    },
    {
      name: { singular: 'guardian', plural: 'guardians' },
      fields: ['name:text', 'email:text', 'phone:text', 'photo_consent:boolean'],
    },
    {
      name: { singular: 'class', plural: 'classes' },
      fields: [
        'style:text',
        'level:text',
        'min_age:integer',
        'max_age:integer',
        'weekday:integer',
        'starts_at:text',
        'teacher:text',
        'capacity:integer',
      ],
    },
    {
      name: { singular: 'trial', plural: 'trials' },
      fields: ['class_id:uuid', 'student_id:uuid', 'date:date', 'enrolled:boolean'],
    },
    {
      name: { singular: 'enrolment', plural: 'enrolments' },
      fields: ['student_id:uuid', 'class_id:uuid', 'term:text', 'monthly_fee_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'attendance', plural: 'attendances' },
      fields: ['class_id:uuid', 'student_id:uuid', 'date:date', 'present:boolean'],
    },
    {
      name: { singular: 'exam entry', plural: 'exam entries' },
      fields: ['student_id:uuid', 'grade:text', 'session_date:date', 'fee_cents:integer', 'result:text'],
    },
    {
      name: { singular: 'show', plural: 'shows' },
      fields: ['title:text', 'venue:text', 'performs_on:date', 'seats:integer'],
    },
    {
      name: { singular: 'costume order', plural: 'costume orders' },
      fields: ['show_id:uuid', 'student_id:uuid', 'size:text', 'price_cents:integer', 'paid:boolean'],
    },
    {
      name: { singular: 'ticket', plural: 'tickets' },
      fields: ['show_id:uuid', 'guardian_id:uuid', 'seat:text', 'price_cents:integer'],
    },
    {
      name: { singular: 'class pass', plural: 'class passes' },
      fields: ['student_id:uuid', 'classes_left:integer', 'expires_on:date'],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: ['class_id:uuid', 'student_id:uuid', 'date:date', 'cancelled:boolean'],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['guardian_id:uuid', 'amount_cents:integer', 'reason:text', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'background checks for everyone teaching children',
    'GDPR for children’s data',
    'music licences for classes and the show',
    'public liability insurance and first aid records',
  ],
  complexity: 2,
  vocabulary: ['step', 'leap', 'twirl', 'pointe', 'rhythm', 'stage', 'beat', 'spin', 'grace', 'encore'],
  brandMotifs: ['footprints', 'music', 'star', 'sparkle'],
  personality: ['Joyful', 'Encouraging', 'Graceful', 'Welcoming', 'Energetic'],
};
