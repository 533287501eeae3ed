import type { Archetype } from '../../archetype';

export const eventTicketing: Archetype = {
  id: 'event-ticketing',
  family: 'marketplaces',
  industry: 'technology',
  kind: { singular: 'event ticketing platform', plural: 'event ticketing platforms' },
  description:
    'A ticketing platform for independent organisers and small venues (gigs, club nights, comedy, workshops, festivals, conferences): an event page with ticket types and prices, checkout in under a minute, QR tickets on the phone, door scanning with an app, waiting lists and resales at face value, and payouts to the organiser. It earns a small booking fee per ticket, lower than the big ticket sellers.',
  keywords: [
    'ticketing',
    'event ticketing',
    'ticketing platform',
    'tickets',
    'ticket',
    'sell tickets',
    'ticket sales',
    'box office',
    'events',
    'event organisers',
    'event organizers',
    'promoters',
    'gigs',
    'concerts',
    'club nights',
    'comedy nights',
    'festivals',
    'conferences',
    'small venues',
    'venues',
    'guest list',
    'door scanning',
    'qr tickets',
    'resale',
  ],
  segments: [
    {
      id: 'organisers',
      role: { singular: 'event organiser', plural: 'event organisers' },
      qualifier: 'who run a few events a month for 50 to 2,000 people',
      jobs: [
        'put an event on sale in ten minutes',
        'know how many tickets have sold and who is coming',
        'get paid before the event, not weeks after it',
      ],
      pains: [
        'Big ticket sellers add high fees that fans blame on the organiser.',
        'Ticket money is held until after the event while the venue and the acts want paying first.',
      ],
      persona: {
        firstName: 'Dev',
        profile: 'a promoter who runs two club nights and a small summer festival',
        goals: ['Fees under 5% per ticket', 'Payouts each week before the event'],
        frustrations: [
          'Touts buying tickets to resell at three times the price',
          'Paper guest lists at the door',
        ],
      },
    },
    {
      id: 'venues',
      role: { singular: 'venue manager', plural: 'venue managers' },
      qualifier: 'at small music venues, theatres and arts centres',
      jobs: [
        'sell every event in the programme from the venue’s own website',
        'let the door staff scan tickets quickly',
      ],
      pains: [
        'Each promoter sells through a different ticket site, so the venue never sees its own audience.',
        'Queues at the door while staff look names up on a printout.',
      ],
      persona: {
        firstName: 'Rosa',
        profile: 'the manager of a 300-capacity music venue with events five nights a week',
        goals: ['One box office for every event', 'A mailing list of everyone who has been'],
        frustrations: ['Not knowing who is in the building on a busy night'],
      },
    },
    {
      id: 'attendees',
      role: { singular: 'ticket buyer', plural: 'ticket buyers' },
      qualifier: 'who go to gigs, comedy and workshops',
      jobs: ['buy a ticket in a minute on the phone', 'pass a ticket on at face value when plans change'],
      pains: [
        'A $20 ticket turns into $28 at checkout.',
        'A ticket they cannot use is wasted, or sold to a stranger with no guarantee it is real.',
      ],
      persona: {
        firstName: 'Jamie',
        profile: 'a 24-year-old who goes to two or three gigs a month with friends',
        goals: ['The full price shown from the start', 'Tickets that live in the phone’s wallet'],
        frustrations: ['Sold-out shows with tickets resold at double the price'],
      },
    },
  ],
  valuePropositions: [
    'Organisers put an event on sale in ten minutes and pay a booking fee of a few percent, shown to buyers from the first screen.',
    'Ticket money is paid out weekly before the event, so organisers can pay the venue and the acts on time.',
    'QR tickets live in the buyer’s phone wallet, and door staff scan them with any phone, even without signal.',
    'Waiting lists and resales at face value keep touts out and fill every seat when plans change.',
  ],
  revenue: [
    {
      kind: 'marketplace',
      description:
        'A booking fee of 3-5% plus $0.50 per paid ticket, on tickets averaging $25; free events are free to run.',
      price: { low: 0.9, typical: 1.5, high: 3, per: 'ticket' },
      cadence: { purchasesPerMonth: 3, monthlyChurn: 4 },
    },
    {
      kind: 'subscription',
      description:
        'A venue plan at $49-199 a month for a box office on the venue’s own website, reserved seating and reports across every event.',
      price: { low: 49, typical: 99, high: 199, per: 'venue per month' },
    },
  ],
  costs: [
    { label: 'card processing fees', kind: 'cost-of-goods', shareOfRevenue: 0.35 },
    {
      label: 'developers for checkout, apps and payouts',
      kind: 'fixed',
      monthly: { low: 8000, high: 30000 },
    },
    { label: 'hosting able to take on-sale peaks', kind: 'variable', monthly: { low: 200, high: 2500 } },
    {
      label: 'organiser support, including evening and weekend cover',
      kind: 'fixed',
      monthly: { low: 1500, high: 6000 },
    },
    {
      label: 'sales to promoters and venues, and event listing promotion',
      kind: 'acquisition',
      monthly: { low: 1000, high: 6000 },
    },
  ],
  kpis: [
    'tickets sold each month',
    'active organisers and venues',
    'checkout conversion',
    'average fee per paid ticket',
    'chargebacks and refunds per thousand tickets',
  ],
  risks: [
    {
      risk: 'An event is cancelled and buyers want their money back after it has been paid out.',
      mitigation:
        'Pay out weekly only to organisers with a track record, hold a reserve on new organisers, and take card details of the organiser to recover refunds.',
    },
    {
      risk: 'A big on-sale crashes checkout and tickets are sold twice.',
      mitigation:
        'Queue buyers fairly at on-sale peaks, hold seats for ten minutes during checkout, and load-test before every large on-sale.',
    },
    {
      risk: 'Touts and bots buy tickets to resell at inflated prices.',
      mitigation:
        'Limit tickets per buyer and card, check for bots at checkout, and allow resale only at face value through the platform.',
    },
  ],
  competitors: [
    'large national ticket sellers',
    'self-service event listing platforms',
    'venue box offices with their own software',
    'selling by bank transfer and a spreadsheet guest list',
  ],
  features: [
    {
      id: 'event-page',
      title: 'Event pages with ticket types',
      usedBy: ['organisers', 'venues'],
      action:
        'create an event page with a date, line-up, ticket types, prices and capacity, and put it on sale',
      benefit: 'start selling in ten minutes',
      acceptance: [
        'Ticket types can have their own price, quantity, sale dates and a release order (early bird, then standard).',
        'Total tickets sold can never exceed the event’s capacity, even across ticket types.',
        'The event page works on a phone and can be embedded on the organiser’s or venue’s website.',
      ],
      entities: ['event', 'ticket type'],
      integrations: [],
      size: 3,
    },
    {
      id: 'checkout',
      title: 'One-minute checkout with the full price shown',
      usedBy: ['attendees'],
      action: 'choose tickets and pay with a card or a phone wallet, seeing the full price from the start',
      benefit: 'buy a ticket in a minute with no surprise fees',
      acceptance: [
        'The price shown on the event page includes the booking fee.',
        'Chosen tickets are held for ten minutes while the buyer pays, then released.',
        'Buyers receive their tickets by email and can add them to Apple Wallet or Google Wallet.',
      ],
      entities: ['order', 'ticket', 'ticket type'],
      integrations: ['Stripe Checkout', 'Apple Wallet passes'],
      size: 4,
    },
    {
      id: 'door-scanning',
      title: 'Door scanning app',
      usedBy: ['organisers', 'venues', 'staff'],
      action: 'scan QR tickets at the door with a phone and see live entry numbers',
      benefit: 'get everyone in quickly and know who is inside',
      acceptance: [
        'A ticket can be scanned in once; a second scan shows when and at which door it was first used.',
        'Scanning works offline with the guest list downloaded, and syncs when signal returns.',
        'Entry numbers update live for every scanning phone.',
      ],
      entities: ['ticket', 'scan'],
      integrations: [],
      size: 3,
    },
    {
      id: 'waiting-list',
      title: 'Waiting list and face-value resale',
      usedBy: ['attendees', 'organisers'],
      action: 'join the waiting list for a sold-out event, or pass my ticket on at face value',
      benefit: 'get a seat fairly when someone cannot go',
      acceptance: [
        'A ticket returned for resale is offered to the waiting list in order, at no more than its original price.',
        'The seller is refunded when their ticket resells, and their QR code stops working at once.',
      ],
      entities: ['waiting list entry', 'ticket', 'order'],
      integrations: [],
      size: 3,
    },
    {
      id: 'payouts',
      title: 'Weekly payouts and sales reports',
      usedBy: ['organisers', 'venues'],
      action: 'see sales by ticket type and day, and receive ticket money weekly',
      benefit: 'pay the venue and the acts before the event',
      acceptance: [
        'Payouts are made each week for tickets sold, minus fees and a reserve for new organisers.',
        'Reports show tickets sold, revenue, fees and refunds per event, downloadable as CSV.',
      ],
      entities: ['payout', 'order', 'event'],
      integrations: ['Stripe Connect'],
      size: 3,
    },
    {
      id: 'audience',
      title: 'Audience list and event announcements',
      usedBy: ['organisers', 'venues'],
      action: 'email past ticket buyers who agreed to hear from us about a new event',
      benefit: 'sell out the next event to people who came before',
      acceptance: [
        'Only buyers who ticked the organiser’s consent box at checkout can be emailed.',
        'Announcements can go to buyers of chosen past events, and each has a one-click unsubscribe.',
      ],
      entities: ['attendee', 'event'],
      integrations: ['Postmark'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'organiser', plural: 'organisers' },
      fields: ['name:text', 'email:text', 'payout_account_id:text', 'reserve_percent:decimal'],
    },
    {
      name: { singular: 'event', plural: 'events' },
      fields: [
        'organiser_id:uuid',
        'title:text',
        'venue:text',
        'starts_at:timestamp',
        'capacity:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'ticket type', plural: 'ticket types' },
      fields: [
        'event_id:uuid',
        'name:text',
        'price_cents:integer',
        'quantity:integer',
        'on_sale_at:timestamp',
      ],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: [
        'event_id:uuid',
        'attendee_id:uuid',
        'total_cents:integer',
        'fee_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'ticket', plural: 'tickets' },
      fields: ['order_id:uuid', 'ticket_type_id:uuid', 'qr_code:text', 'holder_name:text', 'status:text'],
    },
    {
      name: { singular: 'attendee', plural: 'attendees' },
      fields: ['name:text', 'email:text', 'marketing_consent:boolean'],
    },
    {
      name: { singular: 'scan', plural: 'scans' },
      fields: ['ticket_id:uuid', 'door:text', 'scanned_at:timestamp'],
    },
    {
      name: { singular: 'waiting list entry', plural: 'waiting list entries' },
      fields: ['event_id:uuid', 'attendee_id:uuid', 'quantity:integer', 'offered_at:timestamp'],
    },
    {
      name: { singular: 'payout', plural: 'payouts' },
      fields: ['organiser_id:uuid', 'amount_cents:integer', 'period_end:date', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'consumer law on ticket pricing (fees shown up front)',
    'ticket resale rules (face-value caps in some countries and states)',
    'GDPR for attendee data and marketing consent',
    'PCI DSS (through the card provider)',
  ],
  complexity: 3,
  vocabulary: ['ticket', 'stage', 'door', 'stub', 'encore', 'crowd', 'venue', 'gig', 'pass', 'queue'],
  brandMotifs: ['ticket', 'star', 'microphone', 'users'],
  personality: ['Bold', 'Friendly', 'Fair', 'Reliable', 'Simple'],
};
