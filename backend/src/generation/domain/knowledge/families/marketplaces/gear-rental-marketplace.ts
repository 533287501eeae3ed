import type { Archetype } from '../../archetype';

export const gearRentalMarketplace: Archetype = {
  id: 'gear-rental-marketplace',
  family: 'marketplaces',
  industry: 'other',
  kind: { singular: 'gear rental marketplace', plural: 'gear rental marketplaces' },
  description:
    'A peer-to-peer rental marketplace where people rent outdoor and hobby gear (tents, camping kit, kayaks, paddleboards, ski gear, camera lenses, power tools) from owners and rental shops nearby for a weekend or a week. Owners list kit they rarely use, renters book by the day with a deposit and damage cover, and both check the gear’s condition with photos at handover; the platform takes a commission on each rental.',
  keywords: [
    'rent',
    'renting',
    'rental',
    'rentals',
    'rent out',
    'gear rental',
    'equipment rental',
    'gear hire',
    'equipment hire',
    'kit hire',
    'peer-to-peer',
    'borrow',
    'lend',
    'camping gear',
    'outdoor gear',
    'tents',
    'kayaks',
    'paddleboards',
    'ski gear',
    'camera gear',
    'tools',
    'gear',
    'equipment',
    'damage deposit',
  ],
  segments: [
    {
      id: 'renters',
      role: { singular: 'weekend renter', plural: 'weekend renters' },
      qualifier: 'who need good gear for a trip or a project a few times a year',
      jobs: [
        'get good kit for one trip without buying it',
        'collect it near home the day before and return it after',
        'know exactly what is covered if something breaks',
      ],
      pains: [
        'Buying a tent, stove and sleeping bags for one festival costs hundreds and fills a cupboard.',
        'Rental shops are in the mountains, not near home, and are closed on the day the gear is needed.',
      ],
      persona: {
        firstName: 'Chloe',
        profile:
          'a 31-year-old designer in a flat with no storage who goes camping with friends twice a summer',
        goals: [
          'A decent four-person tent for the weekend at a fair price',
          'Collection on the way out of town',
        ],
        frustrations: [
          'Cheap kit that leaks the first night',
          'Not knowing who pays if it rains and the tent tears',
        ],
      },
    },
    {
      id: 'owners',
      role: { singular: 'gear owner', plural: 'gear owners' },
      qualifier: 'whose kit sits in the loft most of the year',
      jobs: ['earn money from gear that is rarely used', 'lend to strangers without worrying about damage'],
      pains: [
        'Lending to friends of friends means chasing returns and broken poles.',
        'Selling good kit second-hand brings a fraction of what it cost.',
      ],
      persona: {
        firstName: 'Rob',
        profile: 'a keen climber and camper with two tents, a kayak and a garage full of kit',
        goals: ['Pay for his own trips from rentals', 'Renters who treat the gear well'],
        frustrations: ['No-shows at handover', 'No way to prove a scratch was new'],
      },
    },
    {
      id: 'rental-shops',
      role: { singular: 'outdoor rental shop owner', plural: 'outdoor rental shop owners' },
      qualifier: 'who want more bookings outside the holidays',
      jobs: ['fill idle stock in quiet weeks', 'take bookings online without building a booking system'],
      pains: [
        'Stock sits unused from October to March.',
        'Bookings come by phone and clash in a paper diary.',
      ],
      persona: {
        firstName: 'Ingrid',
        profile: 'the owner of a paddleboard and kayak hire shop by a lake',
        goals: ['Weekday bookings', 'One calendar for every board'],
        frustrations: ['Double bookings in August'],
      },
    },
  ],
  valuePropositions: [
    'Renters get good gear for a weekend for a fraction of the price of buying it, collected from someone nearby.',
    'Every rental includes damage cover and a deposit hold, so owners are not out of pocket if a tent comes back torn.',
    'Owner and renter take timestamped photos at handover and return, so any damage claim is settled on evidence, not argument.',
    'Owners set their own prices and availability, and are paid automatically once the gear is back safely.',
  ],
  revenue: [
    {
      kind: 'marketplace',
      description:
        'A 15-20% commission on each rental, on typical rentals of $30-150 for a weekend (a tent at $15-25 a day, a kayak at $30-50).',
      price: { low: 30, typical: 70, high: 150, per: 'rental' },
      cadence: { purchasesPerMonth: 0.3, monthlyChurn: 8 },
    },
    {
      kind: 'unit-sales',
      description: 'Damage cover charged to renters at 8-12% of each rental.',
      price: { low: 3, typical: 7, high: 15, per: 'rental' },
    },
    {
      kind: 'subscription',
      description:
        'A pro plan for rental shops at $30-80 a month with a booking calendar and a lower commission.',
      price: { low: 30, typical: 50, high: 80, per: 'shop per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
    },
  ],
  costs: [
    { label: 'payment fees', kind: 'cost-of-goods', shareOfRevenue: 0.04 },
    {
      label: 'damage claims beyond cover',
      kind: 'variable',
      monthly: { low: 200, high: 3000 },
    },
    { label: 'app developers', kind: 'fixed', monthly: { low: 6000, high: 25000 } },
    { label: 'claims handling', kind: 'fixed', monthly: { low: 1000, high: 6000 } },
    { label: 'ID checks', kind: 'variable', monthly: { low: 150, high: 1500 } },
    {
      label: 'outdoor clubs, festival partnerships and social ads before the season',
      kind: 'acquisition',
      monthly: { low: 1000, high: 10000 },
    },
  ],
  kpis: [
    'rentals per week in each city',
    'listings rented at least once a month',
    'share of searches that end in a booking',
    'damage claims per hundred rentals',
    'renters who rent again within a year',
    'take rate',
  ],
  risks: [
    {
      risk: 'Gear is damaged, stolen or never returned.',
      mitigation:
        'Verify every renter’s ID, hold a deposit on the card, require handover photos and insure each rental with a specialist cover.',
    },
    {
      risk: 'Too little gear listed nearby, so renters search, find nothing and leave.',
      mitigation:
        'Launch in one city with outdoor rental shops and clubs listing their stock first, and focus on a few categories (camping, paddleboards) before adding more.',
    },
    {
      risk: 'Demand comes in a few summer weekends and winter weeks.',
      mitigation:
        'Add winter categories (ski gear, cameras, tools) and give owners weekly discounts to fill quiet periods.',
    },
  ],
  competitors: [
    'outdoor shops that rent gear at the destination',
    'discount retailers selling cheap kit',
    'second-hand listings and selling apps',
    'borrowing from friends and family',
  ],
  features: [
    {
      id: 'search-book',
      title: 'Booking by date and place',
      usedBy: ['renters'],
      action: 'search for gear available on my dates near me and book it with a deposit',
      benefit: 'have everything for the trip sorted in one go',
      acceptance: [
        'Search shows only listings free for every day of the chosen dates, sorted by distance.',
        'A booking charges the rental and damage cover, and holds the deposit on the card until return.',
        'Owners accept or decline a request within 12 hours, or it lapses and the renter is not charged.',
      ],
      entities: ['listing', 'booking', 'renter'],
      integrations: ['Stripe Connect', 'Mapbox'],
      size: 4,
    },
    {
      id: 'listings',
      title: 'Listings with day prices',
      usedBy: ['owners', 'rental-shops'],
      action:
        'list a tent, a kayak or a camera lens with photos, its condition, what is included and a price per day',
      benefit: 'reach people nearby who need it without writing an advert each time',
      acceptance: [
        'A listing needs at least three photos, a condition, a list of what is included and a deposit amount.',
        'Owners can set a weekly discount and a minimum rental length.',
        'Listings show the owner’s area, never their address, until a booking is confirmed.',
      ],
      entities: ['listing', 'owner'],
      integrations: ['Cloudinary'],
      size: 3,
    },
    {
      id: 'availability',
      title: 'Availability calendars',
      usedBy: ['owners', 'rental-shops'],
      action: 'block the days I need my gear and see upcoming rentals on a calendar',
      benefit: 'never promise kit I need myself',
      acceptance: [
        'Blocked days and confirmed bookings cannot be booked by anyone else.',
        'Rental shops can sync the calendar with their existing booking system.',
      ],
      entities: ['booking', 'listing'],
      integrations: ['Google Calendar'],
      size: 2,
    },
    {
      id: 'handover',
      title: 'Handover checks with photos',
      usedBy: ['renters', 'owners'],
      action: 'photograph the gear together at collection and again at return in the app',
      benefit: 'settle any question about damage on evidence',
      acceptance: [
        'Collection and return each record timestamped photos and a checklist of included items.',
        'The deposit is released 48 hours after return unless the owner opens a claim.',
      ],
      entities: ['handover', 'booking'],
      integrations: [],
      size: 3,
    },
    {
      id: 'claims',
      title: 'Damage cover with claims',
      usedBy: ['owners', 'renters', 'staff'],
      action: 'open a claim with photos when gear comes back damaged or incomplete',
      benefit: 'get repairs paid for without a dispute',
      acceptance: [
        'A claim links the handover photos, the owner’s photos and a repair quote.',
        'The renter is told of the claim and can respond within 48 hours before support decides.',
        'Approved claims are paid from the deposit first, then from the damage cover.',
      ],
      entities: ['claim', 'booking', 'handover'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'reviews-payouts',
      title: 'Payouts on safe return',
      usedBy: ['renters', 'owners', 'rental-shops'],
      action: 'review each other after a rental, and as an owner receive the payout once gear is back',
      benefit: 'build trust and earn from my kit without chasing money',
      acceptance: [
        'Both sides can review for 14 days after return, and reviews appear once both have written or the time runs out.',
        'Owners are paid two days after a return with no claim.',
      ],
      entities: ['review', 'payout', 'booking'],
      integrations: ['Stripe Connect'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'owner', plural: 'owners' },
      fields: ['name:text', 'area:text', 'is_shop:boolean', 'verified_at:timestamp', 'rating:numeric'],
    },
    {
      name: { singular: 'renter', plural: 'renters' },
      fields: ['name:text', 'email:text', 'phone:text', 'id_verified_at:timestamp', 'rating:numeric'],
    },
    {
      name: { singular: 'listing', plural: 'listings' },
      fields: [
        'owner_id:uuid',
        'title:text',
        'category:text',
        'condition:text',
        'included:text[]',
        'price_per_day_cents:integer',
        'deposit_cents:integer',
      ],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'listing_id:uuid',
        'renter_id:uuid',
        'starts_on:date',
        'ends_on:date',
        'total_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'handover', plural: 'handovers' },
      fields: ['booking_id:uuid', 'kind:text', 'photo_urls:text[]', 'checklist:json', 'at:timestamp'],
    },
    {
      name: { singular: 'claim', plural: 'claims' },
      fields: ['booking_id:uuid', 'description:text', 'amount_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'review', plural: 'reviews' },
      fields: ['booking_id:uuid', 'author_id:uuid', 'rating:integer', 'body:text'],
    },
    {
      name: { singular: 'payout', plural: 'payouts' },
      fields: ['owner_id:uuid', 'booking_id:uuid', 'amount_cents:integer', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'insurance for every rental',
    'consumer law on rental terms',
    'identity checks for renters',
    'GDPR for members’ details',
  ],
  complexity: 3,
  vocabulary: ['tent', 'trail', 'pack', 'peak', 'camp', 'paddle', 'kit', 'basecamp', 'borrow', 'share'],
  brandMotifs: ['tent', 'backpack', 'mountain', 'handshake'],
  personality: ['Adventurous', 'Friendly', 'Trustworthy', 'Practical', 'Sustainable'],
};
