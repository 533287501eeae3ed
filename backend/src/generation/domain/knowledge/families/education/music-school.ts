import type { Archetype } from '../../archetype';

export const musicSchool: Archetype = {
  id: 'music-school',
  family: 'education',
  industry: 'education',
  kind: { singular: 'music school', plural: 'music schools' },
  description:
    'A local music school where a team of self-employed teachers gives weekly one-to-one lessons in piano, guitar, singing, drums and violin, with group classes for young children, graded exam preparation and termly student concerts. Lessons are sold by the term, and timetables, room bookings and missed lessons are the daily puzzle.',
  keywords: [
    'music school',
    'music lessons',
    'music teacher',
    'music',
    'musician',
    'piano',
    'piano lessons',
    'guitar',
    'guitar lessons',
    'singing lessons',
    'vocal coaching',
    'drums',
    'violin',
    'instrument',
    'instruments',
    'music exams',
    'grade exams',
    'recital',
    'band',
  ],
  segments: [
    {
      id: 'parents',
      role: { singular: 'music parent', plural: 'music parents' },
      qualifier: 'with a child learning an instrument',
      jobs: [
        'book a weekly lesson slot after school for the whole term',
        'see what to practise at home this week',
        'reschedule a lesson when a child is ill',
      ],
      pains: [
        'After-school slots fill up and the only way to get one is to ask the teacher in person.',
        'Nothing comes home from the lesson to say what was covered or what to practise.',
      ],
      persona: {
        firstName: 'Olivia',
        profile:
          'a mother of two whose nine-year-old plays piano and whose twelve-year-old wants to learn drums',
        goals: ['Both lessons on the same afternoon', 'Practice notes she can follow at home'],
        frustrations: ['Paying for a lesson her child missed with a fever', 'Invoices by text message'],
      },
    },
    {
      id: 'adult-learners',
      role: { singular: 'adult learner', plural: 'adult learners' },
      qualifier: 'who always wanted to play an instrument',
      jobs: ['book a trial lesson before committing to a term', 'take lessons in the evening after work'],
      pains: [
        'Most lessons are aimed at children and the evening slots are few.',
        'Committing to a full term before meeting the teacher feels like a risk.',
      ],
      persona: {
        firstName: 'Daniel',
        profile: 'a 42-year-old accountant who has wanted to play the guitar since he was a teenager',
        goals: ['A trial lesson with a teacher who plays his kind of music', 'Lessons at 7 pm on Thursdays'],
        frustrations: ['Being taught nursery rhymes', 'Paying for ten weeks up front'],
      },
    },
    {
      id: 'teachers',
      role: { singular: 'instrument teacher', plural: 'instrument teachers' },
      qualifier: 'who teach at the school part time',
      jobs: ['see the week’s teaching timetable and rooms', 'record lesson notes and attendance'],
      pains: [
        'Timetable changes arrive by text from three different people.',
        'Makeup lessons for missed weeks are arranged by hand and often forgotten.',
      ],
      persona: {
        firstName: 'Marta',
        profile: 'a professional violinist who teaches fourteen pupils on Tuesdays and Wednesdays',
        goals: ['One timetable she can trust', 'Pay worked out from the lessons she gave'],
        frustrations: ['Two pupils booked into the same slot'],
      },
    },
  ],
  valuePropositions: [
    'Parents book a weekly lesson slot for the whole term online, with the teacher, room and time confirmed at once.',
    'Teachers write practice notes after each lesson, so parents and adult learners know what to work on this week.',
    'Lessons missed with notice become makeup credits that can be booked into a free slot, under a clear policy.',
    'Adult learners try a trial lesson and pick an evening slot before paying for a term.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Weekly 30-minute one-to-one lessons sold by the term at $35-50 a lesson, about $140-200 a month.',
      price: { low: 140, typical: 170, high: 200, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 4 },
    },
    {
      kind: 'bookings',
      description: 'Trial lessons at $25-40 and adult lesson packs of five at $200-260.',
      price: { low: 25, typical: 45, high: 260, per: 'lesson' },
    },
    {
      kind: 'subscription',
      description: 'Group music classes for under-sevens at $15-20 a class, paid monthly.',
      price: { low: 60, typical: 70, high: 80, per: 'month' },
    },
    {
      kind: 'unit-sales',
      description: 'Instrument rental at $20-40 a month, and books and accessories at $10-50.',
      price: { low: 10, typical: 25, high: 50, per: 'item' },
    },
  ],
  costs: [
    {
      label: 'teachers’ fees per lesson taught (about 60% of the lesson price)',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.6,
    },
    { label: 'rent for soundproofed teaching rooms', kind: 'fixed', monthly: { low: 2000, high: 5000 } },
    {
      label: 'pianos, drum kits and amplifiers, with tuning and repairs',
      kind: 'fixed',
      monthly: { low: 200, high: 700 },
    },
    {
      label: 'music school management software and card fees',
      kind: 'variable',
      monthly: { low: 100, high: 350 },
    },
    { label: 'music licences, concert hire and insurance', kind: 'fixed', monthly: { low: 100, high: 400 } },
    { label: 'school fairs, leaflets and local ads', kind: 'acquisition', monthly: { low: 100, high: 500 } },
  ],
  kpis: [
    'active students',
    'teaching rooms booked as a share of hours',
    'students who re-enrol for the next term',
    'trial lessons that become a term',
    'makeup lessons owed',
    'exam pass rate',
  ],
  risks: [
    {
      risk: 'Students drop out in the summer and do not come back in September.',
      mitigation:
        'Run summer band workshops, re-enrol for the autumn term in June with a hold on each student’s slot, and ask why leavers leave.',
    },
    {
      risk: 'A popular teacher leaves and takes their students with them.',
      mitigation:
        'Keep the student relationship and billing with the school, pay teachers fairly and on time, and give each teacher a full timetable.',
    },
    {
      risk: 'Noise complaints from neighbours.',
      mitigation: 'Soundproof the drum and band rooms and keep loud lessons to agreed hours.',
    },
    {
      risk: 'A safeguarding concern in a one-to-one lesson with a child.',
      mitigation:
        'Background-check every teacher, use rooms with glass panels in the doors and keep a written safeguarding policy with a named lead.',
    },
  ],
  competitors: [
    'private teachers who teach at home',
    'school music services',
    'online lesson apps and video courses',
    'music shops that run lessons',
  ],
  features: [
    {
      id: 'term-enrolment',
      title: 'Term enrolment into weekly lesson slots',
      usedBy: ['parents', 'adult-learners'],
      action: 'choose an instrument, a teacher and a free weekly slot, and pay for the term',
      benefit: 'keep the same weekly lesson time all term',
      acceptance: [
        'Only slots free with that teacher and a room suited to the instrument are offered.',
        'The term price is worked out from the number of weeks left in the term when enrolling late.',
        'Current students can keep their slot for next term until the re-enrolment deadline.',
      ],
      entities: ['student', 'enrolment', 'lesson slot', 'teacher'],
      integrations: ['Stripe'],
      size: 4,
    },
    {
      id: 'trial-lessons',
      title: 'Trial lesson booking',
      usedBy: ['adult-learners', 'parents'],
      action: 'book a single trial lesson with a teacher before committing to a term',
      benefit: 'find out if the teacher and the instrument are right for me',
      acceptance: [
        'Each student can book one trial lesson per instrument.',
        'After the trial, the student is emailed that teacher’s free weekly slots with a link to enrol.',
        'A trial lesson is offered only in slots the teacher has marked as open for trials.',
      ],
      entities: ['student', 'lesson', 'teacher'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'practice-notes',
      title: 'Lesson notes and practice goals',
      usedBy: ['parents', 'adult-learners'],
      action: 'read what was covered in the lesson and what to practise this week',
      benefit: 'practise the right things between lessons',
      acceptance: [
        'Teachers write notes from their timetable screen, and students or parents are emailed them the same day.',
        'Notes can attach a file or a link to a recording.',
        'A student sees only their own lesson notes, and a parent sees only their own children’s.',
      ],
      entities: ['lesson', 'student'],
      integrations: [],
      size: 2,
    },
    {
      id: 'makeup-credits',
      title: 'Missed lessons and makeup credits',
      usedBy: ['parents'],
      action: 'report a missed lesson in advance and book the makeup credit into a free slot',
      benefit: 'keep the lessons I paid for when my child is ill',
      acceptance: [
        'A lesson cancelled at least 24 hours ahead becomes one makeup credit; later cancellations do not.',
        'Makeup credits expire at the end of the following term, and the expiry date is shown to the parent.',
        'A makeup lesson can be booked only in a slot of a teacher who teaches that instrument.',
      ],
      entities: ['lesson', 'makeup credit', 'student'],
      integrations: [],
      size: 3,
    },
    {
      id: 'teacher-timetable',
      title: 'Teacher timetables and pay',
      usedBy: ['teachers', 'owner'],
      action: 'see my teaching timetable and rooms, mark attendance and see the pay for lessons taught',
      benefit: 'teach from one timetable and be paid correctly',
      acceptance: [
        'No teacher or room can be booked into two lessons at the same time.',
        'At month end each teacher gets a statement of lessons taught and the amount due.',
        'Attendance must be marked for every lesson before the teacher’s monthly statement is issued.',
      ],
      entities: ['teacher', 'lesson', 'room'],
      integrations: ['Xero'],
      size: 3,
    },
    {
      id: 'concerts-and-exams',
      title: 'Student concerts and exam entries',
      usedBy: ['teachers', 'parents'],
      action: 'enter a student for the termly concert or a graded exam and share the date and the piece',
      benefit: 'give students a goal to work towards',
      acceptance: [
        'A teacher proposes a student for an exam grade, and the entry is made only after the parent confirms and pays the fee.',
        'The concert running order lists each student’s piece and is sent to families a week ahead.',
        'Exam entries close on the exam board’s deadline, shown on the entry form.',
      ],
      entities: ['student', 'performance'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'student', plural: 'students' },
      fields: ['name:text', 'born_on:date', 'guardian_email:text', 'instrument:text', 'grade:integer'],
    },
    {
      name: { singular: 'teacher', plural: 'teachers' },
      fields: [
        'name:text',
        'email:text',
        'instruments:text[]',
        'rate_per_lesson_cents:integer',
        'checked_on:date',
      ],
    },
    {
      name: { singular: 'room', plural: 'rooms' },
      fields: ['name:text', 'has_piano:boolean', 'soundproofed:boolean'],
    },
    {
      name: { singular: 'lesson slot', plural: 'lesson slots' },
      fields: ['teacher_id:uuid', 'room_id:uuid', 'weekday:integer', 'starts_at:text', 'minutes:integer'],
    },
    {
      name: { singular: 'enrolment', plural: 'enrolments' },
      fields: ['student_id:uuid', 'lesson_slot_id:uuid', 'term:text', 'price_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'lesson', plural: 'lessons' },
      fields: ['enrolment_id:uuid', 'held_on:date', 'attendance:text', 'notes:text', 'teacher_id:uuid'],
    },
    {
      name: { singular: 'makeup credit', plural: 'makeup credits' },
      fields: ['student_id:uuid', 'lesson_id:uuid', 'expires_on:date', 'used_on:date'],
    },
    {
      name: { singular: 'performance', plural: 'performances' },
      fields: [
        'student_id:uuid',
        'kind:text',
        'held_on:date',
        'piece:text',
        'grade:integer',
        'fee_cents:integer',
      ],
    },
  ],
  compliance: [
    'background checks for every teacher working with children',
    'safeguarding and child protection policy',
    'music licences for public student concerts',
    'PCI DSS (through the card provider)',
    'GDPR for students’ records (parental consent for children)',
  ],
  complexity: 2,
  vocabulary: ['note', 'chord', 'tempo', 'scale', 'harmony', 'key', 'rhythm', 'octave', 'encore', 'ensemble'],
  brandMotifs: ['music', 'piano', 'guitar', 'drum'],
};
