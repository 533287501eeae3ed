import type { Archetype } from '../../archetype';

export const martialArtsSchool: Archetype = {
  id: 'martial-arts-school',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'martial arts school', plural: 'martial arts schools' },
  description:
    'A martial arts school (a dojo) teaching karate, judo, taekwondo or jiu-jitsu to children and adults in classes grouped by age and belt, run by a chief instructor with two or three assistant coaches on mats in a rented unit or a hall. Students pay a monthly membership, progress through coloured belts at gradings held every few months, and compete at tournaments; parents want the children safe, disciplined and improving.',
  keywords: [
    'martial arts',
    'martial arts school',
    'martial arts club',
    'dojo',
    'karate',
    'judo',
    'taekwondo',
    'jiu-jitsu',
    'jiu jitsu',
    'bjj',
    'kickboxing',
    'kung fu',
    'aikido',
    'muay thai',
    'mma',
    'self-defence',
    'self-defense',
    'black belt',
    'belts',
    'belt',
    'grading',
    'gradings',
    'sensei',
    'sparring',
  ],
  segments: [
    {
      id: 'parents',
      role: { singular: 'family', plural: 'families' },
      qualifier: 'with a child aged 5 to 14',
      jobs: [
        'find a class that builds the child’s confidence and focus',
        'know when the next grading is and whether the child is ready',
        'pay the monthly fee without chasing cash at the door',
      ],
      pains: [
        'Grading dates and fees arrive on a crumpled note in a kit bag.',
        'They cannot tell whether the child is progressing or just attending.',
      ],
      persona: {
        firstName: 'Emma',
        profile: 'a mother of an eight-year-old yellow belt and a shy six-year-old about to start',
        goals: [
          'A trial class for the younger one',
          'A note of what her son must practise before his next grading',
        ],
        frustrations: ['Finding out about a grading two days before, with a $35 fee'],
      },
    },
    {
      id: 'adult-students',
      role: { singular: 'adult student', plural: 'adult students' },
      qualifier: 'training two or three evenings a week',
      jobs: [
        'fit classes around shifts and work',
        'work towards the next belt with a clear syllabus',
        'train safely without injuries that stop them working',
      ],
      pains: [
        'The timetable changes on a social media post they did not see.',
        'Beginners are thrown into sparring with advanced students too soon.',
      ],
      persona: {
        firstName: 'Daniel',
        profile: 'a 34-year-old warehouse supervisor on rotating shifts, a blue belt in jiu-jitsu',
        goals: [
          'Book the classes that fit this week’s shifts',
          'See how many sessions he has left before his grading',
        ],
        frustrations: ['Paying for a month when his shifts let him train twice'],
      },
    },
    {
      id: 'competitors',
      role: { singular: 'competition squad member', plural: 'competition squad members' },
      qualifier: 'fighting at regional and national tournaments',
      jobs: [
        'get entered into tournaments in the right weight and grade category',
        'follow squad training and sparring sessions',
      ],
      pains: [
        'Entries are missed because the deadline was only mentioned in class.',
        'Squad sessions clash with ordinary classes and nobody knows which to go to.',
      ],
      persona: {
        firstName: 'Aisha',
        profile: 'a 15-year-old brown belt in taekwondo on the club’s regional squad',
        goals: ['Her tournament entries done on time', 'Extra sparring before a national event'],
        frustrations: ['Being entered in the wrong weight category'],
      },
    },
  ],
  valuePropositions: [
    'Parents book a free trial class online, then sign up to a monthly membership paid by card or direct debit, with no cash at the door.',
    'Every student sees their belt, the syllabus for the next one and how many classes they have trained since the last grading, so progress is visible at home.',
    'Gradings are announced weeks ahead to the students the instructor judges ready, with the fee paid and the place booked online.',
    'Classes are grouped by age and belt, with beginners kept out of sparring until the instructor signs them off, so training stays safe.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Monthly memberships at $60-90 for children (two classes a week) and $80-150 for adults with unlimited classes, with family discounts.',
      price: { low: 60, typical: 85, high: 150, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 5 },
    },
    {
      kind: 'bookings',
      description:
        'Grading fees of $30-60 a student every three to four months, and $150-300 for black belt gradings.',
      price: { low: 30, typical: 45, high: 300, per: 'grading' },
    },
    {
      kind: 'unit-sales',
      description:
        'Uniforms, belts, sparring pads and gloves at $30-120 a student, most bought in the first month.',
      price: { low: 30, typical: 60, high: 120, per: 'item' },
    },
    {
      kind: 'bookings',
      description:
        'Holiday camps for children at $35-50 a day, private lessons at $40-70 an hour, and self-defence courses for workplaces.',
      price: { low: 35, typical: 50, high: 70, per: 'session' },
    },
  ],
  costs: [
    { label: 'rent of the dojo', kind: 'fixed', monthly: { low: 800, high: 4000 } },
    { label: 'assistant instructors’ pay', kind: 'fixed', monthly: { low: 500, high: 3000 } },
    { label: 'uniforms, belts and kit for resale', kind: 'cost-of-goods', shareOfRevenue: 0.08 },
    { label: 'mats and equipment', kind: 'fixed', monthly: { low: 80, high: 300 } },
    {
      label: 'martial arts insurance and association licences',
      kind: 'fixed',
      monthly: { low: 80, high: 400 },
    },
    {
      label: 'membership billing and class booking software',
      kind: 'variable',
      monthly: { low: 50, high: 250 },
    },
    {
      label: 'school leaflets, taster days and social ads',
      kind: 'acquisition',
      monthly: { low: 150, high: 900 },
    },
  ],
  kpis: [
    'trial classes turned into memberships',
    'active members and monthly cancellations',
    'average months a member stays',
    'students passing each grading',
    'attendance per member per week',
    'kit and grading income per member',
  ],
  risks: [
    {
      risk: 'A child is injured in class or a safeguarding concern is raised about an instructor.',
      mitigation:
        'Check every instructor’s background and first-aid certificate, keep two adults present in children’s classes, log every injury, and have a named safeguarding lead with a written policy.',
    },
    {
      risk: 'Members drift away after the first few months, especially after a grading.',
      mitigation:
        'Notice members who miss two weeks and message them, set each student the next goal right after a grading, and run family and friend days.',
    },
    {
      risk: 'The hall is lost or the rent rises beyond what memberships cover.',
      mitigation:
        'Hold a lease of at least three years, keep a second venue in mind, and cap fixed costs at what 70% of current members pay.',
    },
    {
      risk: 'Beginners get hurt sparring with experienced students.',
      mitigation:
        'Group classes by belt, require the instructor to sign off a student before they spar, and make mouthguards and pads compulsory.',
    },
  ],
  competitors: [
    'other martial arts clubs in church and school halls',
    'national franchise martial arts schools',
    'gyms with boxing and kickboxing classes',
    'after-school clubs such as football and gymnastics',
  ],
  features: [
    {
      id: 'trial-and-membership',
      title: 'Free trial class and monthly membership sign-up',
      usedBy: ['parents', 'adult-students'],
      action: 'book a free trial class and then join with a monthly membership',
      benefit: 'start training without filling in forms at the door',
      acceptance: [
        'A trial can only be booked into a class that suits the student’s age and has space.',
        'The sign-up records the student’s date of birth, medical notes and an emergency contact, and a parent’s consent for under-18s.',
        'The membership is charged on the same date each month and can be paused for up to two months.',
      ],
      entities: ['student', 'membership', 'class'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'belt-progress',
      title: 'Belt progress and syllabus for each student',
      usedBy: ['parents', 'adult-students', 'owner'],
      action:
        'see my current belt, the syllabus for the next one and the classes trained since my last grading',
      benefit: 'know what to practise and when I will be ready',
      acceptance: [
        'Each student shows their current belt and the date it was awarded.',
        'The syllabus for the next belt lists each technique, and the instructor can tick those the student has shown.',
        'Classes attended since the last grading are counted from the class registers.',
      ],
      entities: ['student', 'belt', 'attendance'],
      integrations: [],
      size: 3,
    },
    {
      id: 'gradings',
      title: 'Gradings with invitations, fees and results',
      usedBy: ['owner', 'parents', 'adult-students'],
      action: 'invite the students who are ready to a grading, take the fee and record the results',
      benefit: 'run a grading without paper lists and cash',
      acceptance: [
        'Only students the instructor has marked ready can be invited, and each invitation is sent at least three weeks before.',
        'A place is confirmed only once the grading fee is paid.',
        'A pass recorded for a student moves them to the new belt and issues a certificate.',
      ],
      entities: ['grading result', 'student', 'belt'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'class-register',
      title: 'Class timetable and register by age and belt',
      usedBy: ['owner', 'staff', 'adult-students'],
      action: 'see the week’s classes for my age and belt and check students in on the mat',
      benefit: 'keep classes the right size and know who trained',
      acceptance: [
        'Each class has an age range, a belt range and a capacity, and only matching students can book.',
        'The instructor checks students in from a tablet, and a student with a lapsed membership is flagged.',
        'A cancelled class sends a message to every booked student or parent.',
      ],
      entities: ['class', 'attendance', 'student'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'safety-records',
      title: 'Sparring sign-off and injury log',
      usedBy: ['owner', 'staff'],
      action: 'sign off a student as ready to spar and log any injury in class',
      benefit: 'keep beginners safe and have a record if something happens',
      acceptance: [
        'A student cannot be booked into a sparring class until an instructor has signed them off.',
        'An injury record needs the class, what happened, the first aid given and whether a parent was told.',
        'A parent is sent a copy of any injury record about their child the same day.',
      ],
      entities: ['injury report', 'student', 'class'],
      integrations: [],
      size: 2,
    },
    {
      id: 'kit-shop',
      title: 'Uniform and kit orders',
      usedBy: ['parents', 'adult-students'],
      action: 'order a uniform, a belt or sparring kit in the right size and collect it at class',
      benefit: 'have the right kit without a trip to a specialist shop',
      acceptance: [
        'Each item shows its sizes, and a child’s uniform suggests a size from height.',
        'An order is paid online and marked ready to collect at a named class.',
        'Kit is shown as required for the student’s next class type (for example, pads before sparring).',
      ],
      entities: ['kit order', 'student'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'student', plural: 'students' },
      fields: [
        'name:text',
        'date_of_birth:date',
        'guardian_name:text',
        'emergency_contact:text',
        'medical_notes:text',
        'current_belt_id:uuid',
        'spar_approved:boolean',
      ],
    },
    {
      name: { singular: 'membership', plural: 'memberships' },
      fields: [
        'student_id:uuid',
        'plan:text',
        'monthly_cents:integer',
        'starts_on:date',
        'paused_until:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'belt', plural: 'belts' },
      fields: ['name:text', 'colour:text', 'rank:integer', 'syllabus:text'],
    },
    {
      name: { singular: 'class', plural: 'classes' },
      fields: [
        'title:text',
        'starts_at:timestamp',
        'min_age:integer',
        'max_age:integer',
        'min_belt_rank:integer',
        'capacity:integer',
        'sparring:boolean',
      ],
    },
    {
      name: { singular: 'attendance', plural: 'attendances' },
      fields: ['class_id:uuid', 'student_id:uuid', 'checked_in_at:timestamp'],
    },
    {
      name: { singular: 'grading result', plural: 'grading results' },
      fields: [
        'held_on:date',
        'examiner:text',
        'fee_cents:integer',
        'student_id:uuid',
        'belt_id:uuid',
        'result:text',
      ],
    },
    {
      name: { singular: 'injury report', plural: 'injury reports' },
      fields: [
        'class_id:uuid',
        'student_id:uuid',
        'description:text',
        'first_aid:text',
        'parent_told:boolean',
      ],
    },
    {
      name: { singular: 'kit order', plural: 'kit orders' },
      fields: ['student_id:uuid', 'item:text', 'size:text', 'price_cents:integer', 'status:text'],
    },
  ],
  compliance: [
    'background checks for every instructor who teaches children',
    'a safeguarding policy with a named lead',
    'first-aid certificates for instructors and an injury log',
    'martial arts insurance and membership of the style’s governing association',
    'GDPR for children’s data and parental consent',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['belt', 'tiger', 'crane', 'dragon', 'fist', 'mat', 'shield', 'summit', 'lotus', 'spirit'],
  brandMotifs: ['fist', 'medal', 'shield', 'trophy'],
  personality: ['Bold', 'Disciplined', 'Encouraging', 'Respectful', 'Safe'],
};
