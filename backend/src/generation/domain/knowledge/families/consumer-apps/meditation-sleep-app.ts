import type { Archetype } from '../../archetype';

export const meditationSleepApp: Archetype = {
  id: 'meditation-sleep-app',
  family: 'consumer-apps',
  industry: 'healthcare',
  kind: { singular: 'meditation and sleep app', plural: 'meditation and sleep apps' },
  description:
    'A meditation and sleep app: short guided meditations for stress and focus, sleep stories, soundscapes and wind-down routines for people who lie awake, and breathing exercises for anxious moments, all playable offline. A free starter course, then a subscription; a version for employers offers it to their staff.',
  keywords: [
    'meditation',
    'meditation app',
    'meditate',
    'mindfulness',
    'mindful',
    'sleep',
    'sleep app',
    'sleep stories',
    'sleep sounds',
    'insomnia',
    'falling asleep',
    'bedtime',
    'wind down',
    'breathing',
    'breathing exercises',
    'breathwork',
    'stress',
    'anxiety',
    'relaxation',
    'relax',
    'guided meditation',
    'soundscapes',
    'white noise',
    'wellbeing',
  ],
  segments: [
    {
      id: 'poor-sleepers',
      role: { singular: 'poor sleeper', plural: 'poor sleepers' },
      qualifier: 'who lie awake going over the next day',
      jobs: [
        'fall asleep without scrolling until one in the morning',
        'get back to sleep after waking at 4 am',
        'build a wind-down routine that sticks',
      ],
      pains: [
        'The mind starts racing as soon as the light goes off.',
        'Sleeping pills leave a groggy morning, and the advice to put the phone away never lasts.',
      ],
      persona: {
        firstName: 'Hannah',
        profile:
          'a 41-year-old operations manager with two children who has slept badly since a stressful year at work',
        goals: ['Asleep within 20 minutes most nights', 'Something to play when she wakes in the night'],
        frustrations: ['Voices that are too bright at bedtime', 'Apps that need a signal in the bedroom'],
      },
    },
    {
      id: 'beginners',
      role: { singular: 'meditation beginner', plural: 'meditation beginners' },
      qualifier: 'who have tried meditating and given up',
      jobs: [
        'learn to meditate in a few minutes a day',
        'calm down before a presentation or a difficult conversation',
      ],
      pains: [
        'Without a teacher it is hard to tell whether it is working, so most give up after a week.',
        'Most sessions are 20 minutes long, which never fits a working day.',
      ],
      persona: {
        firstName: 'Leo',
        profile: 'a 27-year-old software developer whose doctor suggested mindfulness for his anxiety',
        goals: [
          'Five minutes a day without missing',
          'A breathing exercise for the moments before a meeting',
        ],
        frustrations: ['Jargon and chanting', 'Feeling he is failing at it'],
      },
    },
    {
      id: 'employers',
      role: { singular: 'HR manager', plural: 'HR managers' },
      qualifier: 'who want to support staff wellbeing without a clinic on site',
      jobs: [
        'offer staff help with stress and sleep that actually gets used',
        'see take-up without seeing anyone’s data',
      ],
      pains: ['The employee assistance line is barely used.', 'Wellbeing perks are bought and forgotten.'],
      persona: {
        firstName: 'Sofia',
        profile: 'the head of people at a 200-person logistics company with many night-shift workers',
        goals: ['A perk that shift workers actually use', 'Anonymous figures for the board'],
        frustrations: ['Vendors who want staff data'],
      },
    },
  ],
  valuePropositions: [
    'Sleep stories, soundscapes and a wind-down routine are read in slow, low voices and stop on a timer, so people fall asleep without the phone glowing all night.',
    'Beginners start with a free seven-day course of five-minute sessions that explains each step in plain words.',
    'Two-minute breathing exercises calm a racing heart before a meeting or in the middle of the night.',
    'Everything can be downloaded and played in flight mode, with no signal in the bedroom and no notifications during sleep.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'A free starter course, then $10-15 a month or $50-70 a year for the full library of meditations, sleep stories and courses.',
      price: { low: 5, typical: 10, high: 15, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 9 },
    },
    {
      kind: 'subscription',
      description: 'A plan for employers at $3-6 per employee a month, with anonymous take-up reports.',
      price: { low: 3, typical: 4, high: 6, per: 'employee per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2 },
    },
    {
      kind: 'unit-sales',
      description: 'One-off courses (better sleep in four weeks, calm for exam season) at $15-30.',
      price: { low: 15, typical: 20, high: 30, per: 'course' },
    },
  ],
  costs: [
    { label: 'app store fees on in-app subscriptions', kind: 'cost-of-goods', shareOfRevenue: 0.15 },
    {
      label: 'new recordings',
      kind: 'variable',
      monthly: { low: 1500, high: 10000 },
    },
    { label: 'developers for the iOS and Android apps', kind: 'fixed', monthly: { low: 8000, high: 30000 } },
    { label: 'audio streaming', kind: 'variable', monthly: { low: 200, high: 3000 } },
    {
      label: 'social ads, podcast sponsorships and app store features',
      kind: 'acquisition',
      monthly: { low: 2000, high: 20000 },
    },
  ],
  kpis: [
    'trial to paid conversion',
    'sessions played per member per week',
    'members who finish the starter course',
    'subscribers still paying after three months',
    'employees active each month on employer plans',
  ],
  risks: [
    {
      risk: 'A large, well-known meditation app already fills the market.',
      mitigation:
        'Serve one group they serve poorly (shift workers, new parents, people with insomnia) with content made for them, and grow through the people who advise that group.',
    },
    {
      risk: 'Members download it, use it for a week and cancel.',
      mitigation:
        'Keep sessions short, remind at the member’s chosen time, and offer sleep content that is useful every night rather than a course that ends.',
    },
    {
      risk: 'People with serious anxiety, depression or sleep disorders rely on the app instead of getting care.',
      mitigation:
        'Say clearly that the app is not treatment, show where to get help for crisis and persistent insomnia, and never make medical claims.',
    },
  ],
  competitors: [
    'large meditation and sleep apps',
    'free meditations on video platforms',
    'sleep trackers',
    'talking therapy',
  ],
  features: [
    {
      id: 'guided-meditations',
      title: 'Guided meditations by length and mood',
      usedBy: ['beginners', 'poor-sleepers'],
      action: 'choose a guided meditation by how long I have and how I feel',
      benefit: 'find a session that fits this moment in seconds',
      acceptance: [
        'Sessions can be filtered by length (2, 5, 10, 20 minutes) and by need (stress, focus, sleep, anxiety).',
        'A session resumes where it stopped if interrupted by a call.',
        'The home screen suggests one session for the time of day.',
      ],
      entities: ['session', 'listen'],
      integrations: [],
      size: 3,
    },
    {
      id: 'sleep-stories',
      title: 'Sleep stories with a sleep timer',
      usedBy: ['poor-sleepers'],
      action: 'play a sleep story or a soundscape that fades out on a timer',
      benefit: 'fall asleep without the phone playing all night',
      acceptance: [
        'Audio keeps playing with the screen locked and fades out over the last minute of the timer.',
        'Soundscapes can be mixed (rain, waves, fan) and the mix saved.',
        'The screen is dimmed and shows no notifications while a sleep session plays.',
      ],
      entities: ['session', 'listen', 'sound mix'],
      integrations: [],
      size: 3,
    },
    {
      id: 'breathing',
      title: 'Breathing exercises for anxious moments',
      usedBy: ['beginners', 'poor-sleepers'],
      action: 'follow a two-minute breathing exercise with a visual guide and gentle vibration',
      benefit: 'calm down before a meeting or in the middle of the night',
      acceptance: [
        'Exercises run without sound, with an expanding shape and haptic cues for in and out breaths.',
        'A breathing exercise can be started from a home-screen widget in one tap.',
      ],
      entities: ['listen'],
      integrations: [],
      size: 2,
    },
    {
      id: 'routine',
      title: 'Gentle daily reminders',
      usedBy: ['beginners', 'poor-sleepers'],
      action: 'set a reminder for my meditation or wind-down time and see the days I have practised',
      benefit: 'make it a habit without feeling guilty about a missed day',
      acceptance: [
        'Reminders arrive at the chosen time and never during the member’s sleep hours.',
        'Missing one day does not reset the count of days practised this month.',
      ],
      entities: ['member', 'reminder', 'listen'],
      integrations: ['OneSignal'],
      size: 2,
    },
    {
      id: 'offline',
      title: 'Offline downloads',
      usedBy: ['poor-sleepers', 'beginners'],
      action: 'download sessions and sleep stories to play without a signal',
      benefit: 'use the app in flight mode in the bedroom or on a plane',
      acceptance: [
        'Downloaded sessions play with no connection and listens sync when back online.',
        'Members see how much space downloads use and can remove them.',
      ],
      entities: ['session', 'listen'],
      integrations: [],
      size: 2,
    },
    {
      id: 'subscription',
      title: 'Subscriptions with a free trial',
      usedBy: ['poor-sleepers', 'beginners'],
      action: 'start a free trial and subscribe monthly or yearly',
      benefit: 'try the whole library before paying',
      acceptance: [
        'The starter course is free without a trial; the rest of the library opens with a seven-day trial.',
        'A reminder is sent two days before the trial ends, and cancelling takes two taps.',
      ],
      entities: ['subscription', 'member'],
      integrations: ['RevenueCat'],
      size: 2,
    },
    {
      id: 'employer-plan',
      title: 'Plans for employers',
      usedBy: ['employers'],
      action: 'invite staff with a company code and see anonymous monthly take-up',
      benefit: 'offer wellbeing support that staff use, without seeing anyone’s data',
      acceptance: [
        'Staff join with a company code or email domain and their listening stays private.',
        'Reports show only totals for groups of ten or more people.',
      ],
      entities: ['organisation', 'member'],
      integrations: ['Stripe Billing'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'member', plural: 'members' },
      fields: [
        'email:text',
        'time_zone:text',
        'sleep_hours:text',
        'organisation_id:uuid',
        'joined_at:timestamp',
      ],
    },
    {
      name: { singular: 'session', plural: 'sessions' },
      fields: [
        'title:text',
        'kind:text',
        'minutes:integer',
        'needs:text[]',
        'narrator:text',
        'audio_url:text',
      ],
    },
    {
      name: { singular: 'listen', plural: 'listens' },
      fields: [
        'member_id:uuid',
        'session_id:uuid',
        'seconds:integer',
        'finished:boolean',
        'played_at:timestamp',
      ],
    },
    {
      name: { singular: 'sound mix', plural: 'sound mixes' },
      fields: ['member_id:uuid', 'layers:json', 'name:text'],
    },
    {
      name: { singular: 'reminder', plural: 'reminders' },
      fields: ['member_id:uuid', 'time:text', 'days:text[]', 'kind:text'],
    },
    {
      name: { singular: 'subscription', plural: 'subscriptions' },
      fields: ['member_id:uuid', 'plan:text', 'store:text', 'trial_ends_on:date', 'renews_on:date'],
    },
    {
      name: { singular: 'organisation', plural: 'organisations' },
      fields: ['name:text', 'code:text', 'seats:integer', 'email_domain:text'],
    },
  ],
  compliance: [
    'GDPR for any health data',
    'no medical claims without medical device approval',
    'app store rules on trials',
    'licences for music',
  ],
  complexity: 2,
  vocabulary: ['moon', 'breath', 'still', 'calm', 'dusk', 'drift', 'hush', 'cloud', 'wave', 'lull'],
  brandMotifs: ['moon', 'wave', 'cloud', 'leaf'],
  personality: ['Calm', 'Gentle', 'Caring', 'Simple', 'Honest'],
};
