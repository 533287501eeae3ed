import type { Archetype } from '../../archetype';

export const independentGym: Archetype = {
  id: 'independent-gym',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'independent gym', plural: 'independent gyms' },
  description:
    'An owner-run gym of a few hundred members: a free-weights and machines floor, a studio for group classes such as spin, HIIT and strength, and a few personal trainers renting time on the floor. Monthly memberships, new-joiner inductions, a busy 6 pm and members quietly drifting away decide whether it pays the rent.',
  keywords: [
    'gym',
    'gyms',
    'independent gym',
    'local gym',
    'fitness centre',
    'fitness center',
    'health club',
    'gym membership',
    'weights',
    'free weights',
    'weights room',
    'powerlifting',
    'strength gym',
    'group classes',
    'spin classes',
    'HIIT',
    'crossfit',
    'functional fitness',
    '24 hour gym',
    'gym floor',
  ],
  segments: [
    {
      id: 'members',
      role: { singular: 'gym member', plural: 'gym members' },
      qualifier: 'who train three or four times a week',
      jobs: [
        'book a place in the 6 pm spin class before it fills',
        'check how busy the weights floor is before driving over',
        'freeze the membership during a month away',
      ],
      pains: [
        'Racks and benches are all taken between 5.30 and 7 pm.',
        'Cancelling or freezing a membership needs a visit to the desk and a form.',
      ],
      persona: {
        firstName: 'Tariq',
        profile: 'a software tester who lifts four evenings a week and takes the Saturday HIIT class',
        goals: ['A free squat rack when he arrives', 'A place in the Saturday class booked on Thursday'],
        frustrations: ['Driving over to find the floor packed', 'A contract that is hard to get out of'],
      },
    },
    {
      id: 'new-joiners',
      role: { singular: 'new gym member', plural: 'new gym members' },
      qualifier: 'in their first three months',
      jobs: ['learn to use the equipment safely', 'follow a simple plan for the first weeks'],
      pains: [
        'A first visit to a busy weights floor is intimidating without anyone to show the way.',
        'Most people who join in January have stopped coming by March.',
      ],
      persona: {
        firstName: 'Joanne',
        profile:
          'a 46-year-old bank clerk joining a gym for the first time to get stronger after a back injury',
        goals: ['An induction that shows her the machines', 'A plan for three visits a week'],
        frustrations: ['Not knowing where to start', 'Feeling watched on the weights floor'],
      },
    },
    {
      id: 'trainers',
      role: { singular: 'self-employed trainer', plural: 'self-employed trainers' },
      qualifier: 'who hire floor time to coach clients',
      jobs: ['book a corner of the studio for client sessions', 'pay the rent without being chased'],
      pains: [
        'Two trainers turn up for the same corner of the studio at the same time.',
        'Rent is agreed by handshake and chased by text.',
      ],
      persona: {
        firstName: 'Ben',
        profile: 'a personal trainer with twelve clients who coaches at the gym five mornings a week',
        goals: ['The studio corner booked for his 7 am clients', 'One invoice for the month'],
        frustrations: ['Clashing with a group class he did not know about'],
      },
    },
  ],
  valuePropositions: [
    'Members book group classes from a live timetable and see how busy the floor is before they leave home.',
    'Memberships are bought, frozen and cancelled online under clear terms, without a form at the desk.',
    'Every new member gets a booked induction and a four-week starter plan, so fewer stop coming after the first month.',
    'Members who stop checking in are noticed after two weeks and offered a catch-up with a coach before they cancel.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Monthly memberships at $35-70, with off-peak and student rates, and annual memberships paid up front at a discount.',
      price: { low: 35, typical: 50, high: 70, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 4 },
    },
    {
      kind: 'unit-sales',
      description: 'Day passes at $12-20 and ten-visit passes at $100-150.',
      price: { low: 12, typical: 15, high: 20, per: 'visit' },
    },
    {
      kind: 'retainer',
      description: 'Floor rent from self-employed personal trainers at $300-800 a month each.',
      price: { low: 300, typical: 500, high: 800, per: 'month' },
    },
    {
      kind: 'unit-sales',
      description: 'Protein shakes, drinks and supplements at the desk at $3-6, and branded kit at $20-45.',
      price: { low: 3, typical: 5, high: 45, per: 'item' },
    },
  ],
  costs: [
    {
      label: 'rent for a large unit with changing rooms',
      kind: 'fixed',
      monthly: { low: 5000, high: 15000 },
    },
    { label: 'front desk, coaches’ and cleaners’ wages', kind: 'fixed', monthly: { low: 6000, high: 18000 } },
    { label: 'equipment leasing and servicing', kind: 'fixed', monthly: { low: 1200, high: 4000 } },
    {
      label: 'electricity, heating, water and showers',
      kind: 'variable',
      monthly: { low: 1200, high: 3500 },
    },
    {
      label: 'gym management software, access control and card fees',
      kind: 'variable',
      monthly: { low: 300, high: 900 },
    },
    { label: 'insurance and music licences', kind: 'fixed', monthly: { low: 300, high: 900 } },
    { label: 'shakes and kit sold at the desk', kind: 'cost-of-goods', shareOfRevenue: 0.04 },
    {
      label: 'new-year campaigns, referral offers and local ads',
      kind: 'acquisition',
      monthly: { low: 400, high: 1500 },
    },
  ],
  kpis: [
    'active members',
    'monthly membership churn',
    'new members still checking in after 90 days',
    'visits per member per week',
    'class occupancy',
    'peak-hour occupancy',
  ],
  risks: [
    {
      risk: 'A budget gym chain opens nearby at half the membership price.',
      mitigation:
        'Compete on what a chain does not do: coaching, inductions, a community of regulars and classes with names on the door, not on price.',
    },
    {
      risk: 'January joiners stop coming by March and cancel in the spring.',
      mitigation:
        'Book every new member an induction and a four-week check-in, and contact anyone who has not checked in for 14 days.',
    },
    {
      risk: 'A member is injured on a machine or under a barbell.',
      mitigation:
        'Induct every new member, service equipment on a schedule with records kept, and carry public liability insurance.',
    },
  ],
  competitors: [
    'budget gym chains',
    'premium health clubs',
    'boutique class studios',
    'home workout apps and home gyms',
  ],
  features: [
    {
      id: 'class-booking',
      title: 'Group class booking with waiting lists',
      usedBy: ['members'],
      action: 'book a place in a class from the live timetable and join the waiting list when it is full',
      benefit: 'get into the classes I plan my week around',
      acceptance: [
        'Classes open for booking seven days ahead at 7 am.',
        'When a place is cancelled, the first member on the waiting list is booked in and told by push notification.',
        'Members who miss two booked classes in a month without cancelling cannot book ahead for a week.',
      ],
      entities: ['class session', 'class booking', 'member'],
      integrations: ['push notifications'],
      size: 3,
    },
    {
      id: 'memberships',
      title: 'Online memberships with freeze and cancel',
      usedBy: ['members'],
      action: 'join, freeze or cancel my membership online',
      benefit: 'manage my membership without a form at the desk',
      acceptance: [
        'The terms, the notice period and the first payment are shown before a member confirms.',
        'A freeze of one to three months stops payments and door access for that period.',
        'A cancellation shows the last payment date and the last day of access on screen and by email.',
      ],
      entities: ['membership', 'member'],
      integrations: ['GoCardless'],
      size: 3,
    },
    {
      id: 'door-access',
      title: 'Door access by app and live occupancy',
      usedBy: ['members'],
      action: 'open the door with my phone and see how many people are training right now',
      benefit: 'come in when the floor is quiet',
      acceptance: [
        'The door opens only for members whose membership is active and paid.',
        'The app shows the number checked in during the last 90 minutes and a busy-hours chart by weekday.',
        'Each entry is recorded as a visit with the member and the time.',
      ],
      entities: ['visit', 'member', 'membership'],
      integrations: ['access control system'],
      size: 3,
    },
    {
      id: 'inductions',
      title: 'Inductions and starter plans for new members',
      usedBy: ['new-joiners', 'staff'],
      action: 'book my induction and follow a four-week starter plan',
      benefit: 'use the gym with confidence from the first week',
      acceptance: [
        'A new member is offered induction slots in their first seven days when they join.',
        'The starter plan shows three sessions a week with each exercise described and shown in a short video.',
        'The coach who ran the induction is reminded to check in with the member at four weeks.',
      ],
      entities: ['induction', 'member'],
      integrations: [],
      size: 2,
    },
    {
      id: 'lapse-alerts',
      title: 'Lapsing member alerts',
      usedBy: ['owner', 'staff'],
      action: 'see members who have not checked in for two weeks and contact them',
      benefit: 'win members back before they cancel',
      acceptance: [
        'Members with no visit in 14 days are listed each Monday with their last visit and usual classes.',
        'Each contact is recorded with the date, the staff member and the outcome.',
        'Members who asked not to be contacted never appear on the list.',
      ],
      entities: ['member', 'visit'],
      integrations: ['Mailchimp'],
      size: 2,
    },
    {
      id: 'trainer-rent',
      title: 'Studio time and rent for trainers',
      usedBy: ['trainers'],
      action: 'book a studio corner for client sessions and pay my rent by direct debit',
      benefit: 'coach my clients without clashing with classes',
      acceptance: [
        'Studio bookings cannot overlap a group class or another trainer’s booking.',
        'Each trainer receives one invoice a month for their agreed rent, collected by direct debit.',
        'A trainer’s clients sign the gym’s waiver before their first session.',
      ],
      entities: ['studio booking', 'trainer'],
      integrations: ['GoCardless'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'member', plural: 'members' },
      fields: ['name:text', 'email:text', 'phone:text', 'joined_on:date', 'contact_opt_out:boolean'],
    },
    {
      name: { singular: 'membership', plural: 'memberships' },
      fields: [
        'member_id:uuid',
        'plan:text',
        'monthly_cents:integer',
        'status:text',
        'frozen_until:date',
        'mandate_id:text',
      ],
    },
    {
      name: { singular: 'visit', plural: 'visits' },
      fields: ['member_id:uuid', 'entered_at:timestamp'],
    },
    {
      name: { singular: 'class session', plural: 'class sessions' },
      fields: ['title:text', 'starts_at:timestamp', 'coach:text', 'places:integer'],
    },
    {
      name: { singular: 'class booking', plural: 'class bookings' },
      fields: ['class_session_id:uuid', 'member_id:uuid', 'status:text', 'waitlist_position:integer'],
    },
    {
      name: { singular: 'induction', plural: 'inductions' },
      fields: ['member_id:uuid', 'coach:text', 'held_at:timestamp', 'check_in_due_on:date'],
    },
    {
      name: { singular: 'trainer', plural: 'trainers' },
      fields: ['name:text', 'email:text', 'monthly_rent_cents:integer', 'insurance_expires_on:date'],
    },
    {
      name: { singular: 'studio booking', plural: 'studio bookings' },
      fields: ['trainer_id:uuid', 'starts_at:timestamp', 'ends_at:timestamp', 'area:text'],
    },
  ],
  compliance: [
    'public liability insurance and equipment servicing records',
    'health questionnaire and waiver for new members',
    'fair consumer contract terms for memberships and cancellation',
    'music licence for classes and the gym floor',
    'GDPR for member records',
  ],
  complexity: 2,
  vocabulary: ['iron', 'barbell', 'rep', 'forge', 'anvil', 'lift', 'plate', 'grit', 'core', 'pulse'],
  brandMotifs: ['dumbbell', 'heart-pulse', 'timer', 'trophy'],
};
