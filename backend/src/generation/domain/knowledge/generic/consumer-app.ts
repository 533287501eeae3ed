import type { Archetype } from '../archetype';

/** The generic archetype of its kind (../generic.ts): An app people use themselves. */
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
