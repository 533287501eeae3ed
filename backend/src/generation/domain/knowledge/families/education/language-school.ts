import type { Archetype } from '../../archetype';

export const languageSchool: Archetype = {
  id: 'language-school',
  family: 'education',
  industry: 'education',
  kind: { singular: 'language school', plural: 'language schools' },
  description:
    'A language school teaching adults Spanish, French, English and other languages in small evening classes, online groups and private lessons, sold by the course with a placement test. Conversation practice and real progress keep students enrolled.',
  keywords: [
    'language school',
    'language',
    'languages',
    'spanish',
    'french',
    'german',
    'italian',
    'english lessons',
    'esl',
    'language classes',
    'conversation',
    'fluency',
    'placement test',
    'evening classes',
    'learn a language',
  ],
  segments: [
    {
      id: 'adult-learners',
      role: { singular: 'adult learner', plural: 'adult learners' },
      qualifier: 'studying after work',
      jobs: ['join a class at my real level', 'catch up on a missed class'],
      pains: [
        'Classes are too easy or too hard because levels are guessed.',
        'Missing one evening means falling behind.',
      ],
      persona: {
        firstName: 'Peter',
        profile: 'a 55-year-old engineer learning Spanish before retiring to Valencia',
        goals: ['Hold a conversation in a year'],
        frustrations: ['Apps that never make him speak'],
      },
    },
    {
      id: 'employers',
      role: { singular: 'HR manager', plural: 'HR managers' },
      qualifier: 'training staff for overseas work',
      jobs: ['enrol a team on a course', 'see attendance and progress per employee'],
      pains: ['No reporting on whether staff attend.', 'Invoices per employee are a mess.'],
      persona: {
        firstName: 'Sandra',
        profile: 'an HR manager at an export firm sending six staff to Lyon',
        goals: ['Attendance and level reports for the team'],
        frustrations: ['Chasing the school for data'],
      },
    },
  ],
  valuePropositions: [
    'A short online placement test puts each learner in a class at their real level.',
    'Missed classes come with the recording and notes, so nobody falls behind.',
    'Weekly conversation groups make learners speak, not just tap answers.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description: 'Ten-week courses at $220-400 a learner.',
      price: { low: 220, typical: 300, high: 400, per: 'course' },
    },
    {
      kind: 'bookings',
      description: 'Private lessons at $40-75 an hour.',
      price: { low: 40, typical: 55, high: 75, per: 'hour' },
    },
    {
      kind: 'subscription',
      description: 'Conversation club membership at $30-50 a month.',
      price: { low: 30, typical: 40, high: 50, per: 'month' },
    },
  ],
  costs: [
    { label: 'teachers’ pay', kind: 'cost-of-goods', shareOfRevenue: 0.45 },
    { label: 'classroom rent', kind: 'fixed', monthly: { low: 800, high: 3000 } },
    { label: 'course books and online platform', kind: 'fixed', monthly: { low: 100, high: 400 } },
    { label: 'search ads and cultural events', kind: 'acquisition', monthly: { low: 200, high: 1000 } },
  ],
  kpis: [
    'learners enrolled per term',
    'course completion rate',
    're-enrolment into the next level',
    'class fill rate',
    'corporate clients',
  ],
  risks: [
    {
      risk: 'Learners drop out mid-course.',
      mitigation:
        'Recordings for missed classes, small groups and a check-in from the teacher after two absences.',
    },
    {
      risk: 'Free apps make paid classes look expensive.',
      mitigation: 'Sell speaking practice and a real teacher, which apps do not give.',
    },
  ],
  competitors: [
    'language learning apps',
    'online tutor marketplaces',
    'cultural institutes',
    'community college evening classes',
  ],
  features: [
    {
      id: 'placement-test',
      title: 'Online placement test',
      usedBy: ['adult-learners'],
      action: 'take a 20-minute placement test before I enrol',
      benefit: 'join a class at my real level',
      acceptance: [
        'The result maps to a CEFR level (A1-C2).',
        'Only courses at the resulting level or one below are offered.',
      ],
      entities: ['placement result', 'learner'],
      integrations: [],
      size: 3,
    },
    {
      id: 'course-enrolment',
      title: 'Course enrolment and payment',
      usedBy: ['adult-learners', 'employers'],
      action: 'enrol on a course at my level and pay online',
      benefit: 'secure my place quickly',
      acceptance: [
        'Courses show level, schedule, teacher and places left.',
        'Employers can enrol several learners on one invoice.',
      ],
      entities: ['course', 'enrolment', 'learner'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'missed-class-catch-up',
      title: 'Recordings and notes for missed classes',
      usedBy: ['adult-learners'],
      action: 'watch the recording and read the notes of a class I missed',
      benefit: 'keep up with the group',
      acceptance: [
        'Recordings are available to enrolled learners within 24 hours.',
        'Recordings are deleted at the end of the course.',
      ],
      entities: ['lesson', 'course'],
      integrations: ['Zoom API'],
      size: 2,
    },
    {
      id: 'conversation-club',
      title: 'Conversation club bookings',
      usedBy: ['adult-learners'],
      action: 'book a place in a weekly conversation group at my level',
      benefit: 'practise speaking every week',
      acceptance: ['Groups are capped at 8 learners.', 'Members book up to 4 sessions a month.'],
      entities: ['conversation session', 'learner'],
      integrations: ['Stripe Billing'],
      size: 2,
    },
    {
      id: 'attendance-reports',
      title: 'Attendance and progress reports for employers',
      usedBy: ['employers'],
      action: 'see attendance and level progress for each employee',
      benefit: 'know the training is working',
      acceptance: [
        'Reports show attendance per class and the latest assessed level.',
        'Employers see only their own employees.',
      ],
      entities: ['attendance', 'learner'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'learner', plural: 'learners' },
      fields: ['name:text', 'email:text', 'language:text', 'level:text', 'employer:text'],
    },
    {
      name: { singular: 'placement result', plural: 'placement results' },
      fields: ['learner_id:uuid', 'language:text', 'score:integer', 'level:text'],
    },
    {
      name: { singular: 'course', plural: 'courses' },
      fields: [
        'language:text',
        'level:text',
        'teacher:text',
        'weekday:integer',
        'capacity:integer',
        'price_cents:integer',
      ],
    },
    {
      name: { singular: 'enrolment', plural: 'enrolments' },
      fields: ['learner_id:uuid', 'course_id:uuid', 'status:text', 'invoice_to:text'],
    },
    {
      name: { singular: 'lesson', plural: 'lessons' },
      fields: ['course_id:uuid', 'held_on:date', 'notes:text', 'recording_url:text'],
    },
    {
      name: { singular: 'conversation session', plural: 'conversation sessions' },
      fields: ['level:text', 'starts_at:timestamp', 'capacity:integer'],
    },
    {
      name: { singular: 'attendance', plural: 'attendances' },
      fields: ['learner_id:uuid', 'lesson_id:uuid', 'present:boolean'],
    },
  ],
  compliance: [
    'GDPR for learner data and recordings',
    'recording consent',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['word', 'voice', 'bridge', 'accent', 'phrase', 'tongue', 'babel', 'globe'],
  brandMotifs: ['speech bubble', 'globe', 'book', 'flag'],
};
