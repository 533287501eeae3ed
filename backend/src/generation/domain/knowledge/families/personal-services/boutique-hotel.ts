import type { Archetype } from '../../archetype';

export const boutiqueHotel: Archetype = {
  id: 'boutique-hotel',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'boutique hotel', plural: 'boutique hotels' },
  description:
    'An independent hotel of 10 to 40 rooms with a reception desk, a restaurant and bar, and a team for the front desk, housekeeping and the kitchen: rooms sold by the night directly and through online travel agents at rates that move with demand, dinner and drinks charged to the room, and weddings, meetings and group stays booked as events.',
  keywords: [
    'hotel',
    'hotels',
    'boutique hotel',
    'small hotel',
    'independent hotel',
    'country house hotel',
    'town house hotel',
    'seaside hotel',
    'hotel rooms',
    'rooms',
    'front desk',
    'reception',
    'housekeeping',
    'concierge',
    'room rates',
    'online travel agents',
    'channel manager',
    'hotel restaurant',
    'hotel bar',
    'hospitality',
    'guests',
    'stays',
  ],
  segments: [
    {
      id: 'leisure-guests',
      role: { singular: 'couple', plural: 'couples' },
      qualifier: 'booking a weekend away',
      jobs: [
        'book a room with character at a fair price without trawling five booking sites',
        'add dinner, an early check-in or a bottle in the room before arriving',
        'ask the hotel a question and get an answer the same day',
      ],
      pains: [
        'The booking sites show the same room at three prices, and nobody says which is the hotel’s best.',
        'Special requests made when booking are lost before arrival.',
      ],
      persona: {
        firstName: 'Emma',
        profile: 'a marketing manager planning an anniversary weekend by the sea with her husband',
        goals: ['A sea-view room booked direct', 'A table for dinner on the Saturday night'],
        frustrations: ['Paying for breakfast twice because it was already included', 'A room by the lift'],
      },
    },
    {
      id: 'business-guests',
      role: { singular: 'business traveller', plural: 'business travellers' },
      qualifier: 'staying a few nights for work',
      jobs: ['check in late and leave early without queueing', 'get one invoice their company will accept'],
      pains: [
        'Reception is closed when the late train arrives.',
        'Dinner and bar bills arrive separately from the room invoice.',
      ],
      persona: {
        firstName: 'Tom',
        profile: 'a sales engineer who visits clients in the town twice a month',
        goals: ['Late check-in with a key waiting', 'A single invoice by email'],
        frustrations: ['Queuing at reception at 7 am to settle the bill'],
      },
    },
    {
      id: 'event-organisers',
      role: { singular: 'event organiser', plural: 'event organisers' },
      qualifier: 'booking a wedding, a meeting or a group stay',
      jobs: [
        'hold a block of rooms and the function room for a date',
        'see the menu, the rooming list and the final bill in one place',
      ],
      pains: [
        'The quote, the menu and the rooming list go back and forth in a dozen emails.',
        'Guests in the block book through other sites and the hotel loses track of who is with the group.',
      ],
      persona: {
        firstName: 'Priya',
        profile: 'an office manager organising a two-day team retreat for 18 people',
        goals: [
          'Rooms, meeting room and dinner on one quote',
          'A rooming list she can edit until the week before',
        ],
        frustrations: ['Three different contacts at the hotel'],
      },
    },
  ],
  valuePropositions: [
    'Guests book direct at the hotel’s best rate, with breakfast, dinner and extras added in one checkout, instead of hunting across booking sites.',
    'Rates, availability and restrictions are updated on every online travel agent from one screen, so no room is sold twice and quiet nights are priced to fill.',
    'Front desk and housekeeping share one live room board, so rooms are cleaned in arrival order and guests check in on time.',
    'Dinner, drinks and extras are charged to the room and settled on one invoice at check-out, or by email for business guests.',
    'Weddings, meetings and group stays get one quote covering rooms, the function room and the menu, with a rooming list the organiser edits online.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Rooms at $140-320 a night, priced by season, day of the week and demand, with breakfast included or added.',
      price: { low: 140, typical: 210, high: 320, per: 'night' },
      cadence: { purchasesPerMonth: 0.1, monthlyChurn: 25 },
    },
    {
      kind: 'unit-sales',
      description: 'Restaurant and bar sales at $40-90 a head for dinner, to residents and local diners.',
      price: { low: 40, typical: 60, high: 90, per: 'cover' },
    },
    {
      kind: 'bookings',
      description:
        'Weddings, meetings and group stays at $2,000-25,000 an event for rooms, the function room and catering.',
      price: { low: 2000, typical: 8000, high: 25000, per: 'event' },
    },
  ],
  costs: [
    {
      label: 'staff wages for reception, housekeeping and the kitchen',
      kind: 'fixed',
      monthly: { low: 25000, high: 70000 },
    },
    { label: 'lease or mortgage on the building', kind: 'fixed', monthly: { low: 8000, high: 30000 } },
    { label: 'food, drink and guest supplies', kind: 'cost-of-goods', shareOfRevenue: 0.12 },
    { label: 'energy, laundry and maintenance', kind: 'variable', monthly: { low: 4000, high: 15000 } },
    {
      label: 'online travel agents, at 15-20% commission on their bookings',
      kind: 'acquisition',
      monthly: { low: 3000, high: 15000 },
    },
    {
      label: 'property management system, channel manager and booking engine',
      kind: 'fixed',
      monthly: { low: 300, high: 1200 },
    },
  ],
  kpis: [
    'occupancy',
    'average daily rate',
    'revenue per available room',
    'share of bookings made direct',
    'restaurant covers from residents',
    'review score',
  ],
  risks: [
    {
      risk: 'Online travel agents take a growing share of bookings and 15-20% of each.',
      mitigation:
        'Match their price direct with something they cannot offer (breakfast, a later check-out), and win the second stay direct with a thank-you email after check-out.',
    },
    {
      risk: 'Staff shortages leave rooms uncleaned or the restaurant closed on busy nights.',
      mitigation:
        'Roster against the forecast of arrivals, cross-train front desk and housekeeping, and keep a bank of casual staff.',
    },
    {
      risk: 'Winter weekdays cost more to open than they earn.',
      mitigation:
        'Sell meetings and business rates midweek, run dinner-and-stay offers for locals, and close floors on the quietest nights to save energy.',
    },
  ],
  competitors: [
    'chain hotels on the ring road',
    'bed and breakfasts and guesthouses',
    'holiday rentals on home-sharing sites',
    'pubs and inns with rooms',
  ],
  features: [
    {
      id: 'direct-booking',
      title: 'Direct room booking with rates and extras',
      usedBy: ['leisure-guests', 'business-guests'],
      action:
        'choose dates and a room type, see the best rate and add breakfast, dinner or an early check-in',
      benefit: 'book everything for the stay in one go at the hotel’s own price',
      acceptance: [
        'Rates shown are the same as or better than on any online travel agent for the same room and dates.',
        'Extras are priced per night or per stay and appear on the confirmation and the room’s bill.',
        'Room types with one room left say so before payment.',
      ],
      entities: ['reservation', 'room type', 'rate plan', 'guest'],
      integrations: ['Stripe', 'booking engine'],
      size: 4,
    },
    {
      id: 'channel-manager',
      title: 'Rates and availability on every channel',
      usedBy: ['owner'],
      action: 'set rates, minimum stays and closures once and push them to every online travel agent',
      benefit: 'keep every channel in step and price quiet nights to fill',
      acceptance: [
        'A reservation from any channel reduces availability on every other channel within a minute.',
        'Rate changes reach every connected channel within five minutes, with failures listed.',
      ],
      entities: ['rate plan', 'reservation', 'channel'],
      integrations: ['channel manager'],
      size: 4,
    },
    {
      id: 'room-board',
      title: 'Front desk and housekeeping room board',
      usedBy: ['staff', 'owner'],
      action: 'see every room’s status (occupied, due out, dirty, clean, inspected) and today’s arrivals',
      benefit: 'clean rooms in arrival order and check guests in on time',
      acceptance: [
        'Housekeepers mark a room clean on their phone, and the front desk sees it at once.',
        'Arrivals with an early check-in are listed first on the housekeeping plan.',
        'A room cannot be assigned to an arriving guest until it is inspected.',
      ],
      entities: ['room', 'reservation', 'housekeeping task'],
      integrations: [],
      size: 3,
    },
    {
      id: 'room-charges',
      title: 'Room charges and one bill at check-out',
      usedBy: ['business-guests', 'staff'],
      action: 'charge dinner and drinks to my room and settle one bill, or receive it by email',
      benefit: 'pay once and give my company one invoice',
      acceptance: [
        'Restaurant and bar tills post charges to a checked-in guest’s room by room number and name.',
        'The bill lists every night and charge with tax, and can be sent to the guest’s company by email.',
      ],
      entities: ['folio', 'charge', 'reservation'],
      integrations: ['Square', 'Xero'],
      size: 3,
    },
    {
      id: 'events',
      title: 'Event quotes with blocks of bedrooms',
      usedBy: ['event-organisers', 'owner'],
      action: 'get one quote for bedrooms, the function room and the menu, and manage the guest list online',
      benefit: 'organise the event with one contact and see the bill before the day',
      acceptance: [
        'A quote holds a block of rooms until its release date, after which unbooked rooms return to sale.',
        'The organiser edits the rooming list and dietary needs until seven days before arrival.',
        'The deposit schedule and the final bill are shown against the quote.',
      ],
      entities: ['event booking', 'reservation', 'room type'],
      integrations: ['DocuSign', 'Stripe'],
      size: 3,
    },
    {
      id: 'guest-messages',
      title: 'Pre-arrival messages and guest requests',
      usedBy: ['leisure-guests', 'staff'],
      action: 'tell the hotel my arrival time and requests, and message reception before and during the stay',
      benefit: 'have the room ready the way I asked and get answers without calling',
      acceptance: [
        'A pre-arrival email goes out three days ahead with parking, check-in times and a link to add requests.',
        'Requests appear on the reservation and on the housekeeping plan for that room.',
      ],
      entities: ['reservation', 'guest'],
      integrations: ['Twilio', 'Postmark'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'guest', plural: 'guests' },
      fields: ['name:text', 'email:text', 'phone:text', 'company:text', 'preferences:text'],
    },
    {
      name: { singular: 'room type', plural: 'room types' },
      fields: ['name:text', 'max_guests:integer', 'description:text', 'photos:text[]'],
    },
    {
      name: { singular: 'room', plural: 'rooms' },
      fields: ['room_type_id:uuid', 'number:text', 'floor:integer', 'status:text'],
    },
    {
      name: { singular: 'rate plan', plural: 'rate plans' },
      fields: ['room_type_id:uuid', 'name:text', 'date:date', 'price_cents:integer', 'min_nights:integer'],
    },
    {
      name: { singular: 'reservation', plural: 'reservations' },
      fields: [
        'guest_id:uuid',
        'room_id:uuid',
        'arrives_on:date',
        'departs_on:date',
        'channel:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'channel', plural: 'channels' },
      fields: ['name:text', 'commission_percent:numeric', 'last_sync_at:timestamp'],
    },
    {
      name: { singular: 'housekeeping task', plural: 'housekeeping tasks' },
      fields: ['room_id:uuid', 'for_date:date', 'assigned_to:text', 'done_at:timestamp'],
    },
    {
      name: { singular: 'folio', plural: 'folios' },
      fields: ['reservation_id:uuid', 'total_cents:integer', 'settled_at:timestamp'],
    },
    {
      name: { singular: 'charge', plural: 'charges' },
      fields: ['folio_id:uuid', 'outlet:text', 'description:text', 'amount_cents:integer'],
    },
    {
      name: { singular: 'event booking', plural: 'event bookings' },
      fields: ['organiser_id:uuid', 'date:date', 'rooms_held:integer', 'release_on:date', 'menu:text'],
    },
  ],
  compliance: [
    'fire safety risk assessment',
    'food hygiene rating',
    'premises and alcohol licence',
    'PCI DSS',
    'GDPR',
  ],
  complexity: 3,
  vocabulary: ['key', 'lantern', 'harbour', 'gable', 'house', 'bell', 'lodge', 'rest', 'haven', 'linen'],
  brandMotifs: ['hotel', 'bed', 'bell', 'key'],
  personality: ['Welcoming', 'Elegant', 'Personal', 'Relaxed', 'Local'],
};
