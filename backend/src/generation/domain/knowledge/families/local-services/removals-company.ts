import type { Archetype } from '../../archetype';

export const removalsCompany: Archetype = {
  id: 'removals-company',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'removals company', plural: 'removals companies' },
  description:
    'A local removals firm with two or three Luton vans and a 7.5-tonne lorry, moving households and small offices: a survey of the contents by video or in person, a fixed quote by volume, packing and boxes, the move on an agreed day with a crew of two to four, and storage between homes. Most moves hang on a completion date set by solicitors, so dates shift at short notice and the diary is the business.',
  keywords: [
    'removals',
    'removal',
    'removal company',
    'removals company',
    'removal firm',
    'removal van',
    'man and van',
    'man with a van',
    'movers',
    'mover',
    'moving company',
    'moving',
    'house move',
    'house removals',
    'home removals',
    'office removals',
    'office move',
    'relocation',
    'packing service',
    'packing',
    'storage',
    'self storage',
    'furniture moving',
  ],
  segments: [
    {
      id: 'movers',
      role: { singular: 'household', plural: 'households' },
      qualifier: 'moving home in the next two months',
      jobs: [
        'get a fixed price for the move without three strangers walking round the house',
        'book a date that can move if completion slips',
        'know that a broken wardrobe or a scratched floor will be put right',
      ],
      pains: [
        'Quotes range from $600 to $2,400 for the same move, with no way to tell what each includes.',
        'Completion moves by a week and the removals firm is already booked for the new date.',
      ],
      persona: {
        firstName: 'Sophie',
        profile:
          'a nurse selling a three-bedroom semi and buying with her partner, completion expected in six weeks',
        goals: ['A fixed quote she can compare', 'A date that can follow the solicitors'],
        frustrations: [
          'Surveyors who never send the quote',
          'Paying extra on the day for “more than expected”',
        ],
      },
    },
    {
      id: 'small-movers',
      role: { singular: 'tenant', plural: 'tenants' },
      qualifier: 'moving out of a flat with a few rooms of things',
      jobs: ['book a van and two people for half a day', 'know the price before the van turns up'],
      pains: [
        'Man-and-van listings give an hourly rate and no idea how many hours it will take.',
        'Stairs and parking are charged as surprises on the day.',
      ],
      persona: {
        firstName: 'Kwame',
        profile:
          'a 27-year-old junior accountant moving from a third-floor flat to a shared house across town',
        goals: ['A price for the whole job, stairs included', 'A morning slot on a Saturday'],
        frustrations: ['An hourly rate that keeps running while the crew finds parking'],
      },
    },
    {
      id: 'office-managers',
      role: { singular: 'office manager', plural: 'office managers' },
      qualifier: 'relocating a small team',
      jobs: [
        'move desks, files and IT over a weekend',
        'have every crate labelled to the right desk in the new office',
      ],
      pains: [
        'Monday morning starts with missing monitors and crates in the wrong rooms.',
        'The building wants insurance certificates and a method statement before the lift can be booked.',
      ],
      persona: {
        firstName: 'Ruth',
        profile: 'an operations manager moving a 25-person design agency to a bigger floor two streets away',
        goals: [
          'Everyone working at their desk on Monday',
          'The paperwork the building asks for, sent in one go',
        ],
        frustrations: ['A mover who does not answer the building manager’s questions'],
      },
    },
  ],
  valuePropositions: [
    'Households get a fixed quote from a video survey within a day, itemised by volume, packing and access, with nothing added on the day unless the inventory changes.',
    'A move date follows the solicitors: it can be moved free of charge up to a week before, and the customer sees the next free dates before asking.',
    'Every item on the inventory is covered by goods-in-transit insurance, and damage is reported with a photo and settled under a written claims policy.',
    'Offices get labelled crates mapped to a floor plan of the new desks, and the building’s insurance certificates and method statement sent before the lift is booked.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'House moves at a fixed price: $400-800 for a one-bedroom flat, $1,200-2,500 for a three-bedroom house locally, more for long distance.',
      price: { low: 400, typical: 1400, high: 3500, per: 'move' },
      cadence: { purchasesPerMonth: 0.02, monthlyChurn: 80 },
    },
    {
      kind: 'bookings',
      description:
        'Packing services at $250-900 a house, and boxes, tape and wardrobe cartons sold in packs at $40-150.',
      price: { low: 40, typical: 350, high: 900, per: 'order' },
    },
    {
      kind: 'subscription',
      description: 'Containerised storage between homes at $80-250 a month per container.',
      price: { low: 80, typical: 140, high: 250, per: 'month' },
    },
    {
      kind: 'bookings',
      description: 'Office moves over a weekend at $3,000-12,000, quoted after a site survey.',
      price: { low: 3000, typical: 6000, high: 12000, per: 'move' },
    },
  ],
  costs: [
    { label: 'porters’ wages', kind: 'cost-of-goods', shareOfRevenue: 0.35 },
    { label: 'diesel and tolls', kind: 'cost-of-goods', shareOfRevenue: 0.07 },
    { label: 'finance on the vans and lorry', kind: 'fixed', monthly: { low: 1200, high: 4000 } },
    {
      label: 'insurance for goods in transit, liability and vehicles',
      kind: 'fixed',
      monthly: { low: 400, high: 1200 },
    },
    { label: 'rent for the storage yard', kind: 'fixed', monthly: { low: 500, high: 2500 } },
    { label: 'boxes, blankets and packing materials', kind: 'variable', monthly: { low: 200, high: 800 } },
    {
      label: 'quote-comparison sites and estate agent referrals',
      kind: 'acquisition',
      monthly: { low: 300, high: 1500 },
    },
  ],
  kpis: [
    'surveys that become booked moves',
    'hours from survey to quote sent',
    'van days used as a share of van days available',
    'average revenue per move',
    'damage claims per hundred moves',
    'storage containers in use',
  ],
  risks: [
    {
      risk: 'A completion date slips and two moves land on the same day.',
      mitigation:
        'Hold a provisional date until exchange, keep a casual crew and a hire van on call for peak Fridays, and confirm each date in writing once contracts exchange.',
    },
    {
      risk: 'An antique or a piano is damaged and the claim is larger than the cover.',
      mitigation:
        'Carry goods-in-transit insurance with a stated limit per item, list high-value items on the inventory at the survey, and offer extra cover for them.',
    },
    {
      risk: 'A crew member is injured lifting heavy furniture on stairs.',
      mitigation:
        'Train every porter in manual handling, send four people for heavy items, and use stair climbers and straps.',
    },
    {
      risk: 'A quote made from a quick phone call is far below the real volume.',
      mitigation:
        'Quote only from a video or home survey with a room-by-room inventory, and state that items added later are priced at the quoted rate.',
    },
  ],
  competitors: [
    'man-and-van operators listed on classifieds',
    'national removals groups with local depots',
    'van hire for people moving themselves',
    'self-storage companies offering collection',
  ],
  features: [
    {
      id: 'video-survey',
      title: 'Video surveys with a room-by-room inventory',
      usedBy: ['movers', 'small-movers', 'staff'],
      action: 'walk the surveyor round my home on a video call and see the inventory they record',
      benefit: 'get a fixed quote without a home visit',
      acceptance: [
        'The surveyor records each room’s items, their volume and anything needing special handling (piano, glass, antiques).',
        'The customer sees the inventory and can add forgotten items before the quote is sent.',
        'The volume in cubic metres and the number of vans and crew follow from the inventory.',
      ],
      entities: ['survey', 'inventory item', 'move'],
      integrations: ['video call link'],
      size: 3,
    },
    {
      id: 'fixed-quotes',
      title: 'Fixed quotes itemised by volume, packing and access',
      usedBy: ['movers', 'small-movers', 'office-managers'],
      action: 'receive a fixed quote that lists the move, packing, stairs, parking and storage separately',
      benefit: 'compare removals firms on what is actually included',
      acceptance: [
        'A quote is sent within 24 hours of the survey and shows every line with its price.',
        'The price is fixed unless items are added to the inventory, and says so in writing.',
        'Accepting the quote takes a deposit and holds the date.',
      ],
      entities: ['quote', 'move'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'flexible-dates',
      title: 'Move dates that follow completion',
      usedBy: ['movers', 'owner'],
      action: 'see the next free dates and move my booking when completion changes',
      benefit: 'keep my removals booked whatever the solicitors decide',
      acceptance: [
        'The customer sees free dates for the next 8 weeks on their booking page.',
        'A date moved 7 or more days ahead is changed without a fee.',
        'A provisional date becomes firm only when the customer confirms exchange of contracts.',
      ],
      entities: ['move', 'van'],
      integrations: [],
      size: 2,
    },
    {
      id: 'crew-dispatch',
      title: 'Van and crew allocation for each move day',
      usedBy: ['owner', 'staff'],
      action: 'assign vans and porters to each move and send the crew the day’s job sheet',
      benefit: 'avoid double-booking a van or sending too few people for a heavy job',
      acceptance: [
        'A van cannot be given two moves that overlap on the same day.',
        'The job sheet lists addresses, parking notes, access, the inventory and the customer’s phone number.',
        'Moves with items over 100 kg are flagged and cannot be given a crew of fewer than three.',
      ],
      entities: ['move', 'van', 'porter'],
      integrations: ['Google Maps'],
      size: 3,
    },
    {
      id: 'damage-claims',
      title: 'Damage reports and claims',
      usedBy: ['movers', 'office-managers', 'owner'],
      action: 'report damage with photos within a week of the move and follow the claim',
      benefit: 'have a broken item repaired or paid for without an argument',
      acceptance: [
        'A claim must name an item from the move’s inventory and include at least one photo.',
        'Claims not answered within 5 working days are flagged to the owner.',
        'The settlement amount and date are recorded against the move.',
      ],
      entities: ['claim', 'inventory item', 'move'],
      integrations: ['Cloudinary'],
      size: 2,
    },
    {
      id: 'storage-containers',
      title: 'Storage between homes',
      usedBy: ['movers', 'owner'],
      action: 'put my belongings into storage between homes and book the delivery when I have the keys',
      benefit: 'bridge a gap between selling and buying',
      acceptance: [
        'Each container records whose goods it holds and its location in the yard.',
        'Storage is billed monthly from the day goods go in.',
        'A delivery out of storage can be booked with 5 working days’ notice.',
      ],
      entities: ['storage container', 'move'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'move', plural: 'moves' },
      fields: [
        'customer_name:text',
        'phone:text',
        'from_address:text',
        'to_address:text',
        'move_date:date',
        'date_firm:boolean',
        'volume_m3:numeric',
        'status:text',
      ],
    },
    {
      name: { singular: 'survey', plural: 'surveys' },
      fields: ['move_id:uuid', 'surveyor:text', 'surveyed_at:timestamp', 'kind:text', 'notes:text'],
    },
    {
      name: { singular: 'inventory item', plural: 'inventory items' },
      fields: ['move_id:uuid', 'room:text', 'item:text', 'volume_m3:numeric', 'special_handling:boolean'],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: [
        'move_id:uuid',
        'lines:jsonb',
        'total_cents:integer',
        'deposit_cents:integer',
        'sent_at:timestamp',
        'accepted_at:timestamp',
      ],
    },
    {
      name: { singular: 'van', plural: 'vans' },
      fields: ['registration:text', 'capacity_m3:numeric', 'in_service:boolean'],
    },
    {
      name: { singular: 'porter', plural: 'porters' },
      fields: ['name:text', 'phone:text', 'can_drive_lorry:boolean', 'manual_handling_trained_on:date'],
    },
    {
      name: { singular: 'claim', plural: 'claims' },
      fields: [
        'move_id:uuid',
        'inventory_item_id:uuid',
        'photo_urls:text[]',
        'reported_at:timestamp',
        'settled_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'storage container', plural: 'storage containers' },
      fields: [
        'move_id:uuid',
        'yard_location:text',
        'monthly_fee_cents:integer',
        'in_on:date',
        'out_on:date',
      ],
    },
  ],
  compliance: [
    'goods-in-transit insurance with the cover per item stated on every quote',
    'an operator licence for lorries over 3.5 tonnes',
    'public liability insurance',
    'tachograph rules on drivers’ hours',
    'manual handling training for porters',
    'consumer contract law: written terms, the deposit policy and a cancellation period',
    'GDPR for home addresses, inventories and photos',
  ],
  complexity: 2,
  vocabulary: ['van', 'box', 'crate', 'key', 'door', 'road', 'home', 'route', 'strap', 'porch'],
  brandMotifs: ['truck', 'box', 'house', 'key'],
};
