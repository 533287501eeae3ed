import type { Archetype } from './archetype';

/**
 * Stand-ins for a business the knowledge base has no archetype for, one per broad kind: an app
 * people use themselves, software sold to businesses, and a local business serving customers in
 * person. Written so every sentence holds for any business of that kind (accounts, reminders,
 * bookings, payments), never another trade's specifics: 'Password manager for families' is better
 * written up as an app in general than as a funeral home. Not in `allArchetypes`, so no founder's
 * words are ever matched to them; understanding picks one only when the founder's words name a
 * business no archetype accounts for (`understanding/weak-match.ts`).
 */

export const genericConsumerApp: Archetype = {
  id: 'generic-consumer-app',
  family: 'consumer-apps',
  industry: 'technology',
  kind: { singular: 'mobile app', plural: 'mobile apps' },
  description:
    'A mobile app that people download and use themselves, free to start with a premium subscription, built around one job it does better than the alternatives.',
  keywords: ['app', 'mobile app', 'ios', 'android', 'consumer app'],
  segments: [
    {
      id: 'early-users',
      role: { singular: 'early user', plural: 'early users' },
      qualifier: 'who have tried the alternatives and gave up on them',
      jobs: [
        'get the job done on their phone in a couple of minutes',
        'pick up where they left off on any device',
        'try it for free before paying',
      ],
      pains: [
        'The apps they tried were cluttered with features and adverts they never wanted.',
        'Their data is stuck in an app they no longer use, with no way to take it with them.',
      ],
      persona: {
        firstName: 'Alex',
        profile: 'a busy 32-year-old who uses their phone for most things between work and family',
        goals: ['Something that just works in a few taps', 'A fair price with no surprise charges'],
        frustrations: ['Apps that ask for an account before showing anything', 'Endless notifications'],
      },
    },
    {
      id: 'power-users',
      role: { singular: 'regular user', plural: 'regular users' },
      qualifier: 'who would use it every day if it fitted their routine',
      jobs: ['make the app fit their own routine', 'share what they do with a friend or family member'],
      pains: [
        'Free versions stop just before the part that is useful.',
        'Nothing is shared easily with the people they do it with.',
      ],
      persona: {
        firstName: 'Sam',
        profile:
          'someone who opens the same three apps every morning and recommends the good ones to friends',
        goals: ['Settings that fit their day', 'A premium plan worth paying for'],
        frustrations: ['Losing history when changing phone'],
      },
    },
  ],
  valuePropositions: [
    'It does one job well from the first minute, without an account wall or a tour of features nobody asked for.',
    'Everything syncs across phone, tablet and web, and people can export their data whenever they like.',
    'It is free to start, and the premium plan unlocks more rather than taking away what was free.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Free to start, with a premium plan at $4-10 a month or $30-60 a year for the full features, sync and sharing.',
      price: { low: 4, typical: 6, high: 10, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 8 },
    },
  ],
  costs: [
    { label: 'app store fees on subscriptions', kind: 'cost-of-goods', shareOfRevenue: 0.15 },
    {
      label: 'developers for the iOS, Android and web apps',
      kind: 'fixed',
      monthly: { low: 6000, high: 25000 },
    },
    { label: 'cloud hosting and sync', kind: 'variable', monthly: { low: 100, high: 2000 } },
    {
      label: 'app store optimisation, social ads and referral rewards',
      kind: 'acquisition',
      monthly: { low: 500, high: 8000 },
    },
  ],
  kpis: [
    'downloads and sign-ups each week',
    'users still active after 30 days',
    'free to premium conversion',
    'app store rating',
  ],
  risks: [
    {
      risk: 'People download the app, open it twice and forget it.',
      mitigation:
        'Make the first session deliver the main job in under two minutes, and send reminders only for things the user asked to be reminded of.',
    },
    {
      risk: 'A larger app adds the same feature for free.',
      mitigation:
        'Serve one group of users better than anyone, keep the app simpler than the big ones, and listen to reviews every week.',
    },
  ],
  competitors: ['large free apps that do many things', 'spreadsheets and notes apps', 'doing it by hand'],
  features: [
    {
      id: 'quick-start',
      title: 'Sign-up in under a minute',
      usedBy: ['early-users'],
      action: 'start using the app before creating an account, then sign up with an email or a phone number',
      benefit: 'see whether it is for me before giving my details',
      acceptance: [
        'A new user reaches the app’s main screen without creating an account.',
        'Signing up keeps everything the user did before signing up.',
      ],
      entities: ['user'],
      integrations: ['Sign in with Apple', 'Google Sign-In'],
      size: 2,
    },
    {
      id: 'sync',
      title: 'Sync across phone, tablet and web',
      usedBy: ['power-users', 'early-users'],
      action: 'use the app on any device and find my data up to date',
      benefit: 'pick up where I left off wherever I am',
      acceptance: [
        'A change made on one device appears on the user’s other devices within ten seconds when online.',
        'The app works offline and syncs changes when the connection returns, without losing either side’s edits.',
      ],
      entities: ['user', 'item', 'device'],
      integrations: [],
      size: 4,
    },
    {
      id: 'reminders',
      title: 'Reminders the user chooses',
      usedBy: ['power-users'],
      action: 'choose which reminders I get and at what time of day',
      benefit: 'be nudged when it helps and left alone otherwise',
      acceptance: [
        'No push notification is sent unless the user switched that kind of reminder on.',
        'Reminders respect the user’s time zone and quiet hours.',
      ],
      entities: ['reminder', 'user'],
      integrations: ['Firebase Cloud Messaging'],
      size: 2,
    },
    {
      id: 'sharing',
      title: 'Sharing with friends and family',
      usedBy: ['power-users'],
      action: 'invite a friend or family member to share a list, a plan or a space with me',
      benefit: 'do it together instead of sending screenshots',
      acceptance: [
        'An invitation link lets the other person join after signing up, and the owner can remove them at any time.',
        'Each shared item shows who changed it last.',
      ],
      entities: ['share', 'item', 'user'],
      integrations: [],
      size: 3,
    },
    {
      id: 'premium',
      title: 'Premium plan with a free trial',
      usedBy: ['power-users', 'early-users'],
      action: 'try premium free for a week and subscribe monthly or yearly in the app',
      benefit: 'pay only once I know it is worth it',
      acceptance: [
        'The trial ends with a reminder two days before the first payment.',
        'Cancelling keeps premium until the end of the paid period, and nothing created is deleted.',
      ],
      entities: ['subscription', 'user'],
      integrations: ['RevenueCat'],
      size: 2,
    },
    {
      id: 'export',
      title: 'Data export and account deletion',
      usedBy: ['early-users', 'power-users'],
      action: 'download all my data or delete my account from the settings',
      benefit: 'stay in control of what the app keeps about me',
      acceptance: [
        'An export of all the user’s data is ready to download within a few minutes, in an open format.',
        'Deleting the account removes the user’s data within 30 days and cancels any subscription.',
      ],
      entities: ['user'],
      integrations: [],
      size: 1,
    },
  ],
  entities: [
    {
      name: { singular: 'user', plural: 'users' },
      fields: ['email:text', 'name:text', 'time_zone:text', 'plan:text'],
    },
    {
      name: { singular: 'item', plural: 'items' },
      fields: ['owner_id:uuid', 'title:text', 'body:text', 'updated_at:timestamp'],
    },
    {
      name: { singular: 'device', plural: 'devices' },
      fields: ['user_id:uuid', 'platform:text', 'push_token:text'],
    },
    {
      name: { singular: 'reminder', plural: 'reminders' },
      fields: ['user_id:uuid', 'kind:text', 'time_of_day:text', 'enabled:boolean'],
    },
    { name: { singular: 'share', plural: 'shares' }, fields: ['item_id:uuid', 'user_id:uuid', 'role:text'] },
    {
      name: { singular: 'subscription', plural: 'subscriptions' },
      fields: ['user_id:uuid', 'store:text', 'plan:text', 'renews_on:date'],
    },
  ],
  compliance: ['GDPR', 'App Store and Google Play rules'],
  complexity: 2,
  vocabulary: ['spark', 'tap', 'loop', 'pocket', 'nudge', 'path', 'bloom', 'pulse', 'orbit', 'dot'],
  brandMotifs: ['smartphone', 'sparkle', 'star'],
};

