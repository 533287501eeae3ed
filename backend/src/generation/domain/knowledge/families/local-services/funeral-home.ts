import type { Archetype } from '../../archetype';

export const funeralHome: Archetype = {
  id: 'funeral-home',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'funeral home', plural: 'funeral homes' },
  description:
    'An independent, often family-run funeral home: a funeral director collects the person who has died at any hour, cares for them in the home’s own mortuary, meets the family to arrange a burial or cremation, books the crematorium or cemetery, the celebrant, flowers and cars, and sells prepaid funeral plans. Families arrive in shock and must be given a full, itemised price before they commit, and the paperwork of a death leaves no room for mistakes.',
  keywords: [
    'funeral home',
    'funeral homes',
    'funeral director',
    'funeral directors',
    'funeral services',
    'funeral parlour',
    'funeral parlor',
    'undertaker',
    'undertakers',
    'mortuary',
    'mortician',
    'cremation',
    'cremations',
    'direct cremation',
    'burial',
    'burials',
    'funeral planning',
    'prepaid funeral plans',
    'bereavement',
    'bereaved families',
    'memorial service',
    'embalming',
  ],
  segments: [
    {
      id: 'bereaved',
      role: { singular: 'bereaved family member', plural: 'bereaved family members' },
      qualifier: 'arranging a funeral in the days after a death',
      jobs: [
        'have the person who died collected with care, day or night',
        'know the full cost of the funeral before agreeing to it',
        'share the funeral details with relatives and friends',
      ],
      pains: [
        'The price quoted at the first meeting grows with extras nobody mentioned, such as the crematorium fee and the celebrant.',
        'Relatives ring the same person ten times a day asking for the time and place of the service.',
      ],
      persona: {
        firstName: 'Sandra',
        profile: 'a 54-year-old teacher whose father died in a hospice on a Sunday night',
        goals: [
          'One itemised price with every third-party fee',
          'A page with the service details to send the family',
        ],
        frustrations: [
          'Repeating her father’s details to four different people',
          'Deciding on a coffin from a brochure at midnight',
        ],
      },
    },
    {
      id: 'planners',
      role: { singular: 'older person planning ahead', plural: 'older people planning ahead' },
      qualifier: 'so that their children are spared the decisions',
      jobs: [
        'choose and pay for a funeral in advance',
        'write down wishes for the music, readings and flowers',
      ],
      pains: [
        'Prepaid plans sold by phone hide what is not covered and what happens if the provider fails.',
        'Their wishes are in a drawer at home that nobody will find in time.',
      ],
      persona: {
        firstName: 'Derek',
        profile: 'a 76-year-old widower who wants a simple cremation and a wake at his bowls club',
        goals: ['A fixed price held in a trust', 'His wishes on file with the funeral home'],
        frustrations: ['Cold calls selling funeral plans'],
      },
    },
    {
      id: 'professionals',
      role: { singular: 'hospice or care home manager', plural: 'hospice and care home managers' },
      qualifier: 'who call a funeral director after a death',
      jobs: ['get a collection arranged quickly at night', 'hand over the paperwork correctly'],
      pains: [
        'The out-of-hours number goes to an answering machine.',
        'Nobody confirms when the person was collected and by whom.',
      ],
      persona: {
        firstName: 'Agnes',
        profile:
          'the night manager of a 60-bed nursing home who calls funeral directors several times a month',
        goals: ['A collection within two hours', 'A written record of who collected and when'],
        frustrations: ['Waiting on hold while the family sits with the body'],
      },
    },
  ],
  valuePropositions: [
    'Families see an itemised price of the funeral they chose, including the crematorium or cemetery fee, the celebrant and the flowers, before they sign anything.',
    'A funeral director answers and arranges a collection day or night, and the family is told when their relative has arrived in the home’s care.',
    'The family shares one page with the time, the place, the order of service and donations, instead of answering the same questions all week.',
    'People planning ahead fix the price of their own funeral in a regulated plan and leave their wishes on file where they will be found.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Full funerals with a service at $4,000-9,000, of which crematorium or cemetery fees, the celebrant and flowers are passed on at cost; the home’s own fee is typically $3,500.',
      price: { low: 3000, typical: 6500, high: 12000, per: 'funeral' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 95 },
    },
    {
      kind: 'bookings',
      description: 'Direct cremations with no service at $1,200-2,200.',
      price: { low: 1200, typical: 1700, high: 2200, per: 'cremation' },
    },
    {
      kind: 'unit-sales',
      description:
        'Prepaid funeral plans at $3,500-6,000, held in a trust or an insurance policy, with a sales commission to the home.',
      price: { low: 3500, typical: 4500, high: 6000, per: 'plan' },
    },
    {
      kind: 'unit-sales',
      description:
        'Memorial extras: urns at $80-400, headstones arranged at $1,500-4,000, and printed orders of service.',
      price: { low: 80, typical: 300, high: 4000, per: 'item' },
    },
  ],
  costs: [
    {
      label: 'crematorium and cemetery fees, celebrants and flowers paid on behalf of families',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.35,
    },
    { label: 'coffins, urns and mortuary supplies', kind: 'cost-of-goods', shareOfRevenue: 0.1 },
    {
      label: 'funeral directors’ and bearers’ wages, with night and weekend on-call',
      kind: 'fixed',
      monthly: { low: 7000, high: 20000 },
    },
    {
      label: 'premises with a chapel of rest and refrigerated mortuary',
      kind: 'fixed',
      monthly: { low: 2500, high: 7000 },
    },
    {
      label: 'hearse and limousine leases, fuel and upkeep',
      kind: 'fixed',
      monthly: { low: 1500, high: 4000 },
    },
    {
      label: 'insurance, trade association membership and regulatory fees',
      kind: 'fixed',
      monthly: { low: 300, high: 900 },
    },
    {
      label: 'local newspaper notices, community sponsorship and map listings',
      kind: 'acquisition',
      monthly: { low: 300, high: 1200 },
    },
  ],
  kpis: [
    'funerals arranged per month',
    'average time from a call to collection',
    'final invoices that match the itemised estimate',
    'families who would recommend the home',
    'prepaid plans sold per month',
    'days from a death to the funeral',
  ],
  risks: [
    {
      risk: 'A mistake in identification or paperwork sends the wrong person to a service or delays a cremation.',
      mitigation:
        'Tag every person in the home’s care on arrival, check the identity at each transfer and record it, and release no one without the signed cremation or burial documents.',
    },
    {
      risk: 'Families feel pressured into costly extras at the worst moment of their lives.',
      mitigation:
        'Publish a standard price list, show the simplest option first and give every family an itemised estimate to take home.',
    },
    {
      risk: 'Money paid for prepaid plans is lost if the plan provider fails.',
      mitigation:
        'Sell only plans held in a regulated trust or insurance policy, and give the buyer the documents.',
    },
    {
      risk: 'Night and weekend on-call wears out a small team.',
      mitigation: 'Share out-of-hours collections with a neighbouring independent home on a rota.',
    },
  ],
  competitors: [
    'national funeral home chains',
    'direct cremation companies that work online',
    'prepaid funeral plan providers selling by phone and television',
    'council and cooperative funeral services',
  ],
  features: [
    {
      id: 'first-call',
      title: 'Day and night first calls and collections',
      usedBy: ['bereaved', 'professionals', 'staff'],
      action: 'report a death, give where the person is and have a collection arranged at any hour',
      benefit: 'know the person who died is in safe hands without waiting on hold',
      acceptance: [
        'A first call records the name of the person who has died, where they are, the caller and the doctor certifying the death.',
        'The on-call director is notified at once, and the caller receives the director’s name and an expected collection time by text.',
        'The collection is recorded with the time, the staff who collected and the identity check, and the family is told when the person arrived in the home’s care.',
      ],
      entities: ['deceased person', 'family contact', 'collection'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'itemised-estimate',
      title: 'Itemised funeral estimates',
      usedBy: ['bereaved', 'staff'],
      action:
        'choose the type of funeral and its options and see an itemised price, with every fee paid to others',
      benefit: 'agree to a cost I understand and that will not grow',
      acceptance: [
        'The estimate lists the home’s own fee and each fee paid to others (crematorium or cemetery, doctor, celebrant, flowers) on its own line.',
        'The simplest option for each line is shown first with its price.',
        'The final invoice cannot add a line that was not on the signed estimate without the family’s written approval.',
      ],
      entities: ['funeral', 'estimate', 'family contact'],
      integrations: ['DocuSign'],
      size: 3,
    },
    {
      id: 'arrangements',
      title: 'Arrangements checklist for each funeral',
      usedBy: ['staff'],
      action:
        'book the crematorium or cemetery, the celebrant, the cars and the flowers, and tick off every document',
      benefit: 'hold a funeral with nothing missed and every form in place',
      acceptance: [
        'Each funeral has a checklist of the documents required for burial or cremation, and cannot be marked ready while one is missing.',
        'Bookings with the crematorium, celebrant and florist are recorded with their confirmation and time.',
        'The day’s funerals show each director the timings, the vehicles and the bearers assigned.',
      ],
      entities: ['funeral', 'deceased person', 'document'],
      integrations: [],
      size: 4,
    },
    {
      id: 'service-page',
      title: 'Service pages for families to share',
      usedBy: ['bereaved'],
      action:
        'share a private page with the time and place of the service, the order of service and where to give donations',
      benefit: 'let everyone know the details without answering the phone all week',
      acceptance: [
        'The page is published only when the family approves it, and can be kept unlisted.',
        'It shows the service time and address with a map, and any change is emailed to those who asked to be told.',
        'Donations in memory go directly to the chosen charity through its own link.',
      ],
      entities: ['funeral', 'family contact'],
      integrations: ['Google Maps'],
      size: 2,
    },
    {
      id: 'prepaid-plans',
      title: 'Prepaid funeral plans with wishes on file',
      usedBy: ['planners'],
      action: 'choose my own funeral, pay for it in full or by instalments and record my wishes',
      benefit: 'spare my children the decisions and the cost',
      acceptance: [
        'The plan states what is covered and what is not, and the trust or insurer that holds the money.',
        'Wishes for music, readings, flowers and where ashes go are stored with the plan and shown when the plan is used.',
        'Instalment plans show the balance left and what happens if a payment is missed.',
      ],
      entities: ['funeral plan', 'family contact'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'mortuary-register',
      title: 'Mortuary register with identity checks',
      usedBy: ['staff'],
      action: 'record each person in our care with their identity tag, location and every transfer',
      benefit: 'be sure who is in our care at every moment',
      acceptance: [
        'Every person in the home’s care has an identity tag number, a mortuary location and the family’s instructions on viewing.',
        'A transfer to the chapel, the crematorium or another home requires two staff to confirm the identity.',
        'The register shows who is in the mortuary now and for how long.',
      ],
      entities: ['deceased person', 'collection'],
      integrations: [],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'deceased person', plural: 'deceased people' },
      fields: [
        'full_name:text',
        'date_of_death:date',
        'place_of_death:text',
        'id_tag:text',
        'mortuary_location:text',
      ],
    },
    {
      name: { singular: 'family contact', plural: 'family contacts' },
      fields: ['person_id:uuid', 'name:text', 'relationship:text', 'phone:text', 'email:text'],
    },
    {
      name: { singular: 'collection', plural: 'collections' },
      fields: [
        'person_id:uuid',
        'called_at:timestamp',
        'collected_at:timestamp',
        'collected_by:text[]',
        'identity_checked:boolean',
      ],
    },
    {
      name: { singular: 'funeral', plural: 'funerals' },
      fields: [
        'person_id:uuid',
        'kind:text',
        'service_at:timestamp',
        'venue:text',
        'celebrant:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'estimate', plural: 'estimates' },
      fields: ['funeral_id:uuid', 'lines:jsonb', 'total_cents:integer', 'signed_at:timestamp'],
    },
    {
      name: { singular: 'document', plural: 'documents' },
      fields: ['funeral_id:uuid', 'kind:text', 'received_at:timestamp', 'file_url:text'],
    },
    {
      name: { singular: 'funeral plan', plural: 'funeral plans' },
      fields: [
        'holder_name:text',
        'plan_type:text',
        'wishes:text',
        'trust_reference:text',
        'paid_cents:integer',
        'status:text',
      ],
    },
  ],
  compliance: [
    'funeral director licensing or registration where required (state boards in the US, the FCA for prepaid plans in the UK)',
    'the FTC Funeral Rule in the US, which requires an itemised price list for every family',
    'death registration, cremation and burial paperwork before any cremation or burial',
    'prepaid funeral money held in a regulated trust or insurance policy',
    'mortuary hygiene, refrigeration and handling rules',
    'GDPR for the details of families and the people who died',
  ],
  complexity: 2,
  vocabulary: ['rest', 'memory', 'willow', 'lantern', 'haven', 'grace', 'dove', 'vale', 'candle', 'meadow'],
  brandMotifs: ['feather', 'tree', 'flower', 'bird'],
  personality: ['Caring', 'Dignified', 'Calm', 'Trustworthy', 'Discreet'],
};
