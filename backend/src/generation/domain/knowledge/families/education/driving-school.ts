import type { Archetype } from '../../archetype';

export const drivingSchool: Archetype = {
  id: 'driving-school',
  family: 'education',
  industry: 'education',
  kind: { singular: 'driving school', plural: 'driving schools' },
  description:
    'A local driving school with a few licensed instructors and dual-control cars, teaching learner drivers from their first lesson to the practical driving test: hour-long and two-hour lessons with pickup from home, school or work, block bookings, intensive courses, mock tests and motorway or refresher lessons for qualified drivers. Full instructor diaries, pupil progress and test dates are the daily work.',
  keywords: [
    'driving school',
    'driving lessons',
    'driving instructor',
    'driving instructors',
    'driving test',
    'learner driver',
    'learner drivers',
    'learn to drive',
    'driver education',
    'drivers ed',
    'intensive driving course',
    'automatic lessons',
    'manual lessons',
    'dual controls',
    'mock test',
    'road test',
    'driving licence',
    'driving license',
    'refresher lessons',
    'motorway lessons',
  ],
  segments: [
    {
      id: 'learners',
      role: { singular: 'learner driver', plural: 'learner drivers' },
      qualifier: 'who want to pass their test this year',
      jobs: [
        'book weekly lessons around school, college or shifts',
        'know how close I am to being ready for the test',
        'get a test date and have the instructor’s car for it',
      ],
      pains: [
        'Good instructors have waiting lists, and the free slots clash with college or work.',
        'Nobody says how close a pupil is to being test-ready, so the lessons feel open-ended.',
      ],
      persona: {
        firstName: 'Jade',
        profile: 'a 17-year-old sixth-former who works Saturdays and wants to drive to college by spring',
        goals: ['Lessons straight after college on the same two days', 'A test booked when she is ready'],
        frustrations: ['Lessons cancelled the night before', 'Not knowing what she still has to learn'],
      },
    },
    {
      id: 'parents',
      role: { singular: 'paying parent', plural: 'paying parents' },
      qualifier: 'whose teenager is learning to drive',
      jobs: [
        'pay for a block of lessons at a better rate',
        'see how many hours are left and how the lessons are going',
      ],
      pains: [
        'Paying week by week in cash or by transfer makes it hard to know what is owed.',
        'News of progress comes only from a teenager who says it is going fine.',
      ],
      persona: {
        firstName: 'Mark',
        profile: 'a father who is paying for his son’s lessons and takes him out to practise on Sundays',
        goals: ['A ten-hour block at a lower hourly price', 'Knowing what to practise with his son'],
        frustrations: ['Paying for a lesson his son missed without telling anyone'],
      },
    },
    {
      id: 'adult-learners',
      role: { singular: 'adult learner', plural: 'adult learners' },
      qualifier: 'starting later in life or nervous behind the wheel',
      jobs: [
        'book a patient instructor for lessons in an automatic',
        'take a refresher course after years without driving',
      ],
      pains: [
        'Nervous drivers feel rushed by instructors who mostly teach teenagers.',
        'Evening and weekend slots are the first to go.',
      ],
      persona: {
        firstName: 'Priya',
        profile: 'a 38-year-old pharmacist who moved from a city and now needs to drive to work',
        goals: ['Automatic lessons at 7 am before work', 'A calm instructor who explains each step'],
        frustrations: ['Being treated like a teenager', 'A test failed on nerves after months of lessons'],
      },
    },
  ],
  valuePropositions: [
    'Learners book lessons online into an instructor’s real diary, with pickup from home, college or work, instead of texting back and forth for a slot.',
    'After every lesson the instructor rates each skill of the syllabus, so learners and their parents see what is left before the test.',
    'Parents buy blocks of lesson hours at a lower rate and see the hours used and left at any time.',
    'Cancelled slots go to pupils on a waiting list at once, so instructors keep full days and learners get lessons sooner.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Hour-long driving lessons at $45-75, with two-hour lessons at twice the price and automatic lessons a little higher.',
      price: { low: 45, typical: 60, high: 75, per: 'lesson hour' },
      cadence: { purchasesPerMonth: 5, monthlyChurn: 12 },
    },
    {
      kind: 'unit-sales',
      description: 'Blocks of 10 lesson hours paid in advance at $450-650, about 10% below the hourly price.',
      price: { low: 450, typical: 550, high: 650, per: 'block of 10 hours' },
    },
    {
      kind: 'unit-sales',
      description:
        'Intensive courses of 20-30 hours over one or two weeks at $1,500-2,500, with the test booked at the end.',
      price: { low: 1500, typical: 2000, high: 2500, per: 'course' },
    },
    {
      kind: 'bookings',
      description: 'Use of the instructor’s car on test day, with a warm-up lesson, at $100-160.',
      price: { low: 100, typical: 130, high: 160, per: 'test' },
    },
  ],
  costs: [
    {
      label: 'instructors’ pay or franchise share (about half of lesson income)',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.5,
    },
    {
      label: 'dual-control car leases, servicing and tyres',
      kind: 'fixed',
      monthly: { low: 800, high: 2500 },
    },
    { label: 'fuel for lessons and pickups', kind: 'variable', monthly: { low: 600, high: 1800 } },
    { label: 'driving school car insurance', kind: 'fixed', monthly: { low: 300, high: 900 } },
    {
      label: 'booking and diary software, phones and card fees',
      kind: 'variable',
      monthly: { low: 80, high: 300 },
    },
    {
      label: 'instructor licence renewals and background checks',
      kind: 'fixed',
      monthly: { low: 30, high: 120 },
    },
    { label: 'local search ads and car livery', kind: 'acquisition', monthly: { low: 200, high: 800 } },
  ],
  kpis: [
    'first-time pass rate',
    'lesson hours per pupil before the test',
    'booked hours per instructor per week',
    'lessons cancelled at short notice',
    'enquiries that book a first lesson',
    'new pupils from referrals',
  ],
  risks: [
    {
      risk: 'Late cancellations leave instructors with unpaid gaps in the day.',
      mitigation:
        'Charge in full for cancellations under 48 hours, take payment in advance and offer freed slots to the waiting list by text.',
    },
    {
      risk: 'Test dates are scarce and booked months ahead, so pupils who are ready wait and drift away.',
      mitigation:
        'Track every pupil’s test date, offer practice sessions and mock tests while they wait, and watch for earlier dates with the pupil’s consent.',
    },
    {
      risk: 'A collision during a lesson puts a car off the road and an instructor out of work.',
      mitigation:
        'Insure for driving tuition with a courtesy car, keep dual controls serviced and start new pupils on quiet roads.',
    },
    {
      risk: 'An instructor leaves and takes their pupils with them.',
      mitigation:
        'Keep bookings, progress records and payments in the school’s system, and share fairly with instructors so they stay.',
    },
  ],
  competitors: [
    'self-employed instructors working alone',
    'national driving school franchises',
    'parents teaching in the family car',
    'intensive course brokers',
  ],
  features: [
    {
      id: 'lesson-booking',
      title: 'Lesson booking with pickup point',
      usedBy: ['learners', 'adult-learners'],
      action: 'pick a free slot in my instructor’s diary and say where to be picked up',
      benefit: 'fit lessons around college or work without phoning anyone',
      acceptance: [
        'Only slots free in the instructor’s diary, with travel time from the previous pickup, are offered.',
        'The learner chooses a saved pickup point (home, school or work) or enters a new address for each lesson.',
        'A text reminder with the time and pickup point is sent the evening before the lesson.',
      ],
      entities: ['lesson', 'pupil', 'instructor'],
      integrations: ['Twilio', 'Google Maps'],
      size: 3,
    },
    {
      id: 'lesson-blocks',
      title: 'Prepaid blocks of lesson hours',
      usedBy: ['parents', 'learners'],
      action: 'buy a block of 10 hours and see the hours used and left',
      benefit: 'pay less per hour and stop settling up lesson by lesson',
      acceptance: [
        'A block adds its hours to the pupil’s balance as soon as it is paid.',
        'Each lesson taken deducts its length from the balance, and the payer is emailed when two hours are left.',
        'A parent who pays can see the pupil’s balance and lesson dates without a login of the pupil’s own.',
      ],
      entities: ['lesson block', 'pupil', 'lesson'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'progress-record',
      title: 'Progress record against the driving syllabus',
      usedBy: ['learners', 'parents', 'staff'],
      action: 'see each driving skill rated after every lesson, from introduced to independent',
      benefit: 'know what is left to learn before I am ready for the test',
      acceptance: [
        'The instructor rates the skills covered in a lesson from their phone before the next lesson starts.',
        'The pupil sees every skill of the syllabus with its latest rating and the date it was rated.',
        'A pupil is shown as test-ready only when every skill is rated independent.',
      ],
      entities: ['skill rating', 'pupil', 'lesson'],
      integrations: [],
      size: 3,
    },
    {
      id: 'test-dates',
      title: 'Test dates and mock tests',
      usedBy: ['learners', 'staff'],
      action: 'record my test date and centre, and book a mock test and the car for the day',
      benefit: 'arrive at the test in the car I learned in, after a mock test under test conditions',
      acceptance: [
        'A test date blocks the instructor’s diary for the warm-up lesson and the test itself.',
        'A mock test is offered in the two weeks before the test date, and its faults are recorded against the syllabus skills.',
        'The instructor is warned when a pupil’s test is less than four weeks away and the pupil is not yet test-ready.',
      ],
      entities: ['driving test', 'pupil', 'instructor'],
      integrations: [],
      size: 2,
    },
    {
      id: 'cancellations-waitlist',
      title: 'Cancellations with a waiting list',
      usedBy: ['learners', 'adult-learners', 'staff'],
      action: 'cancel or move a lesson, and join the waiting list for an earlier slot',
      benefit: 'get lessons sooner when someone else cancels',
      acceptance: [
        'A lesson cancelled 48 hours or more ahead returns its hours to the balance; a later cancellation does not.',
        'A freed slot is texted to pupils on that instructor’s waiting list, and the first to accept gets it.',
        'A pupil cannot hold more than two lessons on the same day.',
      ],
      entities: ['lesson', 'waitlist entry', 'pupil'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'instructor-diary',
      title: 'Instructor diaries and cars',
      usedBy: ['staff', 'owner'],
      action: 'set each instructor’s working hours, car and area, and see every diary for the week',
      benefit: 'keep every instructor busy within a sensible driving area',
      acceptance: [
        'Each instructor sets working hours and days off, and bookings outside them are refused.',
        'The owner sees the week’s booked hours per instructor and the gaps that can still be filled.',
        'A car marked off the road for a service blocks the lessons of the instructor who drives it, and those pupils are told.',
      ],
      entities: ['instructor', 'car', 'lesson'],
      integrations: ['Google Calendar'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'pupil', plural: 'pupils' },
      fields: [
        'name:text',
        'phone:text',
        'payer_email:text',
        'licence_number:text',
        'transmission:text',
        'hours_balance:numeric',
        'instructor_id:uuid',
      ],
    },
    {
      name: { singular: 'instructor', plural: 'instructors' },
      fields: [
        'name:text',
        'licence_expires_on:date',
        'car_id:uuid',
        'area_postcodes:text[]',
        'hourly_rate_cents:integer',
      ],
    },
    {
      name: { singular: 'car', plural: 'cars' },
      fields: ['registration:text', 'transmission:text', 'dual_controls:boolean', 'off_road_until:date'],
    },
    {
      name: { singular: 'lesson', plural: 'lessons' },
      fields: [
        'pupil_id:uuid',
        'instructor_id:uuid',
        'starts_at:timestamp',
        'minutes:integer',
        'pickup_address:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'lesson block', plural: 'lesson blocks' },
      fields: [
        'pupil_id:uuid',
        'hours:integer',
        'price_cents:integer',
        'paid_by_email:text',
        'paid_at:timestamp',
      ],
    },
    {
      name: { singular: 'skill rating', plural: 'skill ratings' },
      fields: ['pupil_id:uuid', 'lesson_id:uuid', 'skill:text', 'level:text'],
    },
    {
      name: { singular: 'driving test', plural: 'driving tests' },
      fields: ['pupil_id:uuid', 'test_centre:text', 'test_at:timestamp', 'result:text', 'faults:integer'],
    },
    {
      name: { singular: 'waitlist entry', plural: 'waitlist entries' },
      fields: ['pupil_id:uuid', 'instructor_id:uuid', 'earliest_on:date', 'times_wanted:text'],
    },
  ],
  compliance: [
    'instructor licensing (approved driving instructor registration in the UK, a state driving school and instructor licence in the US)',
    'driving tuition insurance and dual controls on every lesson car',
    'background checks for instructors who teach under-18s',
    'GDPR for pupils’ licence details and contact records',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['road', 'lane', 'wheel', 'signal', 'mirror', 'junction', 'route', 'licence', 'pass', 'drive'],
  brandMotifs: ['car', 'route', 'road', 'star'],
};