export const genericBusinessSoftware: Archetype = {
  id: 'generic-business-software',
  family: 'b2b-saas',
  industry: 'technology',
  kind: { singular: 'business app', plural: 'business apps' },
  description:
    'Software sold to businesses by monthly subscription that takes one piece of work off spreadsheets and email: one shared place for the team, with roles, reminders, reports and the integrations the business already uses.',
  keywords: ['saas', 'software', 'b2b', 'business software', 'platform'],
  segments: [
    {
      id: 'admins',
      role: { singular: 'operations manager', plural: 'operations managers' },
      qualifier: 'at small and growing businesses',
      jobs: [
        'move a piece of work out of spreadsheets and email into one shared place',
        'see at a glance where things stand without asking the team',
        'set it up in an afternoon without a consultant',
      ],
      pains: [
        'The work lives in spreadsheets that only one person understands.',
        'Nobody knows which version of the file is the latest.',
      ],
      persona: {
        firstName: 'Priya',
        profile: 'the operations manager of a 40-person company who owns every process nobody else wants',
        goals: ['One source of truth the whole team uses', 'A weekly report that builds itself'],
        frustrations: [
          'Enterprise tools priced for companies ten times their size',
          'Copying data between systems',
        ],
      },
    },
    {
      id: 'team',
      role: { singular: 'team member', plural: 'team members' },
      qualifier: 'who do the day-to-day work',
      jobs: ['see what needs doing today', 'update the record once instead of in three places'],
      pains: [
        'They type the same details into several systems.',
        'They find out about a change only after it has caused a problem.',
      ],
      persona: {
        firstName: 'Daniel',
        profile: 'a team member who spends an hour a day keeping spreadsheets up to date',
        goals: ['Less admin, more real work'],
        frustrations: ['Being asked for updates he has already given'],
      },
    },
  ],
  valuePropositions: [
    'One shared place replaces the spreadsheets and email threads, so the whole team works from the same up-to-date record.',
    'It is set up in an afternoon by importing the existing spreadsheet, with no consultant and no annual contract.',
    'It connects to the tools the business already uses, so nobody types the same thing twice.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Monthly plans at $10-30 per user, or $49-299 a month per company, after a 14-day free trial.',
      price: { low: 10, typical: 20, high: 30, per: 'user per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
    },
  ],
  costs: [
    { label: 'developers', kind: 'fixed', monthly: { low: 8000, high: 30000 } },
    { label: 'cloud hosting and backups', kind: 'fixed', monthly: { low: 200, high: 2000 } },
    { label: 'customer support and onboarding', kind: 'fixed', monthly: { low: 800, high: 4000 } },
    {
      label: 'search ads, content and partnerships',
      kind: 'acquisition',
      monthly: { low: 1000, high: 8000 },
    },
  ],
  kpis: [
    'monthly recurring revenue',
    'trial to paid conversion',
    'weekly active users per account',
    'monthly churn',
  ],
  risks: [
    {
      risk: 'The team signs up but keeps working in spreadsheets.',
      mitigation:
        'Import the existing spreadsheet on day one and make the daily task quicker in the app than in the sheet.',
    },
    {
      risk: 'A data breach or outage loses the customer’s trust.',
      mitigation:
        'Keep each customer’s data separate, back up daily with point-in-time restore, and publish uptime.',
    },
  ],
  competitors: ['spreadsheets and email', 'large all-in-one business suites', 'tools built for enterprises'],
  features: [
    {
      id: 'workspace',
      title: 'Team workspace with roles',
      usedBy: ['admins'],
      action: 'invite the team, give each person a role and decide what they can see and change',
      benefit: 'have everyone in one place with the right access',
      acceptance: [
        'An admin invites users by email and assigns a role of admin, member or read-only.',
        'A user sees only the records their role allows.',
      ],
      entities: ['account', 'user'],
      integrations: [],
      size: 2,
    },
    {
      id: 'import',
      title: 'Spreadsheet import',
      usedBy: ['admins'],
      action: 'import our existing spreadsheet and map its columns to fields',
      benefit: 'start with our real data on the first day',
      acceptance: [
        'CSV and Excel files up to 50,000 rows can be imported, with a preview of the first rows before import.',
        'Rows that cannot be imported are listed with the reason and can be downloaded.',
      ],
      entities: ['record', 'import job'],
      integrations: [],
      size: 2,
    },
    {
      id: 'records',
      title: 'Shared records with history',
      usedBy: ['team', 'admins'],
      action: 'create and update records that the whole team sees, with a history of every change',
      benefit: 'work from one up-to-date version',
      acceptance: [
        'Every change records who made it and when, and earlier values can be restored.',
        'Two people editing the same record see each other’s changes without overwriting them.',
      ],
      entities: ['record', 'user'],
      integrations: [],
      size: 3,
    },
    {
      id: 'notifications',
      title: 'Assignments and due-date reminders',
      usedBy: ['team'],
      action: 'get notified when something is assigned to me or falls due',
      benefit: 'hear about a change before it causes a problem',
      acceptance: [
        'Each user chooses email, in-app or chat notifications per kind of event.',
        'Overdue items are listed in a daily summary for their owner.',
      ],
      entities: ['notification', 'record'],
      integrations: ['Slack'],
      size: 2,
    },
    {
      id: 'reports',
      title: 'Dashboard and scheduled reports',
      usedBy: ['admins'],
      action: 'see the figures that matter on a dashboard and have a weekly report emailed',
      benefit: 'know where things stand without asking',
      acceptance: [
        'The dashboard shows counts and totals by status, owner and week, and exports to CSV.',
        'A scheduled report goes to chosen people every Monday at 8am in their time zone.',
      ],
      entities: ['record', 'report'],
      integrations: [],
      size: 2,
    },
    {
      id: 'billing',
      title: 'Self-serve plans and billing',
      usedBy: ['admins'],
      action: 'start a trial, choose a plan and pay by card, with invoices for the accountant',
      benefit: 'buy it without a sales call',
      acceptance: [
        'Adding or removing users changes the bill from the next period, pro rata.',
        'Every payment produces an invoice with the company’s tax details.',
      ],
      entities: ['account', 'subscription'],
      integrations: ['Stripe Billing'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'account', plural: 'accounts' },
      fields: ['company_name:text', 'plan:text', 'seats:integer'],
    },
    {
      name: { singular: 'user', plural: 'users' },
      fields: ['account_id:uuid', 'email:text', 'name:text', 'role:text'],
    },
    {
      name: { singular: 'record', plural: 'records' },
      fields: ['account_id:uuid', 'title:text', 'status:text', 'owner_id:uuid', 'due_on:date'],
    },
    {
      name: { singular: 'import job', plural: 'import jobs' },
      fields: ['account_id:uuid', 'file_name:text', 'rows:integer', 'failed_rows:integer'],
    },
    {
      name: { singular: 'notification', plural: 'notifications' },
      fields: ['user_id:uuid', 'record_id:uuid', 'kind:text', 'read_at:timestamp'],
    },
    {
      name: { singular: 'report', plural: 'reports' },
      fields: ['account_id:uuid', 'name:text', 'schedule:text', 'recipients:text[]'],
    },
    {
      name: { singular: 'subscription', plural: 'subscriptions' },
      fields: ['account_id:uuid', 'plan:text', 'status:text', 'renews_on:date'],
    },
  ],
  compliance: ['GDPR', 'SOC 2 expectations from larger customers'],
  complexity: 2,
  vocabulary: ['base', 'stack', 'flow', 'grid', 'hub', 'bridge', 'signal', 'ledger', 'beacon', 'desk'],
  brandMotifs: ['cloud', 'chart', 'gear'],
};

