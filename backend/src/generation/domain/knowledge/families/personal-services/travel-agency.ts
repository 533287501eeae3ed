import type { Archetype } from '../../archetype';

export const travelAgency: Archetype = {
  id: 'travel-agency',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'travel agency', plural: 'travel agencies' },
  description:
    'A small independent travel agency planning tailor-made holidays: honeymoons, milestone trips, safaris and multi-stop itineraries built around each couple or family. The agent listens, proposes a day-by-day itinerary, books flights, hotels, transfers and experiences as one protected package, takes a deposit and the balance before departure, and is on call while the clients travel.',
  keywords: [
    'travel agency',
    'travel agent',
    'travel agents',
    'travel',
    'holiday',
    'holidays',
    'honeymoon',
    'honeymoons',
    'tailor-made holidays',
    'tailor made',
    'bespoke travel',
    'luxury travel',
    'itinerary',
    'itineraries',
    'package holiday',
    'trip planning',
    'travel planner',
    'safari',
    'safaris',
    'vacation',
    'vacations',
    'getaway',
    'destination',
    'destinations',
    'tour operator',
    'tourism',
  ],
  segments: [
    {
      id: 'honeymooners',
      role: { singular: 'honeymoon couple', plural: 'honeymoon couples' },
      qualifier: 'planning the trip after their wedding',
      jobs: [
        'turn a vague dream of islands and food into a trip they can afford',
        'pay in instalments while the wedding takes the rest of the budget',
        'have one person to call if a flight is cancelled on the way',
      ],
      pains: [
        'Comparing forty hotel tabs in the evenings after wedding planning is exhausting.',
        'Booking flights and hotels separately leaves them unprotected if an airline fails.',
      ],
      persona: {
        firstName: 'Priya',
        profile:
          'a pharmacist marrying in September, wanting two weeks split between Sri Lanka and the Maldives',
        goals: [
          'A honeymoon that feels special without going over their budget',
          'A clear payment plan that ends before the wedding',
        ],
        frustrations: [
          'Hotel photos that do not match the reviews',
          'Not knowing who to call when something goes wrong abroad',
        ],
      },
    },
    {
      id: 'families',
      role: { singular: 'family traveller', plural: 'family travellers' },
      qualifier: 'booking one big trip a year',
      jobs: [
        'find a trip that works for grandparents and small children at once',
        'fit the trip into school holidays',
        'know every transfer is arranged before they land',
      ],
      pains: [
        'Holidays that suit teenagers bore the grandparents, and the other way round.',
        'A missed connection with three children and no one to help is their worst memory of travel.',
      ],
      persona: {
        firstName: 'Mark',
        profile: 'a father of three organising a 60th-birthday trip to Italy for eleven relatives',
        goals: [
          'Everyone in the same villa with a pool and a car for the week',
          'One invoice split across four households',
        ],
        frustrations: ['Chasing four households for their share of the deposit'],
      },
    },
    {
      id: 'milestone-travellers',
      role: { singular: 'milestone traveller', plural: 'milestone travellers' },
      qualifier: 'retired or between jobs, taking the trip of a lifetime',
      jobs: [
        'plan a long multi-stop journey such as a safari with a beach at the end',
        'travel at a comfortable pace with guides who know the place',
      ],
      pains: [
        'Tour groups move too fast and feel impersonal.',
        'Travel insurance and entry rules for several countries are confusing.',
      ],
      persona: {
        firstName: 'Helen',
        profile: 'a retired head teacher planning three weeks in Kenya and Zanzibar for her 65th birthday',
        goals: ['A private guide on safari', 'A written itinerary with every booking reference in one place'],
        frustrations: ['Being pushed into a coach tour with forty strangers'],
      },
    },
  ],
  valuePropositions: [
    'Couples tell an agent what they dream of and get back a day-by-day itinerary with two or three hotel choices at each stop and one total price.',
    'Flights, hotels and transfers are booked together as a protected package, so a failed airline or hotel does not leave the couple stranded or out of pocket.',
    'Deposits and instalments are scheduled to finish before departure, with reminders, so a honeymoon does not compete with the wedding bill.',
    'Travellers carry every booking reference, transfer time and the agent’s emergency number in one itinerary on their phone, offline.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Commission of 10-15% from hotels, tour operators and cruise lines on a tailor-made trip averaging $6,000-9,000 for two.',
      price: { low: 400, typical: 900, high: 2500, per: 'trip' },
      cadence: { purchasesPerMonth: 0.08, monthlyChurn: 6 },
    },
    {
      kind: 'bookings',
      description:
        'A planning fee of $150-400 for a tailor-made itinerary, credited against the booking if the client goes ahead.',
      price: { low: 150, typical: 250, high: 400, per: 'itinerary' },
    },
    {
      kind: 'bookings',
      description: 'Travel insurance and airport extras (lounges, parking, fast track) sold with the trip.',
      price: { low: 30, typical: 80, high: 200, per: 'trip' },
    },
    {
      kind: 'bookings',
      description:
        'Honeymoon gift lists where wedding guests pay towards experiences on the trip, for a 3% handling fee.',
      price: { low: 50, typical: 150, high: 400, per: 'list' },
    },
  ],
  costs: [
    { label: 'travel agents’ pay', kind: 'fixed', monthly: { low: 2500, high: 7000 } },
    {
      label: 'booking software',
      kind: 'fixed',
      monthly: { low: 150, high: 800 },
    },
    {
      label: 'the bond that protects client money',
      kind: 'fixed',
      monthly: { low: 100, high: 600 },
    },
    {
      label: 'professional indemnity and public liability insurance',
      kind: 'fixed',
      monthly: { low: 80, high: 300 },
    },
    { label: 'card fees on deposits and balances', kind: 'variable', monthly: { low: 100, high: 600 } },
    { label: 'familiarisation trips to destinations', kind: 'fixed', monthly: { low: 100, high: 500 } },
    {
      label: 'wedding fairs, social ads and a travel blog',
      kind: 'acquisition',
      monthly: { low: 200, high: 1200 },
    },
  ],
  kpis: [
    'enquiries turned into booked trips',
    'average commission per booked trip',
    'days from first enquiry to deposit paid',
    'share of clients who book again or refer a friend',
    'balances collected on time before departure',
    'problems abroad resolved within the day',
  ],
  risks: [
    {
      risk: 'An airline or hotel supplier fails after the client has paid.',
      mitigation:
        'Book flights and stays as packages covered by the agency’s protection bond, hold client money in a trust account until it is passed to suppliers, and tell clients in writing what is protected.',
    },
    {
      risk: 'A volcano, strike or storm strands clients abroad.',
      mitigation:
        'Keep a 24-hour phone for travelling clients, a written plan for rebooking and extra nights, and supplier contacts for each destination.',
    },
    {
      risk: 'A client cancels close to departure and the supplier keeps the money.',
      mitigation:
        'State the cancellation scale in the booking terms, and insist on travel insurance bought at the time of the deposit.',
    },
    {
      risk: 'Clients take the itinerary and book it themselves online.',
      mitigation:
        'Charge a planning fee credited against the booking, and show the supplier prices the agency gets that the public cannot.',
    },
  ],
  competitors: [
    'online travel agents and booking websites',
    'high-street travel chains',
    'tour operators selling direct',
    'couples planning everything themselves',
  ],
  features: [
    {
      id: 'trip-enquiry',
      title: 'Trip enquiry with dates, budget and wishes',
      usedBy: ['honeymooners', 'families', 'milestone-travellers'],
      action: 'tell the agent our dates, budget, party and the places and things we dream of',
      benefit: 'get a proposal without repeating ourselves on the phone',
      acceptance: [
        'An enquiry cannot be sent without travel dates or a month, a number of travellers and a budget range.',
        'The couple can mark the enquiry as a honeymoon, which is shown to the agent and to suppliers.',
        'The agent is notified at once and the enquirer gets a reply time on screen.',
      ],
      entities: ['client', 'enquiry'],
      integrations: [],
      size: 2,
    },
    {
      id: 'itinerary-builder',
      title: 'Day-by-day itinerary proposals with options',
      usedBy: ['owner', 'staff'],
      action:
        'build a day-by-day itinerary with flights, stays, transfers and experiences and send it as a priced proposal',
      benefit: 'let the client compare options and accept one',
      acceptance: [
        'Each stop can carry up to three hotel options with a price for each, and the total updates when one is chosen.',
        'The proposal shows what is included, what is not, and the cancellation terms.',
        'An accepted proposal becomes a booking with every component listed for confirmation.',
      ],
      entities: ['itinerary', 'itinerary item', 'booking'],
      integrations: [],
      size: 4,
    },
    {
      id: 'payment-plan',
      title: 'Deposits and instalments before departure',
      usedBy: ['honeymooners', 'families'],
      action: 'pay a deposit to secure the trip and the rest in instalments that end before we travel',
      benefit: 'spread the cost around the wedding and other bills',
      acceptance: [
        'The schedule ends at least 8 weeks before departure, or is a single payment if the trip is sooner.',
        'A reminder is sent 7 days before each instalment is due.',
        'A group booking can be split so that each household pays its own share by card.',
      ],
      entities: ['booking', 'payment'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'travel-documents',
      title: 'Travel pack with every reference, offline',
      usedBy: ['honeymooners', 'families', 'milestone-travellers'],
      action: 'open our itinerary with every booking reference, transfer time and the emergency number',
      benefit: 'travel without printouts or hunting through emails',
      acceptance: [
        'The pack lists each day’s flights, transfers, hotel and booking references in order.',
        'The pack is readable with no signal once opened on the phone.',
        'A change made by the agent updates the pack and sends a message to the travellers.',
      ],
      entities: ['itinerary', 'itinerary item'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'supplier-confirmations',
      title: 'Supplier confirmations and protection records',
      usedBy: ['owner', 'staff'],
      action:
        'track which flights, hotels and transfers are confirmed and which booking is covered by the protection bond',
      benefit: 'never send clients off with an unconfirmed night',
      acceptance: [
        'Each component shows requested, confirmed or failed with the supplier reference.',
        'A booking cannot be marked ready to travel while any component is unconfirmed.',
        'Each booking records the protection certificate issued to the client.',
      ],
      entities: ['booking', 'supplier', 'itinerary item'],
      integrations: [],
      size: 3,
    },
    {
      id: 'honeymoon-gift-list',
      title: 'Honeymoon gift list for wedding guests',
      usedBy: ['honeymooners'],
      action: 'share a gift list where wedding guests pay towards a dinner, a dive or a night on our trip',
      benefit: 'have guests give us experiences instead of toasters',
      acceptance: [
        'Each gift has a title, a picture and an amount, and shows when it has been fully given.',
        'Guests pay by card and can leave a message the couple sees.',
        'Money given is credited against the booking balance and shown on the couple’s statement.',
      ],
      entities: ['gift', 'booking', 'payment'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['name:text', 'email:text', 'phone:text', 'passport_expires_on:date', 'notes:text'],
    },
    {
      name: { singular: 'enquiry', plural: 'enquiries' },
      fields: [
        'client_id:uuid',
        'travel_month:text',
        'nights:integer',
        'travellers:integer',
        'budget_cents:integer',
        'occasion:text',
        'wishes:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'itinerary', plural: 'itineraries' },
      fields: [
        'enquiry_id:uuid',
        'title:text',
        'departs_on:date',
        'returns_on:date',
        'total_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'itinerary item', plural: 'itinerary items' },
      fields: [
        'itinerary_id:uuid',
        'supplier_id:uuid',
        'kind:text',
        'starts_at:timestamp',
        'description:text',
        'price_cents:integer',
        'supplier_reference:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'itinerary_id:uuid',
        'client_id:uuid',
        'total_cents:integer',
        'deposit_cents:integer',
        'balance_due_on:date',
        'protection_certificate:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: [
        'booking_id:uuid',
        'payer_name:text',
        'amount_cents:integer',
        'due_on:date',
        'paid_at:timestamp',
      ],
    },
    {
      name: { singular: 'supplier', plural: 'suppliers' },
      fields: [
        'name:text',
        'kind:text',
        'country:text',
        'commission_percent:numeric',
        'emergency_phone:text',
      ],
    },
    {
      name: { singular: 'gift', plural: 'gifts' },
      fields: [
        'booking_id:uuid',
        'title:text',
        'amount_cents:integer',
        'given_cents:integer',
        'message:text',
      ],
    },
  ],
  compliance: [
    'financial protection of package holidays through a bond or trust account',
    'travel-agent licensing where required',
    'a protection certificate and clear cancellation terms for each package',
    'GDPR for passport details and travellers’ personal data',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: [
    'voyage',
    'island',
    'compass',
    'horizon',
    'palm',
    'map',
    'journey',
    'lagoon',
    'plane',
    'globe',
  ],
  brandMotifs: ['plane', 'palm', 'globe', 'compass'],
  personality: ['Warm', 'Inspiring', 'Personal', 'Trustworthy', 'Expert'],
};
