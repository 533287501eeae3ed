import type { Archetype } from '../../archetype';

export const beautySalon: Archetype = {
  id: 'beauty-salon',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'beauty salon', plural: 'beauty salons' },
  description:
    'A high-street beauty salon and nail bar with four to six technicians and a treatment room or two: gel and acrylic nails, manicures and pedicures, brows and lashes, waxing, facials and massage, sold as single treatments, courses and spa days. The appointment book is the business: a gap on a Saturday is money lost, and patch tests and consultation notes decide who can have which treatment.',
  keywords: [
    'beauty salon',
    'beauty',
    'beautician',
    'beauty therapist',
    'nail bar',
    'nail salon',
    'nails',
    'nail technician',
    'manicure',
    'manicures',
    'pedicure',
    'gel nails',
    'acrylics',
    'lashes',
    'lash extensions',
    'brows',
    'eyebrows',
    'waxing',
    'facial',
    'facials',
    'spa',
    'day spa',
    'massage',
    'pamper',
    'aesthetics',
  ],
  segments: [
    {
      id: 'regulars',
      role: { singular: 'regular client', plural: 'regular clients' },
      qualifier: 'who have their nails or lashes done every few weeks',
      jobs: [
        'book an infill with the same technician before the last set grows out',
        'rebook the next appointment at the end of this one',
        'see prices before arriving',
      ],
      pains: [
        'The salon only takes bookings by direct message, and replies come the next day.',
        'The favourite technician is booked three weeks ahead and there is no waiting list.',
      ],
      persona: {
        firstName: 'Chloe',
        profile:
          'a 29-year-old dental nurse who has gel nails infilled every three weeks and lashes every month',
        goals: ['The same technician every time', 'Booking at 11 p.m. without sending a message'],
        frustrations: [
          'Waiting a day for a reply to a booking message',
          'Nails lifting a week after an appointment',
        ],
      },
    },
    {
      id: 'occasion-clients',
      role: { singular: 'client', plural: 'clients' },
      qualifier: 'getting ready for a wedding, a holiday or a night out',
      jobs: [
        'book several treatments on the same day before an event',
        'know a lash or brow tint is safe to have',
      ],
      pains: [
        'A patch test is needed 48 hours ahead and nobody mentioned it when the booking was made.',
        'Booking nails, brows and a spray tan means three messages and three different times.',
      ],
      persona: {
        firstName: 'Amira',
        profile:
          'a 34-year-old bride-to-be booking nails, brows and a facial for herself and four bridesmaids',
        goals: ['Everything booked in one go for the week of the wedding', 'Patch tests done in good time'],
        frustrations: ['Finding out about the patch test the day before'],
      },
    },
    {
      id: 'gift-buyers',
      role: { singular: 'gift buyer', plural: 'gift buyers' },
      qualifier: 'looking for a spa day or a treatment voucher',
      jobs: [
        'buy a voucher online that arrives in time for a birthday',
        'choose a treatment without knowing the jargon',
      ],
      pains: [
        'Vouchers can only be bought at the desk during opening hours.',
        'The treatment menu is full of names like “dermaplaning” with no explanation.',
      ],
      persona: {
        firstName: 'Mark',
        profile: 'a 45-year-old engineer buying a spa day for his wife’s fiftieth birthday',
        goals: ['A voucher he can print or email tonight', 'A treatment she will actually enjoy'],
        frustrations: ['A menu he cannot make sense of'],
      },
    },
  ],
  valuePropositions: [
    'Clients book any treatment online at any hour, choose their technician, and see the price and how long it takes before confirming.',
    'Lash, brow and tint bookings trigger a patch test reminder 48 hours ahead, so nobody is turned away on the day.',
    'Regulars rebook their next infill before they leave, and join a waiting list for their technician when the diary is full.',
    'Spa days and gift vouchers sell online around the clock, with treatments explained in plain words.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Nail treatments at $30-65 (a gel manicure around $40, a new acrylic set $50-65, infills $35-45), with regulars returning every three weeks.',
      price: { low: 30, typical: 45, high: 65, per: 'appointment' },
      cadence: { purchasesPerMonth: 1.3, monthlyChurn: 6 },
    },
    {
      kind: 'bookings',
      description: 'Lashes, brows, waxing and facials at $20-120, with lash extension infills at $40-60.',
      price: { low: 20, typical: 55, high: 120, per: 'treatment' },
    },
    {
      kind: 'bookings',
      description: 'Spa days and pamper packages at $120-250 a person, mostly bought as gift vouchers.',
      price: { low: 120, typical: 160, high: 250, per: 'person' },
    },
    {
      kind: 'unit-sales',
      description: 'Cuticle oil, skincare and lash serums sold at the desk at $12-60.',
      price: { low: 12, typical: 25, high: 60, per: 'item' },
    },
  ],
  costs: [
    { label: 'technicians’ wages or commission', kind: 'cost-of-goods', shareOfRevenue: 0.42 },
    { label: 'nail and lash products', kind: 'cost-of-goods', shareOfRevenue: 0.08 },
    { label: 'salon rent', kind: 'fixed', monthly: { low: 1500, high: 4500 } },
    { label: 'booking software and card fees', kind: 'variable', monthly: { low: 80, high: 300 } },
    { label: 'towels, laundry and extraction maintenance', kind: 'fixed', monthly: { low: 150, high: 450 } },
    { label: 'treatment insurance', kind: 'fixed', monthly: { low: 40, high: 150 } },
    {
      label: 'Instagram ads and influencer treatments',
      kind: 'acquisition',
      monthly: { low: 150, high: 800 },
    },
  ],
  kpis: [
    'chair and couch hours booked as a share of hours open',
    'clients who rebook before leaving',
    'no-shows and late cancellations each week',
    'average spend per visit',
    'vouchers sold and redeemed',
    'retail sales per therapist',
  ],
  risks: [
    {
      risk: 'A client has an allergic reaction to lash glue or tint.',
      mitigation:
        'Patch test 48 hours before every lash, brow and tint treatment, record the result, and refuse the treatment without one.',
    },
    {
      risk: 'Acrylic and gel dust and fumes harm technicians over time.',
      mitigation:
        'Fit extraction at each nail desk, ventilate the room, and use low-odour products with safety data sheets kept on file.',
    },
    {
      risk: 'A technician leaves and takes their regular clients to a rival salon.',
      mitigation:
        'Keep the client list in the salon’s booking system, pay fairly on commission, and introduce regulars to a second technician.',
    },
    {
      risk: 'Weekday mornings stay empty while Saturdays turn clients away.',
      mitigation:
        'Offer weekday-morning prices and express treatments, and move rebooking regulars into quieter slots.',
    },
  ],
  competitors: [
    'walk-in nail bars in shopping centres',
    'mobile and home-based nail technicians',
    'hotel spas',
    'hair salons with a beauty room',
  ],
  features: [
    {
      id: 'online-booking',
      title: 'Online treatment booking by technician',
      usedBy: ['regulars', 'occasion-clients'],
      action: 'choose a treatment and a technician and book a time that fits its length',
      benefit: 'book at any hour without waiting for a reply',
      acceptance: [
        'Each treatment shows its price, its length and which technicians offer it.',
        'Only slots long enough for all the chosen treatments are offered.',
        'The booking is confirmed by email and text with the cancellation policy.',
      ],
      entities: ['appointment', 'treatment', 'technician'],
      integrations: ['Stripe', 'Twilio'],
      size: 3,
    },
    {
      id: 'patch-tests',
      title: 'Patch test reminders and consultation notes',
      usedBy: ['occasion-clients', 'regulars', 'staff'],
      action:
        'be reminded to come in for a patch test and answer the consultation questions before my treatment',
      benefit: 'have the treatment on the day without being turned away',
      acceptance: [
        'Booking a lash, brow or tint treatment without a patch test in the last 6 months books a patch test at least 48 hours before.',
        'The treatment cannot be started until a patch test result is recorded.',
        'Consultation answers (allergies, skin conditions, medication) are kept on the client record.',
      ],
      entities: ['patch test', 'client', 'appointment'],
      integrations: [],
      size: 2,
    },
    {
      id: 'rebooking',
      title: 'Rebooking and waiting lists for a technician',
      usedBy: ['regulars'],
      action: 'rebook my next infill before I leave, or join my technician’s waiting list',
      benefit: 'keep my nails done without gaps',
      acceptance: [
        'At checkout the client is offered the same slot 3 weeks ahead for the same treatment.',
        'A cancellation in a technician’s diary is offered by text to the first client on their waiting list.',
        'An offer not taken within 30 minutes passes to the next client.',
      ],
      entities: ['appointment', 'waiting list entry'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'gift-vouchers',
      title: 'Spa day and gift voucher sales',
      usedBy: ['gift-buyers'],
      action: 'buy a spa day or a voucher online and send it by email or print it',
      benefit: 'give a treatment as a present at the last minute',
      acceptance: [
        'A voucher has a value or a named package, a code and an expiry at least 12 months ahead.',
        'The recipient can redeem the code when booking online.',
        'Unredeemed vouchers are listed for the owner with their value.',
      ],
      entities: ['voucher', 'treatment'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'no-show-deposits',
      title: 'Cards kept on file against no-shows',
      usedBy: ['regulars', 'owner'],
      action: 'keep a card on file under the salon’s cancellation policy',
      benefit: 'book without paying up front while the salon is covered for no-shows',
      acceptance: [
        'The cancellation policy is shown and accepted before the card is saved.',
        'A no-show or a cancellation within 24 hours can be charged the stated fee from the diary.',
        'Clients with two no-shows in 6 months must pay a deposit to book.',
      ],
      entities: ['appointment', 'client'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'therapist-diaries',
      title: 'Technician diaries and commission',
      usedBy: ['staff', 'owner'],
      action: 'manage each technician’s working hours and see their takings and commission',
      benefit: 'fill the diary and pay commission without a spreadsheet',
      acceptance: [
        'Each technician sets their working hours and the treatments they are trained for.',
        'Treatment and retail takings are totalled per technician each week with commission worked out.',
        'The owner sees booked hours against open hours for each day.',
      ],
      entities: ['technician', 'appointment'],
      integrations: ['Google Calendar'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['name:text', 'phone:text', 'email:text', 'consultation:jsonb', 'no_shows:integer'],
    },
    {
      name: { singular: 'technician', plural: 'technicians' },
      fields: ['name:text', 'treatments:text[]', 'commission_percent:numeric', 'working_hours:jsonb'],
    },
    {
      name: { singular: 'treatment', plural: 'treatments' },
      fields: [
        'name:text',
        'category:text',
        'minutes:integer',
        'price_cents:integer',
        'needs_patch_test:boolean',
      ],
    },
    {
      name: { singular: 'appointment', plural: 'appointments' },
      fields: [
        'client_id:uuid',
        'technician_id:uuid',
        'treatment_id:uuid',
        'starts_at:timestamp',
        'price_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'patch test', plural: 'patch tests' },
      fields: ['client_id:uuid', 'product:text', 'tested_at:timestamp', 'result:text'],
    },
    {
      name: { singular: 'waiting list entry', plural: 'waiting list entries' },
      fields: ['client_id:uuid', 'technician_id:uuid', 'treatment_id:uuid', 'joined_at:timestamp'],
    },
    {
      name: { singular: 'voucher', plural: 'vouchers' },
      fields: ['code:text', 'value_cents:integer', 'package:text', 'expires_on:date', 'redeemed_on:date'],
    },
  ],
  compliance: [
    'a local authority special treatments licence where massage or electrolysis is offered',
    'a patch test recorded before every lash or tint treatment',
    'COSHH assessments and ventilation for nail chemicals',
    'GDPR for consultation forms and health answers',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['nail', 'lash', 'polish', 'petal', 'pearl', 'silk', 'glow', 'lotus', 'blossom', 'gloss'],
  brandMotifs: ['flower', 'gem', 'sparkle'],
};
