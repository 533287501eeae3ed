import type { Archetype } from '../../archetype';

export const tattooStudio: Archetype = {
  id: 'tattoo-studio',
  family: 'personal-services',
  industry: 'creative',
  kind: { singular: 'tattoo studio', plural: 'tattoo studios' },
  description:
    'A licensed tattoo studio with three or four artists, each with their own style and waiting list: custom pieces designed after a consultation, flash designs on walk-in days, cover-ups and touch-ups, and piercing. Bookings are secured with a deposit, consent and aftercare are recorded for every client, and an artist’s diary is the business.',
  keywords: [
    'tattoo',
    'tattoos',
    'tattoo studio',
    'tattoo parlour',
    'tattoo shop',
    'tattoo artist',
    'tattoo artists',
    'tattooist',
    'ink',
    'flash',
    'custom tattoo',
    'cover-up',
    'piercing',
    'piercings',
    'body art',
  ],
  segments: [
    {
      id: 'clients',
      role: { singular: 'tattoo client', plural: 'tattoo clients' },
      qualifier: 'planning a custom piece',
      jobs: [
        'find the artist whose style fits the idea',
        'send references and get a price range before booking',
        'book a session and know how to look after the tattoo',
      ],
      pains: [
        'Artists answer direct messages weeks late, if at all.',
        'Deposits are sent by bank transfer with nothing in writing about what happens if plans change.',
      ],
      persona: {
        firstName: 'Zoe',
        profile: 'a 26-year-old graphic designer planning a botanical half-sleeve in fine line',
        goals: ['An artist who does fine-line botanicals', 'A price range before paying a deposit'],
        frustrations: ['Messages left on read', 'Losing a deposit over a reschedule'],
      },
    },
    {
      id: 'walk-ins',
      role: { singular: 'walk-in customer', plural: 'walk-in customers' },
      qualifier: 'after a small flash piece or a piercing',
      jobs: ['see which flash designs are available today', 'get a slot the same day without waiting around'],
      pains: [
        'Walk-in days mean queuing outside with no idea how long it will take.',
        'The flash sheet on social media is out of date.',
      ],
      persona: {
        firstName: 'Marcus',
        profile: 'a 31-year-old chef who gets a small flash piece on his day off a few times a year',
        goals: ['A design from today’s flash and a time to come back'],
        frustrations: ['Waiting two hours on a walk-in day'],
      },
    },
    {
      id: 'artists',
      role: { singular: 'resident artist', plural: 'resident artists' },
      qualifier: 'renting a chair in the studio',
      jobs: ['fill the diary with the work they want to do', 'keep consent forms and deposits straight'],
      pains: [
        'Hours go into replying to enquiries that never book.',
        'No-shows on a full-day session lose a day’s income.',
      ],
      persona: {
        firstName: 'Rosa',
        profile: 'a blackwork artist with a three-month waiting list and 40,000 followers',
        goals: ['Enquiries that arrive with size, placement and references', 'Deposits taken automatically'],
        frustrations: ['A no-show on a seven-hour back piece'],
      },
    },
  ],
  valuePropositions: [
    'Clients send an enquiry with the idea, size, placement and references to the artist whose style fits, and get a price range and a consultation slot.',
    'Sessions are secured with a card deposit under a written policy, and the deposit comes off the final price.',
    'Consent forms, health questions and ID checks are completed online before the session, and aftercare instructions arrive by text afterwards.',
    'Walk-ins see today’s flash designs and join a queue from their phone, with a time to come back.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Custom tattoos at $120-200 an hour or $600-1,500 a day session, with an average booking of $250-400.',
      price: { low: 100, typical: 320, high: 1500, per: 'session' },
      cadence: { purchasesPerMonth: 0.2, monthlyChurn: 10 },
    },
    {
      kind: 'bookings',
      description: 'Flash designs at fixed prices of $80-250, and piercings at $40-90 plus jewellery.',
      price: { low: 40, typical: 120, high: 250, per: 'piece' },
    },
    {
      kind: 'retainer',
      description:
        'Chair rent from resident or guest artists at $200-500 a week, or 30-50% of their takings.',
      price: { low: 200, typical: 350, high: 500, per: 'artist per week' },
    },
    {
      kind: 'unit-sales',
      description: 'Aftercare balm, prints and studio merchandise at $10-40.',
      price: { low: 10, typical: 18, high: 40, per: 'item' },
    },
  ],
  costs: [
    { label: 'artists’ share of session takings', kind: 'cost-of-goods', shareOfRevenue: 0.5 },
    { label: 'needles, inks, gloves and single-use supplies', kind: 'cost-of-goods', shareOfRevenue: 0.06 },
    { label: 'rent for the studio', kind: 'fixed', monthly: { low: 1500, high: 4500 } },
    {
      label: 'studio licence, insurance and clinical waste collection',
      kind: 'fixed',
      monthly: { low: 150, high: 450 },
    },
    { label: 'front desk wages', kind: 'fixed', monthly: { low: 1500, high: 3500 } },
    { label: 'booking software and card fees', kind: 'variable', monthly: { low: 80, high: 300 } },
    { label: 'social media ads and conventions', kind: 'acquisition', monthly: { low: 150, high: 800 } },
  ],
  kpis: [
    'booked hours per artist per week',
    'enquiries that become a booked session',
    'deposits lost to no-shows and late cancellations',
    'average session value',
    'clients who come back for another piece within a year',
    'walk-ins served on flash days',
  ],
  risks: [
    {
      risk: 'A client has a reaction or an infection after a session.',
      mitigation:
        'Use single-use needles and sealed inks with batch numbers recorded per session, ask health questions before booking, and send aftercare instructions the same day.',
    },
    {
      risk: 'Someone under the legal age, or not fit to consent, is tattooed.',
      mitigation:
        'Check photo ID at every session and record it on the consent form, and refuse anyone who appears intoxicated.',
    },
    {
      risk: 'A popular artist leaves and their waiting list goes with them.',
      mitigation:
        'Agree a fair split, keep the booking system in the studio’s name and bring in guest artists regularly.',
    },
    {
      risk: 'No-shows on long sessions leave artists without income for the day.',
      mitigation:
        'Take deposits of 20-30% under a written policy, remind clients 48 hours ahead and keep a short-notice list.',
    },
  ],
  competitors: [
    'other local tattoo studios',
    'private and home-based artists',
    'travelling guest artists and conventions',
    'high-street piercing shops',
  ],
  features: [
    {
      id: 'tattoo-enquiry',
      title: 'Custom tattoo enquiries with references',
      usedBy: ['clients', 'artists'],
      action: 'send my idea, size, placement and reference images to an artist and get a price range',
      benefit: 'know if the artist will take it on and roughly what it will cost',
      acceptance: [
        'An enquiry cannot be sent without a size, a placement and at least one reference image.',
        'The artist replies with a price range and consultation slots, or declines with a suggested artist, from one screen.',
        'Enquiries unanswered for 5 days are flagged to the studio manager.',
      ],
      entities: ['enquiry', 'artist', 'client'],
      integrations: ['Cloudinary'],
      size: 3,
    },
    {
      id: 'deposit-booking',
      title: 'Session booking with a card deposit',
      usedBy: ['clients'],
      action: 'book a session in my artist’s diary and pay the deposit under the studio’s policy',
      benefit: 'secure the date with the terms in writing',
      acceptance: [
        'The deposit policy (amount, what it covers, notice to move) is shown and accepted before payment.',
        'A move made more than 72 hours ahead keeps the deposit on the new date; a later cancellation keeps it for the artist.',
        'The deposit is deducted from the final bill automatically.',
      ],
      entities: ['tattoo session', 'deposit', 'client'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'consent-forms',
      title: 'Online consent and health forms',
      usedBy: ['clients', 'artists'],
      action: 'fill in the consent form and health questions before my session and show ID on arrival',
      benefit: 'start the session on time with everything signed',
      acceptance: [
        'The form is sent 48 hours before the session and must be completed before the session can start.',
        'Answers that need a decision (medication, pregnancy, skin conditions) are flagged to the artist before the day.',
        'The artist records the ID check and the ink batch numbers used against the session.',
      ],
      entities: ['consent form', 'tattoo session'],
      integrations: [],
      size: 2,
    },
    {
      id: 'flash-queue',
      title: 'Flash designs and walk-in queue',
      usedBy: ['walk-ins'],
      action: 'see today’s available flash designs and join the walk-in queue from my phone',
      benefit: 'get a small piece the same day without waiting outside',
      acceptance: [
        'Each flash design shows its size, price and whether it has been claimed today.',
        'Joining the queue gives an estimated time, and a text is sent 20 minutes before the customer’s turn.',
        'A design claimed by a walk-in is marked taken for the rest of the day.',
      ],
      entities: ['flash design', 'queue entry'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'aftercare',
      title: 'Aftercare texts and touch-up booking',
      usedBy: ['clients'],
      action: 'receive aftercare instructions and book a free touch-up once it has healed',
      benefit: 'heal it well and get any patchy lines fixed',
      acceptance: [
        'Aftercare instructions are texted the evening of the session and again on day 3.',
        'A free touch-up can be booked between 4 and 12 weeks after the session.',
        'Clients can send a healing photo, which is added to the session for the artist.',
      ],
      entities: ['tattoo session', 'client'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'artist-diaries',
      title: 'Artist diaries and chair rent',
      usedBy: ['artists', 'owner'],
      action: 'manage my working days and sessions, and see my takings and the studio’s share',
      benefit: 'keep a full diary and a clear split with the studio',
      acceptance: [
        'Each artist sets their days and books sessions only into them.',
        'Takings per artist are totalled each week with the studio’s share or chair rent worked out.',
        'A guest artist’s diary opens only for the dates of their guest spot.',
      ],
      entities: ['artist', 'tattoo session'],
      integrations: ['Google Calendar'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'artist', plural: 'artists' },
      fields: [
        'name:text',
        'styles:text[]',
        'portfolio_url:text',
        'split_percent:numeric',
        'is_guest:boolean',
      ],
    },
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['name:text', 'email:text', 'phone:text', 'born_on:date'],
    },
    {
      name: { singular: 'enquiry', plural: 'enquiries' },
      fields: [
        'client_id:uuid',
        'artist_id:uuid',
        'idea:text',
        'size_cm:text',
        'placement:text',
        'reference_urls:text[]',
        'price_range:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'tattoo session', plural: 'tattoo sessions' },
      fields: [
        'client_id:uuid',
        'artist_id:uuid',
        'starts_at:timestamp',
        'hours:numeric',
        'price_cents:integer',
        'ink_batches:text[]',
        'status:text',
      ],
    },
    {
      name: { singular: 'deposit', plural: 'deposits' },
      fields: ['tattoo_session_id:uuid', 'amount_cents:integer', 'paid_at:timestamp', 'forfeited:boolean'],
    },
    {
      name: { singular: 'consent form', plural: 'consent forms' },
      fields: ['tattoo_session_id:uuid', 'answers:jsonb', 'signed_at:timestamp', 'id_checked_by:text'],
    },
    {
      name: { singular: 'flash design', plural: 'flash designs' },
      fields: ['artist_id:uuid', 'image_url:text', 'size_cm:text', 'price_cents:integer', 'claimed_on:date'],
    },
    {
      name: { singular: 'queue entry', plural: 'queue entries' },
      fields: [
        'name:text',
        'phone:text',
        'flash_design_id:uuid',
        'joined_at:timestamp',
        'estimated_at:timestamp',
      ],
    },
  ],
  compliance: [
    'local authority registration or licence for tattooing and piercing premises and each artist',
    'minimum age law (18 for tattoos) with photo ID checked at every session',
    'infection control: single-use needles, sterilisation records and clinical waste collection',
    'GDPR for consent forms and health answers',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['ink', 'needle', 'flash', 'line', 'rose', 'anchor', 'dagger', 'swallow', 'skin', 'stencil'],
  brandMotifs: ['anchor', 'flame', 'star', 'feather'],
};
