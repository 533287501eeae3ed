import type { Archetype } from '../../archetype';

export const dogWalkingService: Archetype = {
  id: 'dog-walking-service',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'dog walking service', plural: 'dog walking services' },
  description:
    'A local dog walking business run by the owner and a few walkers: solo and small group walks on set days, collected from home with a key or a lockbox code, puppy visits and pet-sitting drop-ins while owners are away. Walks are planned as routes, every walk is logged with a map and photos, and clients pay monthly for their regular walks.',
  keywords: [
    'dog walking',
    'dog walker',
    'dog walkers',
    'dog walks',
    'walking dogs',
    'walks',
    'group walks',
    'solo walks',
    'pack walks',
    'puppy visits',
    'pet sitting',
    'pet sitter',
    'drop-in visits',
    'cat sitting',
    'lunchtime walk',
    'house keys',
    'walker',
  ],
  segments: [
    {
      id: 'working-owners',
      role: { singular: 'dog owner', plural: 'dog owners' },
      qualifier: 'who work away from home all day',
      jobs: [
        'have the dog walked at lunchtime on the same days every week',
        'know the walk really happened and how the dog was',
        'trust the walker with the house keys',
      ],
      pains: [
        'The dog is alone for nine hours and chews the door frame.',
        'Walkers who cancel at short notice leave no one to let the dog out.',
      ],
      persona: {
        firstName: 'Sophie',
        profile: 'a pharmacist on long shifts with a two-year-old cocker spaniel',
        goals: ['The same walker every Monday to Thursday', 'A photo from the park at lunchtime'],
        frustrations: ['Not knowing how long the walk lasted', 'Leaving keys under a flowerpot'],
      },
    },
    {
      id: 'puppy-owners',
      role: { singular: 'puppy owner', plural: 'puppy owners' },
      qualifier: 'with a dog too young for group walks',
      jobs: [
        'have someone let the puppy out, feed it and play for half an hour',
        'move the puppy on to group walks when it is ready',
      ],
      pains: [
        'A puppy cannot be left for a working day, and daycare will not take it before its vaccinations.',
        'Group walkers take puppies out with big dogs before they are ready.',
      ],
      persona: {
        firstName: 'Jamal',
        profile: 'a project manager back in the office three days a week with a 12-week-old labrador',
        goals: ['Two short visits a day until the puppy is older', 'Help with toilet training'],
        frustrations: ['Rushing home at lunchtime across town'],
      },
    },
    {
      id: 'away-owners',
      role: { singular: 'pet owner', plural: 'pet owners' },
      qualifier: 'going away for a few days',
      jobs: [
        'have the dog walked and the cat fed at home while away',
        'get a daily message with photos while on holiday',
      ],
      pains: [
        'Kennels unsettle an older dog and are full in the school holidays.',
        'Asking a neighbour twice a day for a week feels like too big a favour.',
      ],
      persona: {
        firstName: 'Margaret',
        profile:
          'a retired nurse with an old greyhound and two cats who visits her daughter abroad twice a year',
        goals: ['Her animals kept at home in their routine', 'A message each evening'],
        frustrations: ['Kennels that ask for a deposit months ahead'],
      },
    },
  ],
  valuePropositions: [
    'Regular clients keep the same walker on set days each week, and see every walk’s route, length and photos on their phone before they leave work.',
    'Keys are held in coded tags and lockboxes, and every walker is background-checked and insured, so owners are not handing keys to a stranger.',
    'Dogs are walked alone or in small groups of four at most, matched by size and temperament after a free meet-and-greet.',
    'Puppy visits and pet-sitting drop-ins cover the weeks when a dog cannot yet join a group or the owner is away.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Group walks at $18-25 an hour and solo walks at $22-30, billed monthly for regular days, with puppy visits at $15-20 for half an hour.',
      price: { low: 15, typical: 22, high: 30, per: 'walk' },
      cadence: { purchasesPerMonth: 12, monthlyChurn: 3 },
    },
    {
      kind: 'bookings',
      description: 'Pet-sitting drop-ins at $20-30 a visit while owners are away, two or three visits a day.',
      price: { low: 20, typical: 25, high: 30, per: 'visit' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 10 },
    },
  ],
  costs: [
    { label: 'walkers’ pay', kind: 'variable', monthly: { low: 1500, high: 7000 } },
    { label: 'van with dog crates, fuel and parking', kind: 'fixed', monthly: { low: 300, high: 900 } },
    {
      label: 'insurance, background checks and a local authority licence',
      kind: 'fixed',
      monthly: { low: 60, high: 250 },
    },
    {
      label: 'flyers at vets and pet shops, and local search listings',
      kind: 'acquisition',
      monthly: { low: 50, high: 400 },
    },
  ],
  kpis: [
    'walks a week',
    'dogs per walker per day',
    'regular clients',
    'walks cancelled by the business',
    'clients lost each month',
  ],
  risks: [
    {
      risk: 'A dog slips its lead, is hurt or hurts another dog on a walk.',
      mitigation:
        'Meet every dog before its first walk, walk no more than four together, and use the owner’s harness with a slip lead as back-up.',
    },
    {
      risk: 'A set of keys is lost or a house is left unlocked.',
      mitigation:
        'Label keys with codes, never addresses, use lockboxes where possible, and have walkers confirm the door is locked in the walk log.',
    },
    {
      risk: 'A walker is ill and a whole day’s dogs have no walk.',
      mitigation:
        'Give every client a second walker who has met the dog, and keep a day’s routes that another walker can take over.',
    },
  ],
  competitors: [
    'independent walkers found by word of mouth',
    'dog walking apps with a different walker each time',
    'dog daycare centres',
    'neighbours and family',
  ],
  features: [
    {
      id: 'regular-walks',
      title: 'Regular walks on set days',
      usedBy: ['working-owners', 'puppy-owners'],
      action: 'book a solo or group walk on the same days each week and swap a day online',
      benefit: 'have the dog walked every working day without arranging it each week',
      acceptance: [
        'A regular booking repeats each week until the owner changes or ends it.',
        'A day can be cancelled free until 6 pm the day before; later cancellations are charged.',
        'Regular walks are billed monthly in advance by card.',
      ],
      entities: ['walk', 'dog', 'client'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'walk-reports',
      title: 'Walk reports with map and photos',
      usedBy: ['working-owners', 'away-owners', 'staff'],
      action: 'see the walk’s route, how long it lasted and photos from the walker',
      benefit: 'know the walk happened and how the dog was',
      acceptance: [
        'The walker starts and ends the walk in the app, which records the route on a map.',
        'The owner gets the report with at least one photo and a note within ten minutes of the walk ending.',
      ],
      entities: ['walk', 'walk report'],
      integrations: ['Google Maps Platform', 'Twilio'],
      size: 3,
    },
    {
      id: 'meet-and-greet',
      title: 'Free meet-and-greet and dog profile',
      usedBy: ['working-owners', 'puppy-owners', 'away-owners'],
      action: 'book a free meet-and-greet and fill in my dog’s profile, vet and recall',
      benefit: 'be sure the walker knows my dog before the first walk',
      acceptance: [
        'A dog cannot join a walk until a meet-and-greet is recorded.',
        'The profile holds the vet’s details, vaccinations, recall, and whether the dog can be let off the lead.',
      ],
      entities: ['dog', 'client'],
      integrations: ['Calendly'],
      size: 2,
    },
    {
      id: 'key-register',
      title: 'Coded key register',
      usedBy: ['owner', 'staff'],
      action: 'log which walker holds each client’s key or lockbox code',
      benefit: 'know where every key is and keep addresses off the keys themselves',
      acceptance: [
        'Each key has a code tag; the address is shown only in the app to the walker on that day’s route.',
        'Handing a key to another walker is logged with the time and both names.',
      ],
      entities: ['key', 'client'],
      integrations: [],
      size: 2,
    },
    {
      id: 'route-planner',
      title: 'Daily walk routes',
      usedBy: ['owner', 'staff'],
      action: 'plan each walker’s day of collections and group walks, with no more than four dogs at once',
      benefit: 'keep groups small and walkers on time',
      acceptance: [
        'A group walk cannot have more than four dogs, or more than the licence allows.',
        'Dogs marked as not getting on are never put in the same group.',
        'Each walker sees their collections in order with keys and notes.',
      ],
      entities: ['walk', 'dog', 'walker'],
      integrations: ['Google Maps Platform'],
      size: 3,
    },
    {
      id: 'pet-sitting',
      title: 'Pet-sitting drop-ins while away',
      usedBy: ['away-owners'],
      action: 'book two or three visits a day while I am away, to walk the dog and feed the cat',
      benefit: 'keep my animals at home in their routine',
      acceptance: [
        'A holiday booking lists each day’s visits with their times and tasks.',
        'Each visit ends with a message and a photo, and a daily summary goes out in the evening.',
      ],
      entities: ['visit', 'client'],
      integrations: ['Twilio'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: ['name:text', 'phone:text', 'email:text', 'address:text', 'lockbox_code:text'],
    },
    {
      name: { singular: 'dog', plural: 'dogs' },
      fields: [
        'client_id:uuid',
        'name:text',
        'breed:text',
        'vet_name:text',
        'off_lead:boolean',
        'notes:text',
      ],
    },
    {
      name: { singular: 'walker', plural: 'walkers' },
      fields: ['name:text', 'phone:text', 'checked_on:date', 'max_dogs:integer'],
    },
    {
      name: { singular: 'walk', plural: 'walks' },
      fields: ['walker_id:uuid', 'starts_at:timestamp', 'kind:text', 'dog_ids:uuid[]', 'status:text'],
    },
    {
      name: { singular: 'walk report', plural: 'walk reports' },
      fields: ['walk_id:uuid', 'route:jsonb', 'minutes:integer', 'photo_urls:text[]', 'note:text'],
    },
    {
      name: { singular: 'key', plural: 'keys' },
      fields: ['client_id:uuid', 'tag_code:text', 'held_by:uuid', 'handed_over_at:timestamp'],
    },
    {
      name: { singular: 'visit', plural: 'visits' },
      fields: ['client_id:uuid', 'starts_at:timestamp', 'tasks:text', 'done_at:timestamp'],
    },
  ],
  compliance: [
    'public liability and care, custody and control insurance',
    'background checks for walkers who hold keys',
    'the local authority’s limit on dogs per walker',
  ],
  complexity: 2,
  vocabulary: ['paw', 'lead', 'stride', 'trail', 'meadow', 'bark', 'wag', 'ramble', 'stroll', 'tail'],
  brandMotifs: ['dog', 'footprints', 'paw', 'route'],
  personality: ['Trustworthy', 'Friendly', 'Punctual', 'Caring', 'Local'],
};
