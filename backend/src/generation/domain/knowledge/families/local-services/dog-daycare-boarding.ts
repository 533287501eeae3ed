import type { Archetype } from '../../archetype';

export const dogDaycareBoarding: Archetype = {
  id: 'dog-daycare-boarding',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'dog daycare centre', plural: 'dog daycare centres' },
  description:
    'A licensed dog daycare and boarding centre on the edge of town: dogs dropped off for the day to play in supervised groups and collected after work, overnight boarding in kennels or suites while owners are away, and a pickup van for the daily regulars. Every new dog is assessed before joining a group, vaccinations are checked, and owners want a photo to know their dog is happy.',
  keywords: [
    'doggy daycare',
    'dog daycare',
    'dog day care',
    'doggy day care',
    'daycare for dogs',
    'dog boarding',
    'pet boarding',
    'kennels',
    'kennel',
    'boarding kennels',
    'cattery',
    'dog hotel',
    'pet hotel',
    'dog creche',
    'dog minding',
    'dogs',
    'puppies',
    'puppy',
    'dog owners',
    'pet resort',
    'dog handler',
    'dog handling',
    'dog socialisation',
  ],
  segments: [
    {
      id: 'daycare-regulars',
      role: { singular: 'dog owner', plural: 'dog owners' },
      qualifier: 'who work long days away from home',
      jobs: [
        'book daycare on the same days each week',
        'know their dog has played, eaten and rested',
        'have the dog collected on the way if they cannot do the drop-off',
      ],
      pains: [
        'The dog is shut in alone for nine hours and chews the door frame.',
        'Daycare places are full by the time the rota for next week is known.',
      ],
      persona: {
        firstName: 'Laura',
        profile:
          'a 33-year-old hospital pharmacist with a two-year-old spaniel and twelve-hour shifts three days a week',
        goals: ['A fixed place on Monday, Wednesday and Friday', 'A photo at lunchtime'],
        frustrations: ['Coming home to a frustrated, under-exercised dog', 'Swapping days by phone'],
      },
    },
    {
      id: 'holiday-boarders',
      role: { singular: 'dog owner', plural: 'dog owners' },
      qualifier: 'going on holiday',
      jobs: [
        'book a week of boarding months ahead for the summer',
        'be sure the dog gets its medication and its own food',
      ],
      pains: [
        'Boarding for August is full by March, and the waiting list is a sticky note.',
        'Nobody sends news, and the first update is at collection.',
      ],
      persona: {
        firstName: 'Raj',
        profile: 'a 48-year-old teacher booking two weeks of boarding for his elderly labrador every summer',
        goals: ['August booked in January', 'Daily news and his dog’s tablets given on time'],
        frustrations: ['Paying in full months ahead with no idea of the cancellation terms'],
      },
    },
    {
      id: 'puppy-owners',
      role: { singular: 'puppy owner', plural: 'puppy owners' },
      qualifier: 'whose dog is new to group play',
      jobs: [
        'have the puppy assessed and settled into a small, gentle group',
        'learn how the puppy is getting on with other dogs',
      ],
      pains: [
        'Some daycares put every dog in one big room from day one.',
        'Nobody says whether the puppy is nervous or coping.',
      ],
      persona: {
        firstName: 'Megan',
        profile:
          'a 26-year-old marketing assistant with a five-month-old cockapoo starting daycare when she goes back to the office',
        goals: ['A trial day with feedback', 'A small group of puppies'],
        frustrations: ['Not knowing if the puppy cried all day'],
      },
    },
  ],
  valuePropositions: [
    'Regulars hold fixed daycare days and swap or add a day online, with a photo and a short report of each dog’s day by mid-afternoon.',
    'Boarding for holidays is booked online months ahead with a deposit and clear cancellation terms, and owners get a daily update while they are away.',
    'Every new dog has an assessment day before joining a group, and vaccinations are checked before any booking is confirmed.',
    'Medication, feeding and behaviour notes travel with each dog on the staff’s phones, so tablets are given on time by whoever is on shift.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Daycare at $30-45 a day, sold as fixed weekly days billed monthly, with packs of 10 days for occasional users.',
      price: { low: 120, typical: 420, high: 800, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 4 },
    },
    {
      kind: 'bookings',
      description: 'Overnight boarding at $40-70 a night, more for a suite or a second dog at a discount.',
      price: { low: 40, typical: 55, high: 70, per: 'night' },
    },
    {
      kind: 'bookings',
      description: 'Pickup and drop-off by van at $5-10 each way, and a bath before going home at $20-35.',
      price: { low: 5, typical: 10, high: 35, per: 'service' },
    },
  ],
  costs: [
    { label: 'dog handlers’ wages', kind: 'cost-of-goods', shareOfRevenue: 0.38 },
    {
      label: 'site rent',
      kind: 'fixed',
      monthly: { low: 1800, high: 5000 },
    },
    {
      label: 'licence fees and insurance',
      kind: 'fixed',
      monthly: { low: 150, high: 500 },
    },
    { label: 'cleaning, bedding and disinfectant', kind: 'variable', monthly: { low: 250, high: 800 } },
    { label: 'running the pickup van', kind: 'fixed', monthly: { low: 400, high: 900 } },
    { label: 'booking software and card fees', kind: 'variable', monthly: { low: 60, high: 250 } },
    { label: 'local ads and vet practice referrals', kind: 'acquisition', monthly: { low: 100, high: 600 } },
  ],
  kpis: [
    'dogs in daycare each day against the licensed number',
    'boarding nights sold in peak weeks',
    'daycare regulars on fixed weekly days',
    'assessments that become regular bookings',
    'incidents between dogs each month',
    'owners who open the daily update',
  ],
  risks: [
    {
      risk: 'A dog fight injures a dog in group play.',
      mitigation:
        'Assess every dog before it joins, group by size and temperament, keep the staff-to-dog ratio in the licence, and record every incident.',
    },
    {
      risk: 'Kennel cough or parvovirus spreads through the centre.',
      mitigation:
        'Refuse any booking without up-to-date vaccinations, send home dogs that cough, and disinfect kennels between boarders.',
    },
    {
      risk: 'A dog escapes at drop-off or from the outdoor run.',
      mitigation:
        'Use double-gated entrances, check fences weekly, and microchip details on file with a lost-dog plan.',
    },
    {
      risk: 'Boarding sells out in summer and sits empty in February.',
      mitigation:
        'Take early-bird deposits for peak weeks, fill quiet months with daycare packs and puppy days, and price peak weeks higher.',
    },
  ],
  competitors: [
    'home boarders found on pet sitting apps',
    'traditional boarding kennels on farms',
    'dog walkers offering group walks',
    'friends and family minding the dog',
  ],
  features: [
    {
      id: 'daycare-booking',
      title: 'Fixed daycare days with online swaps',
      usedBy: ['daycare-regulars', 'puppy-owners'],
      action: 'keep the same days each week and swap or add a day online',
      benefit: 'plan my work week around a place I know is kept',
      acceptance: [
        'A day can be added only when the group is below the licensed number of dogs for that day.',
        'A swap made by 6 p.m. the day before is free; later changes use up the day.',
        'Fixed days are billed monthly on the 1st for the month ahead.',
      ],
      entities: ['daycare day', 'dog', 'dog owner'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'boarding-stays',
      title: 'Boarding stays with a deposit',
      usedBy: ['holiday-boarders'],
      action: 'book boarding for the dates I am away and pay a deposit to hold the kennel',
      benefit: 'have the summer holiday sorted months ahead',
      acceptance: [
        'Nights are offered only when a kennel or suite suited to the dog’s size is free for the whole stay.',
        'The cancellation terms are shown and accepted before the deposit is taken.',
        'Peak weeks fill in order of deposit, and a waiting list opens when they are full.',
      ],
      entities: ['boarding stay', 'kennel', 'dog'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'dog-profiles',
      title: 'Dog profiles with vaccinations and care notes',
      usedBy: ['daycare-regulars', 'holiday-boarders', 'puppy-owners'],
      action: 'add my dog’s vaccinations, feeding, medication and vet details once',
      benefit: 'know my dog is cared for the way it needs by whoever is on shift',
      acceptance: [
        'A booking cannot be confirmed while the dog’s vaccination record is missing or out of date.',
        'Medication doses and times are shown to staff on the day with a tick when given.',
        'Owners are reminded 30 days before a vaccination expires.',
      ],
      entities: ['dog', 'vaccination record'],
      integrations: [],
      size: 2,
    },
    {
      id: 'assessment-days',
      title: 'Assessment days for new dogs',
      usedBy: ['puppy-owners', 'staff'],
      action: 'book an assessment day and read how my dog got on',
      benefit: 'start daycare in a group that suits my dog',
      acceptance: [
        'A dog cannot join group daycare before an assessment is recorded as passed.',
        'The assessment records temperament with people and dogs, and the group recommended.',
        'The owner receives the assessment notes the same evening.',
      ],
      entities: ['assessment', 'dog'],
      integrations: [],
      size: 2,
    },
    {
      id: 'daily-updates',
      title: 'Daily photo updates for owners',
      usedBy: ['daycare-regulars', 'holiday-boarders', 'staff'],
      action: 'receive a photo and a short note about my dog’s day',
      benefit: 'stop worrying while I am at work or away',
      acceptance: [
        'Staff can post a photo and a note to a dog’s day in under a minute from their phone.',
        'Each dog in daycare gets at least one photo by 3 p.m.; each boarder gets one daily.',
        'Notes flag anything the owner must know (not eating, limping) and alert the manager.',
      ],
      entities: ['daily report', 'dog'],
      integrations: ['Cloudinary'],
      size: 2,
    },
    {
      id: 'group-board',
      title: 'Daily play group and kennel board',
      usedBy: ['staff', 'owner'],
      action: 'see which dogs are in, their play group, their kennel and their feeding and medication times',
      benefit: 'run the day safely with the right dogs together',
      acceptance: [
        'Each dog in for the day is in one play group, and groups never exceed the staff-to-dog ratio.',
        'Dogs marked not to mix with each other cannot be placed in the same group.',
        'Check-in and check-out times are recorded for every dog.',
      ],
      entities: ['daycare day', 'boarding stay', 'play group'],
      integrations: [],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'dog owner', plural: 'dog owners' },
      fields: ['name:text', 'phone:text', 'email:text', 'address:text', 'emergency_contact:text'],
    },
    {
      name: { singular: 'dog', plural: 'dogs' },
      fields: [
        'dog_owner_id:uuid',
        'name:text',
        'breed:text',
        'size:text',
        'feeding:text',
        'medication:text',
        'vet_practice:text',
        'assessed:boolean',
      ],
    },
    {
      name: { singular: 'vaccination record', plural: 'vaccination records' },
      fields: ['dog_id:uuid', 'vaccine:text', 'given_on:date', 'expires_on:date'],
    },
    {
      name: { singular: 'assessment', plural: 'assessments' },
      fields: [
        'dog_id:uuid',
        'assessed_on:date',
        'temperament:text',
        'recommended_group:text',
        'passed:boolean',
      ],
    },
    {
      name: { singular: 'daycare day', plural: 'daycare days' },
      fields: [
        'dog_id:uuid',
        'day:date',
        'play_group_id:uuid',
        'pickup:boolean',
        'checked_in_at:timestamp',
        'checked_out_at:timestamp',
      ],
    },
    {
      name: { singular: 'boarding stay', plural: 'boarding stays' },
      fields: [
        'dog_id:uuid',
        'kennel_id:uuid',
        'arrives_on:date',
        'leaves_on:date',
        'deposit_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'kennel', plural: 'kennels' },
      fields: ['name:text', 'size:text', 'is_suite:boolean'],
    },
    {
      name: { singular: 'play group', plural: 'play groups' },
      fields: ['name:text', 'day:date', 'handler:text', 'max_dogs:integer'],
    },
    {
      name: { singular: 'daily report', plural: 'daily reports' },
      fields: ['dog_id:uuid', 'day:date', 'photo_url:text', 'note:text', 'flagged:boolean'],
    },
  ],
  compliance: [
    'an animal boarding licence from the local authority that sets the number of dogs allowed',
    'staff-to-dog ratios written into the licence',
    'vaccination records checked for every dog before it stays',
    'public liability and care, custody and control insurance',
    'GDPR for owners’ contact details and addresses',
  ],
  complexity: 2,
  vocabulary: ['paw', 'bone', 'lead', 'collar', 'kennel', 'biscuit', 'meadow', 'tail', 'bark', 'den'],
  brandMotifs: ['paw', 'dog', 'bone', 'house'],
};