export const genericLocalBusiness: Archetype = {
  id: 'generic-local-business',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'local business', plural: 'local businesses' },
  description:
    'An independent local business serving customers in person in one town or area: easy to find, quick to book or order from, and known for the way it treats its regulars.',
  keywords: ['local business', 'small business', 'neighbourhood', 'customers', 'bookings'],
  segments: [
    {
      id: 'locals',
      role: { singular: 'local customer', plural: 'local customers' },
      qualifier: 'who live or work nearby',
      jobs: [
        'find out prices and free times without phoning',
        'book or order at a time that suits them',
        'come back to someone they trust',
      ],
      pains: [
        'They cannot tell from the website what things cost or when there is space.',
        'Booking means phoning during the working day and leaving a message.',
      ],
      persona: {
        firstName: 'Jo',
        profile: 'a parent who works full time and arranges most things on a phone in the evening',
        goals: ['Book in two minutes', 'Clear prices up front'],
        frustrations: ['Calls that go to voicemail', 'Being charged more than was quoted'],
      },
    },
    {
      id: 'regulars',
      role: { singular: 'regular customer', plural: 'regular customers' },
      qualifier: 'who come back every few weeks',
      jobs: ['rebook the usual without explaining it again', 'hear about offers and changes first'],
      pains: [
        'They have to repeat what they had last time.',
        'They only find out about a closure when they turn up.',
      ],
      persona: {
        firstName: 'Martin',
        profile: 'a retired neighbour who has used the business for years and recommends it to friends',
        goals: ['The same good service every time'],
        frustrations: ['Changes nobody told him about'],
      },
    },
  ],
  valuePropositions: [
    'Prices, opening times and free slots are online, so customers book or order in two minutes without phoning.',
    'Reminders before each appointment and a simple rebooking link keep regulars coming back and cut no-shows.',
    'Every customer’s history is kept, so nobody has to explain what they had last time.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Services and orders at $20-120 each, paid online or in person, with a deposit on larger jobs.',
      price: { low: 20, typical: 50, high: 120, per: 'visit' },
      cadence: { purchasesPerMonth: 0.7, monthlyChurn: 5 },
    },
  ],
  costs: [
    { label: 'premises or a van, and travel', kind: 'fixed', monthly: { low: 800, high: 4000 } },
    { label: 'wages', kind: 'fixed', monthly: { low: 2000, high: 9000 } },
    { label: 'supplies and materials', kind: 'cost-of-goods', shareOfRevenue: 0.2 },
    { label: 'card fees and booking software', kind: 'variable', monthly: { low: 50, high: 300 } },
    {
      label: 'map listings, local ads and review requests',
      kind: 'acquisition',
      monthly: { low: 100, high: 800 },
    },
  ],
  kpis: [
    'bookings or orders each week',
    'share of customers who come back within three months',
    'no-shows and late cancellations',
    'review rating and reviews each month',
  ],
  risks: [
    {
      risk: 'Too few local customers know the business exists in the first months.',
      mitigation:
        'Claim the map listing on day one, ask every happy customer for a review, and team up with neighbouring businesses.',
    },
    {
      risk: 'A quiet month leaves the fixed costs and wages to pay.',
      mitigation:
        'Keep three months of costs in reserve and sell vouchers or memberships that bring cash in ahead.',
    },
  ],
  competitors: ['national chains nearby', 'other independents in the area', 'customers doing it themselves'],
  features: [
    {
      id: 'online-booking',
      title: 'Online booking with prices shown',
      usedBy: ['locals', 'regulars'],
      action: 'see prices and free times and book or order online in two minutes',
      benefit: 'arrange it in the evening without phoning',
      acceptance: [
        'Only times that are really free are offered, and a booked time disappears for everyone else at once.',
        'The confirmation shows the price, the time and how to change or cancel.',
      ],
      entities: ['booking', 'customer', 'service'],
      integrations: ['Google Business Profile booking links'],
      size: 3,
    },
    {
      id: 'reminders',
      title: 'Reminders and easy rescheduling',
      usedBy: ['locals', 'regulars'],
      action: 'get a reminder the day before and move my booking from a link',
      benefit: 'never miss a booking or lose a deposit by mistake',
      acceptance: [
        'A text reminder goes out the day before, with a link to reschedule or cancel.',
        'Cancellations inside the notice period are recorded, and repeat no-shows are asked for a deposit next time.',
      ],
      entities: ['booking', 'reminder'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'customer-history',
      title: 'Customer history and notes',
      usedBy: ['staff', 'regulars'],
      action: 'look up a customer’s past visits, preferences and notes before serving them',
      benefit: 'give regulars the same good service without asking again',
      acceptance: [
        'Each customer record lists past bookings and staff notes, newest first.',
        'Customers can ask to see or delete their record, and it is done within 30 days.',
      ],
      entities: ['customer', 'booking'],
      integrations: [],
      size: 2,
    },
    {
      id: 'payments',
      title: 'Deposits, card payments and vouchers',
      usedBy: ['locals', 'owner'],
      action: 'pay a deposit or the full price online and buy gift vouchers',
      benefit: 'pay the way I like and give the business as a present',
      acceptance: [
        'Deposits are taken at booking for the services that need them and deducted from the final bill.',
        'Each voucher has a code and a balance that can be spent over several visits.',
      ],
      entities: ['payment', 'voucher', 'booking'],
      integrations: ['Stripe', 'Square'],
      size: 2,
    },
    {
      id: 'reviews',
      title: 'Review requests after each visit',
      usedBy: ['owner', 'locals'],
      action: 'send a short thank-you with a review link after each visit',
      benefit: 'be found by new local customers through honest reviews',
      acceptance: [
        'The thank-you goes out two hours after the visit and never more than once a month to the same customer.',
        'Low ratings reach the owner privately so they can put things right.',
      ],
      entities: ['customer', 'review request'],
      integrations: ['Google Business Profile'],
      size: 1,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'email:text', 'notes:text'],
    },
    {
      name: { singular: 'service', plural: 'services' },
      fields: ['name:text', 'minutes:integer', 'price_cents:integer', 'deposit_cents:integer'],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: ['customer_id:uuid', 'service_id:uuid', 'starts_at:timestamp', 'status:text'],
    },
    {
      name: { singular: 'reminder', plural: 'reminders' },
      fields: ['booking_id:uuid', 'send_at:timestamp', 'sent_at:timestamp'],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['booking_id:uuid', 'amount_cents:integer', 'method:text'],
    },
    {
      name: { singular: 'voucher', plural: 'vouchers' },
      fields: ['code:text', 'balance_cents:integer', 'expires_on:date'],
    },
    {
      name: { singular: 'review request', plural: 'review requests' },
      fields: ['customer_id:uuid', 'sent_at:timestamp', 'rating:integer'],
    },
  ],
  compliance: [
    'GDPR (or the local data protection law)',
    'PCI DSS (through the card provider)',
    'consumer rights law',
  ],
  complexity: 1,
  vocabulary: ['corner', 'door', 'street', 'local', 'neighbour', 'hand', 'sign', 'lamp', 'bell', 'welcome'],
  brandMotifs: ['house', 'star', 'hand'],
};

export const genericArchetypes: readonly Archetype[] = [
  genericConsumerApp,
  genericBusinessSoftware,
  genericLocalBusiness,
];
