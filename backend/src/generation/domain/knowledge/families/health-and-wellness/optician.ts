import type { Archetype } from '../../archetype';

export const optician: Archetype = {
  id: 'optician',
  family: 'health-and-wellness',
  industry: 'healthcare',
  kind: { singular: 'independent optician', plural: 'independent opticians' },
  description:
    'An independent optician on the high street with one or two testing rooms: eye tests by a registered optometrist, contact lens fittings and check-ups, glasses with frames chosen in the shop and lenses made by a lab, repairs and adjustments. Money comes from the glasses and contact lenses that follow an eye test, and from bringing patients back when their next test is due.',
  keywords: [
    'optician',
    'opticians',
    'optometrist',
    'optometry',
    'eye test',
    'eye tests',
    'eye exam',
    'eye care',
    'eyecare',
    'glasses',
    'spectacles',
    'eyewear',
    'frames',
    'lenses',
    'contact lenses',
    'prescription glasses',
    'varifocals',
    'sunglasses',
    'eyesight',
    'vision',
  ],
  segments: [
    {
      id: 'glasses-wearers',
      role: { singular: 'glasses wearer', plural: 'glasses wearers' },
      qualifier: 'due for an eye test and a new pair',
      jobs: [
        'book an eye test at a time that suits',
        'choose frames that suit and know the full price with lenses',
        'know when the new glasses are ready to collect',
      ],
      pains: [
        'The price on the frame is only the start, and the lens extras are explained at the till.',
        'Glasses take a week or two at the lab, and nobody says when they will be ready.',
      ],
      persona: {
        firstName: 'Helen',
        profile:
          'a 52-year-old accountant who has just found she needs varifocals for screen work and reading',
        goals: ['One clear price for frames and lenses', 'An eye test on a Saturday morning'],
        frustrations: [
          'Being upsold coatings she does not understand',
          'Phoning to ask if the glasses are in',
        ],
      },
    },
    {
      id: 'lens-wearers',
      role: { singular: 'contact lens wearer', plural: 'contact lens wearers' },
      qualifier: 'who wear daily or monthly lenses',
      jobs: [
        'get lenses delivered before the last pair runs out',
        'keep the yearly lens check-up up to date',
      ],
      pains: [
        'Running out of lenses means a week back in old glasses.',
        'Online lens sellers are cheaper, but the check-up that keeps the eyes healthy is easy to skip.',
      ],
      persona: {
        firstName: 'Tom',
        profile: 'a 29-year-old physiotherapist who wears daily lenses at work and for five-a-side football',
        goals: ['Lenses on his doormat every three months', 'One monthly payment that covers the check-up'],
        frustrations: ['Ordering lenses the day he opens the last box'],
      },
    },
    {
      id: 'parents',
      role: { singular: 'parent', plural: 'parents' },
      qualifier: 'whose child needs an eye test or their first glasses',
      jobs: ['book a children’s eye test after school', 'choose tough frames a child will actually wear'],
      pains: [
        'A school screening letter says to see an optician, with no idea where to start.',
        'Children break or lose glasses, and a spare pair is another bill.',
      ],
      persona: {
        firstName: 'Aisha',
        profile: 'a mother whose seven-year-old was sent home with a letter after the school eye screening',
        goals: ['A patient optometrist who is good with children', 'Frames that survive the playground'],
        frustrations: ['Waiting three weeks for an appointment'],
      },
    },
  ],
  valuePropositions: [
    'Patients book an eye test or contact lens check online, with the optometrist, the time and what to bring confirmed at once.',
    'Every pair of glasses is quoted as one price for frames, lenses and coatings before it is ordered, with each lens option explained in plain words.',
    'Patients are texted when their glasses are back from the lab and checked, so nobody phones to ask.',
    'Contact lens wearers pay one monthly amount that covers their lenses by post and the yearly check-up.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Complete glasses (frames and prescription lenses) at $150-600 a pair, with varifocals and thinner lenses at the top.',
      price: { low: 150, typical: 280, high: 600, per: 'pair' },
      cadence: { purchasesPerMonth: 0.05, monthlyChurn: 1.5 },
    },
    {
      kind: 'bookings',
      description: 'Private eye tests at $60-120, with contact lens fittings at $80-150.',
      price: { low: 60, typical: 85, high: 150, per: 'test' },
      cadence: { purchasesPerMonth: 0.04, monthlyChurn: 1.5 },
    },
    {
      kind: 'subscription',
      description:
        'Contact lens plans at $20-45 a month, covering lenses delivered every three months and the yearly check-up.',
      price: { low: 20, typical: 30, high: 45, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2 },
    },
    {
      kind: 'unit-sales',
      description: 'Prescription sunglasses, repairs, cases and cleaning kits at $10-250.',
      price: { low: 10, typical: 60, high: 250, per: 'item' },
    },
  ],
  costs: [
    { label: 'frames, lenses and lab glazing', kind: 'cost-of-goods', shareOfRevenue: 0.35 },
    {
      label: 'optometrist and dispensing optician wages',
      kind: 'fixed',
      monthly: { low: 9000, high: 20000 },
    },
    { label: 'rent for the shop and testing room', kind: 'fixed', monthly: { low: 2000, high: 6000 } },
    {
      label: 'testing equipment leases (retinal camera, slit lamp, auto-refractor)',
      kind: 'fixed',
      monthly: { low: 700, high: 2000 },
    },
    {
      label: 'practice management software, card fees and recall texts',
      kind: 'variable',
      monthly: { low: 150, high: 450 },
    },
    {
      label: 'professional registration, indemnity and shop insurance',
      kind: 'fixed',
      monthly: { low: 150, high: 450 },
    },
    {
      label: 'local ads, frame displays and window dressing',
      kind: 'acquisition',
      monthly: { low: 300, high: 1200 },
    },
  ],
  kpis: [
    'eye tests per testing room per day',
    'eye tests that lead to a glasses order',
    'average glasses order value',
    'patients who come back when their recall is due',
    'contact lens plan members',
    'glasses remade for a wrong measurement or prescription',
  ],
  risks: [
    {
      risk: 'Patients take their prescription to an online glasses seller after the eye test.',
      mitigation:
        'Hand over the prescription as the law requires, and compete on fitting, adjustments, a price promise on like-for-like lenses and aftercare.',
    },
    {
      risk: 'Patients are not recalled and drift to a chain when their test is due.',
      mitigation:
        'Record a recall date for every patient and send texts and emails a month before it, with a link to book.',
    },
    {
      risk: 'A glasses order is remade because of a wrong measurement or lens choice.',
      mitigation:
        'Check every pair against the prescription and measurements before it is handed over, and track remakes by cause.',
    },
    {
      risk: 'A sign of eye disease is missed or a referral is delayed.',
      mitigation:
        'Use retinal imaging for adult tests, follow written referral guidelines and record every referral with its urgency and date sent.',
    },
  ],
  competitors: [
    'national optician chains',
    'supermarket optical counters',
    'online glasses and contact lens sellers',
    'hospital eye clinics for specialist care',
  ],
  features: [
    {
      id: 'eye-test-booking',
      title: 'Online eye test booking',
      usedBy: ['glasses-wearers', 'lens-wearers', 'parents'],
      action: 'choose an eye test, contact lens check or children’s test and book a free slot',
      benefit: 'see the optometrist at a time that suits without phoning',
      acceptance: [
        'Each appointment type books its own length (30 minutes for an eye test, 20 for a lens check) into the optometrist’s diary.',
        'A patient who is new to the practice gives date of birth and any current prescription when booking.',
        'The confirmation says what to bring (current glasses, lenses worn for two hours) and can be cancelled from a link.',
      ],
      entities: ['appointment', 'patient', 'optometrist'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'recall-reminders',
      title: 'Recall reminders when the next test is due',
      usedBy: ['glasses-wearers', 'staff'],
      action: 'get a reminder when my next eye test is due, with a link to book',
      benefit: 'keep my eyes checked and my prescription up to date',
      acceptance: [
        'Every completed test sets a recall date chosen by the optometrist (one or two years, sooner for children).',
        'Reminders are sent 4 weeks and 1 week before the recall date, and stop once a test is booked.',
        'Staff see a list of patients overdue for recall, oldest first, with the reminders already sent.',
      ],
      entities: ['patient', 'recall'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'glasses-quote',
      title: 'Glasses quotes with frame and lens options',
      usedBy: ['glasses-wearers', 'parents'],
      action: 'see one price for the frames we tried and each lens option, and take the quote home',
      benefit: 'know exactly what the glasses will cost before ordering',
      acceptance: [
        'A quote lists the frame, the lens type and each coating as separate lines with a total.',
        'Each lens option shows a one-line explanation of what it does and its price.',
        'A quote emailed to the patient stays valid for 30 days and can be turned into an order in the shop.',
      ],
      entities: ['glasses order', 'frame', 'patient'],
      integrations: [],
      size: 3,
    },
    {
      id: 'order-tracking',
      title: 'Glasses order tracking from lab to collection',
      usedBy: ['glasses-wearers'],
      action: 'see my glasses move from ordered to at the lab, checked and ready to collect',
      benefit: 'collect my glasses on the first trip',
      acceptance: [
        'The patient is texted once when the glasses have been checked and are ready, never before the check.',
        'An order still at the lab after its promised date is flagged to staff with the lab’s name.',
        'Collection is recorded with the date and who fitted the glasses.',
      ],
      entities: ['glasses order'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'lens-plan',
      title: 'Contact lens plan with lenses by post',
      usedBy: ['lens-wearers'],
      action: 'pay a monthly amount for my lenses and check-up, and have lenses posted every three months',
      benefit: 'never run out of lenses or miss my check-up',
      acceptance: [
        'A plan can only be started for a patient with an in-date contact lens specification.',
        'Lenses are sent every three months while the plan is paid and the specification is in date.',
        'A lens wearer whose check-up is overdue is asked to book one before the next delivery.',
      ],
      entities: ['lens plan', 'patient', 'prescription'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'clinical-records',
      title: 'Prescriptions and clinical records',
      usedBy: ['staff', 'owner'],
      action: 'record each test’s findings and prescription, and give the patient a signed copy',
      benefit: 'keep accurate records and hand over every prescription as required',
      acceptance: [
        'A test cannot be completed without a prescription or a no-change note and the optometrist’s name.',
        'The patient is emailed a copy of the prescription when the test is completed.',
        'Clinical records are visible only to registered clinical staff and each view is logged.',
      ],
      entities: ['prescription', 'patient', 'appointment'],
      integrations: [],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'patient', plural: 'patients' },
      fields: ['name:text', 'born_on:date', 'email:text', 'phone:text', 'recall_on:date'],
    },
    {
      name: { singular: 'optometrist', plural: 'optometrists' },
      fields: ['name:text', 'registration_number:text', 'working_days:text[]'],
    },
    {
      name: { singular: 'appointment', plural: 'appointments' },
      fields: ['patient_id:uuid', 'optometrist_id:uuid', 'kind:text', 'starts_at:timestamp', 'status:text'],
    },
    {
      name: { singular: 'prescription', plural: 'prescriptions' },
      fields: [
        'patient_id:uuid',
        'appointment_id:uuid',
        'right_eye:text',
        'left_eye:text',
        'add_power:numeric',
        'lens_spec:text',
        'valid_until:date',
      ],
    },
    {
      name: { singular: 'frame', plural: 'frames' },
      fields: ['brand:text', 'model:text', 'colour:text', 'price_cents:integer', 'in_stock:integer'],
    },
    {
      name: { singular: 'glasses order', plural: 'glasses orders' },
      fields: [
        'patient_id:uuid',
        'frame_id:uuid',
        'lens_type:text',
        'coatings:text[]',
        'total_cents:integer',
        'lab:text',
        'promised_on:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'lens plan', plural: 'lens plans' },
      fields: [
        'patient_id:uuid',
        'lens_product:text',
        'monthly_cents:integer',
        'next_dispatch_on:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'recall', plural: 'recalls' },
      fields: ['patient_id:uuid', 'due_on:date', 'reminders_sent:integer', 'booked:boolean'],
    },
  ],
  compliance: [
    'registration of optometrists and dispensing opticians (General Optical Council in the UK, a state licence in the US)',
    'giving every patient their prescription after the test (the Eyeglass Rule and Contact Lens Rule in the US)',
    'HIPAA in the US and GDPR in the UK and EU for clinical records',
    'public eye test funding rules where the practice takes state-funded patients (NHS sight tests in the UK)',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['lens', 'frame', 'iris', 'focus', 'sight', 'vision', 'clear', 'bridge', 'view', 'eye'],
  brandMotifs: ['glasses', 'eye', 'lens', 'heart'],
};
