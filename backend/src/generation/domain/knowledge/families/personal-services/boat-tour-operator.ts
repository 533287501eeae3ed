import type { Archetype } from '../../archetype';

export const boatTourOperator: Archetype = {
  id: 'boat-tour-operator',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'boat tour operator', plural: 'boat tour operators' },
  description:
    'A small coastal tour operator running one or two licensed boats with a skipper: scheduled day trips along the coast to coves, seal colonies and harbour towns, sunset cruises, fishing trips and whole-boat private charters. Every sailing depends on the weather and the tide, seats are sold ahead online, and a passenger list with safety briefing is kept for each trip.',
  keywords: [
    'boat',
    'boats',
    'boat trip',
    'boat trips',
    'boat tour',
    'boat tours',
    'boat charter',
    'charter',
    'charters',
    'day trip',
    'day trips',
    'tour operator',
    'tours',
    'tourism',
    'tourists',
    'coast',
    'coastal',
    'cruise',
    'sunset cruise',
    'sailing',
    'skipper',
    'fishing trip',
    'wildlife trip',
    'excursion',
    'excursions',
    'rib ride',
    'yacht',
  ],
  segments: [
    {
      id: 'visitors',
      role: { singular: 'holiday visitor', plural: 'holiday visitors' },
      qualifier: 'staying nearby for a week',
      jobs: [
        'pick a trip that suits the children and the weather',
        'book seats ahead without a phone call',
        'know early if the sea is too rough to sail',
      ],
      pains: [
        'The harbour board lists trips, but the only way to book is to queue at the kiosk in the morning.',
        'A trip is cancelled for wind at the quayside, after a 40-minute drive.',
      ],
      persona: {
        firstName: 'Hannah',
        profile: 'a teacher on a summer week by the sea with her partner and two children aged 7 and 10',
        goals: [
          'A two-hour trip to see seals that the children will sit through',
          'A refund without argument if it is called off',
        ],
        frustrations: [
          'Driving to the harbour for a trip that is not running',
          'No idea whether life jackets fit children',
        ],
      },
    },
    {
      id: 'charter-groups',
      role: { singular: 'charter organiser', plural: 'charter organisers' },
      qualifier: 'hiring the whole boat for a group',
      jobs: [
        'hire the boat for a birthday, a stag party or a team day',
        'agree the route, the drinks and the numbers in advance',
        'pay a deposit and split the balance',
      ],
      pains: [
        'Quotes come back days later by email with no firm date held.',
        'Nobody says what happens to the deposit if the weather turns.',
      ],
      persona: {
        firstName: 'Tom',
        profile: 'an office manager booking a three-hour charter for twelve colleagues in June',
        goals: ['A firm price and date for the whole group', 'A clear weather policy to show his boss'],
        frustrations: ['Chasing an operator who only answers the phone at sea'],
      },
    },
    {
      id: 'anglers',
      role: { singular: 'sea angler', plural: 'sea anglers' },
      qualifier: 'who fish from a boat a few times a season',
      jobs: [
        'book a place on a fishing trip with rods and bait included',
        'go out with a skipper who knows the marks',
      ],
      pains: [
        'Fishing trips fill with regulars before they are ever advertised.',
        'It is unclear whether tackle is provided or must be brought.',
      ],
      persona: {
        firstName: 'Gareth',
        profile: 'a retired engineer who books a mackerel and bass trip most months from May to September',
        goals: ['A regular seat on the early trip', 'A message the night before saying it is on'],
        frustrations: ['Finding out at 6 a.m. that the trip was moved'],
      },
    },
  ],
  valuePropositions: [
    'Visitors book seats on a named trip online, see what the trip includes and whether it suits children, and get a text the evening before if the forecast calls it off.',
    'A trip called off for weather is refunded or moved in two taps, so nobody drives to the harbour for nothing.',
    'Groups hire the whole boat with the date held on a deposit, the route and numbers agreed in writing, and the weather policy stated up front.',
    'The skipper has the passenger list, head count and emergency contacts on a phone before casting off, as the boat’s safety rules require.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Seats on scheduled trips at $25-45 an adult and $15-25 a child for a one- to two-hour coastal or wildlife trip, with family tickets around $100.',
      price: { low: 15, typical: 35, high: 100, per: 'seat' },
      cadence: { purchasesPerMonth: 0.3, monthlyChurn: 40 },
    },
    {
      kind: 'bookings',
      description:
        'Whole-boat private charters at $400-1,200 for a half day with skipper, more with drinks or a fishing guide.',
      price: { low: 400, typical: 700, high: 1200, per: 'charter' },
    },
    {
      kind: 'bookings',
      description: 'Fishing trips at $50-80 a person with rods and bait, and sunset cruises at $40-60.',
      price: { low: 40, typical: 60, high: 80, per: 'seat' },
    },
    {
      kind: 'unit-sales',
      description:
        'Drinks and snacks on board, photos of the trip and gift vouchers sold through the winter.',
      price: { low: 5, typical: 12, high: 50, per: 'item' },
    },
  ],
  costs: [
    { label: 'fuel for the boats', kind: 'cost-of-goods', shareOfRevenue: 0.12 },
    { label: 'skipper and crew wages in season', kind: 'fixed', monthly: { low: 3000, high: 8000 } },
    {
      label: 'boat finance, mooring and harbour dues',
      kind: 'fixed',
      monthly: { low: 600, high: 2500 },
    },
    {
      label: 'passenger vessel insurance and licence renewals',
      kind: 'fixed',
      monthly: { low: 300, high: 1200 },
    },
    {
      label: 'engine servicing, haul-out and safety equipment',
      kind: 'fixed',
      monthly: { low: 400, high: 1500 },
    },
    { label: 'booking platform and agent commissions', kind: 'variable', monthly: { low: 100, high: 800 } },
    {
      label: 'leaflets, harbour boards and travel-site listings',
      kind: 'acquisition',
      monthly: { low: 150, high: 900 },
    },
  ],
  kpis: [
    'seats sold as a share of seats sailed',
    'trips called off for weather each month',
    'charters booked for the season by the end of spring',
    'average spend per passenger including drinks and photos',
    'share of bookings made online before the day',
    'review score on travel sites',
  ],
  risks: [
    {
      risk: 'A passenger is hurt or goes overboard.',
      mitigation:
        'Brief every passenger before departure, carry life jackets in children’s sizes, count heads on and off, and keep the skipper’s sea-survival and first-aid certificates current.',
    },
    {
      risk: 'A wet or windy summer cancels a third of the season’s trips.',
      mitigation:
        'Sell gift vouchers through the winter, offer sheltered harbour trips on rough days, and keep fixed costs low enough to survive a poor August.',
    },
    {
      risk: 'An engine failure takes the only boat out of service at the peak of the season.',
      mitigation:
        'Service engines before Easter and mid-season, hold spare parts, and agree cover with another local operator.',
    },
    {
      risk: 'The boat sails with more people than its licence allows.',
      mitigation:
        'Cap online sales at the licensed number, check the passenger list at boarding and refuse walk-ons once it is full.',
    },
  ],
  competitors: [
    'other boat trip kiosks on the same harbour',
    'kayak hire',
    'open-top sightseeing buses',
    'ferry operators selling day excursions',
  ],
  features: [
    {
      id: 'trip-booking',
      title: 'Online seat booking for scheduled trips',
      usedBy: ['visitors', 'anglers'],
      action: 'pick a trip and a sailing time and book seats for adults and children',
      benefit: 'have the seats held before driving to the harbour',
      acceptance: [
        'Each sailing shows its route, duration, seats left and whether it suits young children.',
        'No more seats can be sold than the boat’s licensed passenger number for that sailing.',
        'The confirmation gives the boarding point, the time to arrive and what to wear.',
      ],
      entities: ['sailing', 'booking', 'trip'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'weather-calls',
      title: 'Weather cancellations with refunds or rebooking',
      usedBy: ['visitors', 'anglers', 'owner'],
      action: 'be told the evening before if the sailing is off and move or refund my booking',
      benefit: 'avoid a wasted trip to the quay',
      acceptance: [
        'When the skipper marks a sailing off, every passenger on it gets a text and an email within 5 minutes.',
        'The message offers the next three sailings with free seats and a full refund.',
        'A refund chosen by the passenger is sent back to the original card the same day.',
      ],
      entities: ['sailing', 'booking'],
      integrations: ['Twilio', 'Stripe'],
      size: 3,
    },
    {
      id: 'private-charters',
      title: 'Private charter requests with a deposit',
      usedBy: ['charter-groups'],
      action: 'request the whole boat for a date and group size and pay a deposit to hold it',
      benefit: 'have a firm date and price for the group',
      acceptance: [
        'A request cannot be sent without a date, a group size and a length of trip.',
        'An accepted quote holds the date for 48 hours until the deposit is paid.',
        'The weather policy (move or refund if the skipper cancels) is shown and accepted before payment.',
      ],
      entities: ['charter', 'boat'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'passenger-manifest',
      title: 'Passenger lists and safety checks before departure',
      usedBy: ['owner', 'staff'],
      action: 'see the passenger list for a sailing, tick people aboard and record the safety briefing',
      benefit: 'know exactly who is on board before casting off',
      acceptance: [
        'The list shows each passenger’s name, whether they are a child and an emergency contact.',
        'The sailing cannot be marked departed until the head count and the briefing are recorded.',
        'The list is readable without a signal once downloaded at the quay.',
      ],
      entities: ['sailing', 'booking', 'safety check'],
      integrations: [],
      size: 2,
    },
    {
      id: 'sailing-schedule',
      title: 'Sailing timetables set by the tide and season',
      usedBy: ['owner'],
      action: 'publish the week’s sailings around the tide times and the boats available',
      benefit: 'sell only the trips the boats can actually run',
      acceptance: [
        'Each sailing is tied to one boat and its licensed passenger number.',
        'Sailings can be copied from the previous week and moved in bulk when the tide changes.',
        'A boat marked out of service closes every sailing assigned to it for booking.',
      ],
      entities: ['sailing', 'boat', 'trip'],
      integrations: [],
      size: 2,
    },
    {
      id: 'gift-vouchers',
      title: 'Gift vouchers for next season',
      usedBy: ['visitors', 'owner'],
      action: 'buy a gift voucher for a trip that the recipient can book later',
      benefit: 'give a day on the water as a present',
      acceptance: [
        'A voucher has a code, a value and an expiry date at least 12 months ahead.',
        'The code can be entered at checkout and covers part or all of a booking.',
        'Vouchers sold and redeemed are totalled by month for the owner.',
      ],
      entities: ['voucher', 'booking'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'boat', plural: 'boats' },
      fields: ['name:text', 'licensed_passengers:integer', 'licence_expires_on:date', 'in_service:boolean'],
    },
    {
      name: { singular: 'trip', plural: 'trips' },
      fields: [
        'title:text',
        'route:text',
        'duration_minutes:integer',
        'adult_price_cents:integer',
        'child_price_cents:integer',
        'suits_children:boolean',
      ],
    },
    {
      name: { singular: 'sailing', plural: 'sailings' },
      fields: [
        'trip_id:uuid',
        'boat_id:uuid',
        'departs_at:timestamp',
        'status:text',
        'departed_at:timestamp',
      ],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'sailing_id:uuid',
        'lead_name:text',
        'phone:text',
        'adults:integer',
        'children:integer',
        'emergency_contact:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'charter', plural: 'charters' },
      fields: [
        'boat_id:uuid',
        'organiser_name:text',
        'group_size:integer',
        'starts_at:timestamp',
        'hours:numeric',
        'quote_cents:integer',
        'deposit_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'safety check', plural: 'safety checks' },
      fields: [
        'sailing_id:uuid',
        'head_count:integer',
        'briefing_given:boolean',
        'skipper:text',
        'checked_at:timestamp',
      ],
    },
    {
      name: { singular: 'voucher', plural: 'vouchers' },
      fields: ['code:text', 'value_cents:integer', 'expires_on:date', 'redeemed_on:date'],
    },
  ],
  compliance: [
    'a passenger vessel licence for each boat stating its passenger limit',
    'commercially endorsed skipper qualifications with sea survival and first aid',
    'safety equipment (lifejackets, liferafts, flares) inspected to each boat’s certificate',
    'passenger liability insurance',
    'GDPR for passenger lists and emergency contacts',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['boat', 'tide', 'harbour', 'cove', 'wave', 'anchor', 'gull', 'seal', 'compass', 'sail'],
  brandMotifs: ['boat', 'anchor', 'wave', 'compass'],
};
