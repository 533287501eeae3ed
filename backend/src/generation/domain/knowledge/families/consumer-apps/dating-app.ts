import type { Archetype } from '../../archetype';

export const datingApp: Archetype = {
  id: 'dating-app',
  family: 'consumer-apps',
  industry: 'technology',
  kind: { singular: 'dating app', plural: 'dating apps' },
  description:
    'A dating app for one community or age group that is badly served by the mass-market apps (people over 50, single parents, a faith, a city’s LGBTQ+ scene, people who want something serious): verified profiles with prompts instead of endless swiping, a few considered matches a day, safe first messages and date planning, and quick reporting and blocking. Free to join, with a premium subscription.',
  keywords: [
    'dating',
    'dating app',
    'online dating',
    'dating site',
    'matchmaking',
    'matches',
    'matching',
    'singles',
    'single parents',
    'relationships',
    'romance',
    'love',
    'first date',
    'dates',
    'swipe',
    'swiping',
    'profiles',
    'verified profiles',
    'over 50',
    'lgbtq',
    'meet people',
    'partner',
  ],
  segments: [
    {
      id: 'singles',
      role: { singular: 'single person', plural: 'single people' },
      qualifier: 'who want something serious and are tired of swiping',
      jobs: [
        'meet people who want the same kind of relationship',
        'get from a match to a first date without weeks of small talk',
        'feel safe meeting a stranger for the first time',
      ],
      pains: [
        'Hours of swiping lead to matches who never reply or only want something casual.',
        'Fake profiles and old photos make every first date a gamble.',
      ],
      persona: {
        firstName: 'Claire',
        profile:
          'a 54-year-old teacher, divorced five years ago, who found the big apps built for people half her age',
        goals: [
          'Three good conversations a week rather than fifty matches',
          'Profiles she can trust are real',
        ],
        frustrations: ['Photos from ten years ago', 'Being shown people who live two hours away'],
      },
    },
    {
      id: 'single-parents',
      role: { singular: 'single parent', plural: 'single parents' },
      qualifier: 'who have two free evenings a month',
      jobs: ['find someone who understands that the children come first', 'plan a date around childcare'],
      pains: [
        'Matches lose interest as soon as children are mentioned.',
        'A date cancelled at the last minute wastes a babysitter’s evening.',
      ],
      persona: {
        firstName: 'Marcus',
        profile: 'a single dad of two who works shifts and has the children every other weekend',
        goals: ['Matches who are open about having children too', 'Dates planned a week ahead'],
        frustrations: ['Explaining his week to every new match'],
      },
    },
  ],
  valuePropositions: [
    'Every profile is photo-verified with a selfie check, so the person who turns up is the person in the pictures.',
    'A few considered matches a day, chosen by what people say they want (a relationship, children, faith, distance), replace endless swiping.',
    'Profiles answer prompts that start a real conversation, and a match that goes quiet for a week expires instead of lingering.',
    'Safety comes first: block and report from any screen, a date check-in shared with a friend, and moderators who answer within hours.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Free to join and match; premium at $15-30 a month (less on three- and six-month plans) to see who liked you, set detailed preferences and get more daily matches.',
      price: { low: 15, typical: 20, high: 30, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 15 },
    },
    {
      kind: 'unit-sales',
      description: 'One-off boosts and “super likes” at $2-6 to put a profile first for a day.',
      price: { low: 2, typical: 4, high: 6, per: 'boost' },
    },
    {
      kind: 'bookings',
      description: 'Ticketed singles evenings in partner venues at $15-35 a seat.',
      price: { low: 15, typical: 25, high: 35, per: 'ticket' },
    },
  ],
  costs: [
    { label: 'app store fees on in-app subscriptions', kind: 'cost-of-goods', shareOfRevenue: 0.15 },
    { label: 'moderators and support', kind: 'fixed', monthly: { low: 2000, high: 10000 } },
    { label: 'developers for the iOS and Android apps', kind: 'fixed', monthly: { low: 10000, high: 35000 } },
    {
      label: 'hosting, chat, photo storage and identity verification checks',
      kind: 'variable',
      monthly: { low: 500, high: 5000 },
    },
    {
      label: 'social ads, community partnerships and launch events in each city',
      kind: 'acquisition',
      monthly: { low: 3000, high: 20000 },
    },
  ],
  kpis: [
    'verified members in each launch city',
    'matches that lead to a conversation',
    'conversations that lead to a date',
    'free to premium conversion',
    'reports per thousand members and time to action',
  ],
  risks: [
    {
      risk: 'Too few members nearby in the first months, so new members see nobody and leave.',
      mitigation:
        'Launch one city and one community at a time, hold a waiting list until there are enough members, and open with singles evenings.',
    },
    {
      risk: 'Scammers and abusive members harm people and the app’s name.',
      mitigation:
        'Require selfie verification before messaging, flag money requests and links in chats, and ban reported scammers across devices.',
    },
    {
      risk: 'Data on sexual orientation, health or faith is leaked or misused.',
      mitigation:
        'Treat such answers as special category data: optional, encrypted, never shared with advertisers, and deleted with the account.',
    },
  ],
  competitors: [
    'mass-market swiping apps',
    'large dating sites for a serious relationship',
    'matchmaking agencies',
    'singles events and social clubs',
  ],
  features: [
    {
      id: 'verified-profiles',
      title: 'Photo-verified profiles with prompts',
      usedBy: ['singles', 'single-parents'],
      action: 'build a profile with photos, a selfie check and answers to a few prompts about what I want',
      benefit: 'show who I really am and trust that others are real',
      acceptance: [
        'A member cannot send messages until a live selfie matches their profile photos.',
        'Profiles show what the member is looking for, whether they have or want children, and their distance.',
        'Photos are checked for nudity and faces before they appear on a profile.',
      ],
      entities: ['member', 'photo', 'verification'],
      integrations: ['AWS Rekognition'],
      size: 3,
    },
    {
      id: 'daily-matches',
      title: 'A few considered matches a day',
      usedBy: ['singles', 'single-parents'],
      action: 'receive a handful of suggested matches each day that fit what I am looking for',
      benefit: 'spend time on people who could be right instead of swiping',
      acceptance: [
        'Suggestions respect each side’s age range, distance and relationship goal, and never repeat a passed profile.',
        'A member who likes a suggestion is matched only when the other person likes them back.',
      ],
      entities: ['match', 'member', 'preference'],
      integrations: [],
      size: 4,
    },
    {
      id: 'messaging',
      title: 'Chat with conversation starters',
      usedBy: ['singles', 'single-parents'],
      action: 'message a match starting from one of their profile answers',
      benefit: 'start a real conversation instead of “hey”',
      acceptance: [
        'Only matched members can message each other.',
        'A match with no message from either side for seven days expires, after a reminder.',
        'Messages asking for money or containing a payment link show a safety warning to the reader.',
      ],
      entities: ['match', 'message'],
      integrations: ['Stream Chat'],
      size: 3,
    },
    {
      id: 'safety',
      title: 'Block, report and date check-in',
      usedBy: ['singles', 'single-parents', 'staff'],
      action: 'block or report someone from any screen, and share my date’s time and place with a friend',
      benefit: 'feel safe before, during and after a first date',
      acceptance: [
        'A blocked member can no longer see or contact the person who blocked them.',
        'Reports reach a moderator’s queue at once, and reports of threats or scams are answered within four hours.',
        'A date check-in sends a friend the place and time, and alerts them if the member does not check out.',
      ],
      entities: ['report', 'member', 'date plan'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'premium',
      title: 'Premium membership',
      usedBy: ['singles', 'single-parents'],
      action: 'upgrade to see who liked me, set detailed preferences and get extra matches',
      benefit: 'meet the right person sooner',
      acceptance: [
        'Subscriptions are bought through the App Store or Google Play and renew until cancelled.',
        'Cancelling keeps premium until the end of the paid period.',
      ],
      entities: ['subscription', 'member'],
      integrations: ['RevenueCat'],
      size: 2,
    },
    {
      id: 'singles-events',
      title: 'Singles evenings in partner venues',
      usedBy: ['singles', 'single-parents', 'owner'],
      action: 'book a ticket for a singles evening for my age group and meet members in person',
      benefit: 'meet people face to face in a relaxed setting',
      acceptance: [
        'Each event has an age range and a balance of places, and a sold-out event takes a waiting list.',
        'Attendees can match with each other in the app for 48 hours after the event.',
      ],
      entities: ['event', 'member'],
      integrations: ['Stripe Checkout'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'member', plural: 'members' },
      fields: [
        'name:text',
        'birth_date:date',
        'city:text',
        'looking_for:text',
        'has_children:boolean',
        'verified_at:timestamp',
        'plan:text',
      ],
    },
    {
      name: { singular: 'photo', plural: 'photos' },
      fields: ['member_id:uuid', 'url:text', 'position:integer', 'approved:boolean'],
    },
    {
      name: { singular: 'verification', plural: 'verifications' },
      fields: ['member_id:uuid', 'selfie_url:text', 'result:text', 'checked_at:timestamp'],
    },
    {
      name: { singular: 'preference', plural: 'preferences' },
      fields: [
        'member_id:uuid',
        'min_age:integer',
        'max_age:integer',
        'max_distance_km:integer',
        'goal:text',
      ],
    },
    {
      name: { singular: 'match', plural: 'matches' },
      fields: ['member_a_id:uuid', 'member_b_id:uuid', 'matched_at:timestamp', 'expires_at:timestamp'],
    },
    {
      name: { singular: 'message', plural: 'messages' },
      fields: ['match_id:uuid', 'sender_id:uuid', 'body:text', 'flagged:boolean'],
    },
    {
      name: { singular: 'report', plural: 'reports' },
      fields: ['reporter_id:uuid', 'reported_id:uuid', 'reason:text', 'status:text', 'actioned_at:timestamp'],
    },
    {
      name: { singular: 'date plan', plural: 'date plans' },
      fields: [
        'member_id:uuid',
        'place:text',
        'starts_at:timestamp',
        'friend_phone:text',
        'checked_out_at:timestamp',
      ],
    },
    {
      name: { singular: 'subscription', plural: 'subscriptions' },
      fields: ['member_id:uuid', 'store:text', 'plan:text', 'renews_on:date'],
    },
    {
      name: { singular: 'event', plural: 'events' },
      fields: ['venue:text', 'starts_at:timestamp', 'min_age:integer', 'max_age:integer', 'places:integer'],
    },
  ],
  compliance: [
    'GDPR special category data (sexual orientation, health, religion)',
    'age checks so that every member is 18 or over',
    'online safety law duties for reporting and moderation',
    'App Store and Google Play subscription rules',
  ],
  complexity: 3,
  vocabulary: ['spark', 'heart', 'match', 'flame', 'bloom', 'date', 'pair', 'kindred', 'hello', 'cupid'],
  brandMotifs: ['heart', 'sparkle', 'flame', 'users'],
  personality: ['Warm', 'Friendly', 'Safe', 'Honest', 'Hopeful'],
};
