import type { Archetype } from '../../archetype';

export const bikeHire: Archetype = {
  id: 'bike-hire',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'bike hire business', plural: 'bike hire businesses' },
  description:
    'A bike hire shop with a fleet of city bikes, e-bikes, mountain bikes, kids’ bikes and trailers, rented by the hour, the day or the week to visitors and locals, with helmets and locks included, suggested routes and guided rides, and delivery to hotels and guesthouses. The fleet is serviced between hires, and a deposit or card hold covers damage.',
  keywords: [
    'bike hire',
    'bike rental',
    'bicycle hire',
    'bicycle rental',
    'cycle hire',
    'e-bike hire',
    'e-bike rental',
    'rent bikes',
    'hire bikes',
    'bike tours',
    'guided rides',
    'cycling tours',
    'cycle routes',
    'tourists',
  ],
  segments: [
    {
      id: 'visitors',
      role: { singular: 'visitor', plural: 'visitors' },
      qualifier: 'exploring the area for a day or a week',
      jobs: [
        'book bikes for the family for tomorrow, with a child seat and helmets',
        'find a route that suits the children and ends somewhere to eat',
        'have the bikes dropped at the holiday cottage',
      ],
      pains: [
        'Walk-in hire means queuing on the best morning of the holiday and finding the e-bikes gone.',
        'Nobody says which routes are flat enough for a nine-year-old.',
      ],
      persona: {
        firstName: 'Laura',
        profile:
          'a mother of two on a week’s holiday by the lakes, whose husband wants an e-bike for the hills',
        goals: ['Four bikes ready at 9 am', 'A route with a café halfway'],
        frustrations: ['A deposit of hundreds in cash', 'Bikes that do not fit the children'],
      },
    },
    {
      id: 'riders',
      role: { singular: 'keen cyclist', plural: 'keen cyclists' },
      qualifier: 'who want a good bike without bringing their own',
      jobs: ['hire a well-set-up road or mountain bike for a few days', 'join a guided ride on local trails'],
      pains: [
        'Hire bikes are heavy, the wrong size and badly maintained.',
        'Flying with a bike costs as much as hiring one, with the risk of damage.',
      ],
      persona: {
        firstName: 'Marco',
        profile: 'a keen road cyclist on a long weekend who wants to ride the famous climbs',
        goals: ['A carbon bike in his size with his own pedals fitted', 'GPX files of the best loops'],
        frustrations: ['Gears that slip on the first climb'],
      },
    },
    {
      id: 'accommodation',
      role: { singular: 'accommodation owner', plural: 'accommodation owners' },
      qualifier: 'who want to offer bikes to their guests',
      jobs: ['book bikes for guests and have them delivered', 'earn a commission on the hires they send'],
      pains: [
        'Keeping their own bikes means repairs and insurance they cannot manage.',
        'Guests ask for bikes at reception and there is nobody to call.',
      ],
      persona: {
        firstName: 'Ingrid',
        profile: 'the owner of a 12-room guesthouse in a cycling area',
        goals: ['Bikes at the door for guests who ask', 'A referral fee each month'],
        frustrations: ['Her own two bikes always have flat tyres'],
      },
    },
  ],
  valuePropositions: [
    'Visitors book the right bikes for the whole group online, with sizes, child seats and helmets, and collect them ready to ride instead of queuing on the day.',
    'Every hire comes with routes graded by distance and climbing, with cafés and sights on the way, so riders know what they are taking on.',
    'Bikes are serviced and checked after every hire, so gears, brakes and batteries work from the first mile.',
    'A card hold instead of a cash deposit, and delivery to hotels and guesthouses, make hiring as easy as ordering a taxi.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Bike hire at $15-25 for half a day and $25-60 a day, more for e-bikes and road bikes, with a lower rate by the week.',
      price: { low: 15, typical: 35, high: 60, per: 'bike per day' },
      cadence: { purchasesPerMonth: 0.2, monthlyChurn: 40 },
    },
    {
      kind: 'bookings',
      description: 'Guided rides and tours at $45-120 a person, bike included.',
      price: { low: 45, typical: 70, high: 120, per: 'person' },
    },
    {
      kind: 'unit-sales',
      description:
        'Delivery and collection at $10-30, and extras such as trailers, child seats and panniers.',
      price: { low: 5, typical: 15, high: 30, per: 'extra' },
    },
  ],
  costs: [
    { label: 'fleet purchase and replacement', kind: 'fixed', monthly: { low: 1000, high: 6000 } },
    { label: 'shop rent near the station or the trails', kind: 'fixed', monthly: { low: 1200, high: 4500 } },
    { label: 'mechanics’ and guides’ wages', kind: 'variable', monthly: { low: 2000, high: 9000 } },
    { label: 'parts, tyres and batteries', kind: 'cost-of-goods', shareOfRevenue: 0.08 },
    {
      label: 'listings on travel sites, and referrals from hotels and holiday lets',
      kind: 'acquisition',
      monthly: { low: 200, high: 1500 },
    },
  ],
  kpis: [
    'bike days hired each week',
    'fleet utilisation in the peak season',
    'share of hires booked online ahead',
    'repair cost per bike',
    'review score',
  ],
  risks: [
    {
      risk: 'Most of the year’s income comes in the summer months and on dry weekends.',
      mitigation:
        'Sell weekly hires and guided rides, offer winter e-bike hire to locals and commuters, and do the fleet’s overhaul in the quiet months.',
    },
    {
      risk: 'A rider is injured on a hire bike and blames the bike.',
      mitigation:
        'Check and log every bike before each hire, fit helmets and give a short safety briefing at collection.',
    },
    {
      risk: 'Bikes are stolen or come back damaged.',
      mitigation:
        'Include a good lock, take a card hold for damage, photograph bikes out and in, and insure the fleet.',
    },
  ],
  competitors: [
    'city bike-share schemes',
    'bike shops that hire a few bikes on the side',
    'hotels with their own bikes',
    'riders bringing their own bikes',
  ],
  features: [
    {
      id: 'online-hire',
      title: 'Online bike booking by size and type',
      usedBy: ['visitors', 'riders'],
      action:
        'choose bikes for each rider by type and height, add helmets, locks and child seats, and pay online',
      benefit: 'have the right bikes ready when I arrive',
      acceptance: [
        'Each bike type shows the rider heights it fits and the number free for the chosen times.',
        'A group booking lists each rider with their height and the bike assigned to them.',
        'Payment takes the hire price and places a card hold for damage, released on return.',
      ],
      entities: ['hire', 'bike', 'customer'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'routes',
      title: 'Graded routes with maps',
      usedBy: ['visitors', 'riders'],
      action: 'pick a route graded by distance and climbing, with cafés and sights, and download it',
      benefit: 'know the ride suits everyone before setting off',
      acceptance: [
        'Each route shows distance, climbing, surface and a family-friendly flag.',
        'Routes can be downloaded as GPX or opened on a phone map.',
      ],
      entities: ['route'],
      integrations: ['Komoot', 'Google Maps Platform'],
      size: 2,
    },
    {
      id: 'check-out-in',
      title: 'Bike check-out and return with photos',
      usedBy: ['staff'],
      action:
        'check a bike out with photos, its battery charge and the signed hire terms, and check it back in',
      benefit: 'settle any damage fairly and know which bikes need work',
      acceptance: [
        'A bike cannot be handed out unless its last safety check is recorded as passed.',
        'Return photos are compared side by side with check-out photos.',
        'A bike marked damaged goes to the workshop list and is withdrawn from sale.',
      ],
      entities: ['hire', 'bike', 'safety check'],
      integrations: [],
      size: 3,
    },
    {
      id: 'fleet',
      title: 'Fleet servicing and availability',
      usedBy: ['owner', 'staff'],
      action: 'see every bike’s hires, mileage, service history and whether it is ready to go out',
      benefit: 'keep the fleet safe and buy the bikes that earn the most',
      acceptance: [
        'A bike is due a service after a set number of hire days and is flagged on the board.',
        'Each bike type shows its hire days and income for the season.',
      ],
      entities: ['bike', 'safety check'],
      integrations: [],
      size: 2,
    },
    {
      id: 'delivery',
      title: 'Delivery to hotels and guesthouses',
      usedBy: ['visitors', 'accommodation'],
      action: 'have the bikes delivered to where I am staying and collected at the end',
      benefit: 'start riding from the door',
      acceptance: [
        'Delivery is offered only within the set area, with its price shown by distance.',
        'The driver’s route for the day lists each delivery and collection with its time window.',
      ],
      entities: ['hire', 'delivery'],
      integrations: ['Google Maps Platform'],
      size: 2,
    },
    {
      id: 'guided-rides',
      title: 'Guided rides and tours',
      usedBy: ['riders', 'visitors'],
      action: 'book a place on a guided ride with the bike included',
      benefit: 'ride the best local routes with someone who knows them',
      acceptance: [
        'Each ride shows its date, length, level and places left.',
        'A ride with too few bookings 24 hours before is cancelled and refunded automatically.',
      ],
      entities: ['tour', 'hire'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'partners',
      title: 'Accommodation partner bookings',
      usedBy: ['accommodation', 'owner'],
      action: 'book bikes for my guests and see the commission earned each month',
      benefit: 'offer bikes to guests without owning any',
      acceptance: [
        'Partners book with their guest’s name, and the hire is tagged to the partner.',
        'A monthly statement shows each partner’s hires and the commission due.',
      ],
      entities: ['partner', 'hire'],
      integrations: ['Xero'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text'],
    },
    {
      name: { singular: 'bike', plural: 'bikes' },
      fields: ['kind:text', 'frame_size:text', 'fleet_number:text', 'battery_cycles:integer', 'status:text'],
    },
    {
      name: { singular: 'hire', plural: 'hires' },
      fields: [
        'customer_id:uuid',
        'bike_ids:uuid[]',
        'starts_at:timestamp',
        'ends_at:timestamp',
        'card_hold_id:text',
        'partner_id:uuid',
      ],
    },
    {
      name: { singular: 'safety check', plural: 'safety checks' },
      fields: ['bike_id:uuid', 'checked_at:timestamp', 'passed:boolean', 'notes:text', 'photos:text[]'],
    },
    {
      name: { singular: 'route', plural: 'routes' },
      fields: [
        'name:text',
        'distance_km:numeric',
        'climb_m:integer',
        'family_friendly:boolean',
        'gpx_url:text',
      ],
    },
    {
      name: { singular: 'delivery', plural: 'deliveries' },
      fields: ['hire_id:uuid', 'address:text', 'window_start:timestamp', 'collected_at:timestamp'],
    },
    {
      name: { singular: 'tour', plural: 'tours' },
      fields: ['name:text', 'starts_at:timestamp', 'level:text', 'places:integer', 'price_cents:integer'],
    },
    {
      name: { singular: 'partner', plural: 'partners' },
      fields: ['name:text', 'commission_percent:numeric', 'contact_email:text'],
    },
  ],
  compliance: ['public liability and fleet insurance', 'signed hire terms for every rider', 'PCI DSS'],
  complexity: 2,
  vocabulary: ['spoke', 'wheel', 'trail', 'pedal', 'saddle', 'ride', 'loop', 'lane', 'route', 'bell'],
  brandMotifs: ['bike', 'map', 'route', 'mountain'],
  personality: ['Adventurous', 'Friendly', 'Reliable', 'Local', 'Relaxed'],
};
