import type { Archetype } from '../../archetype';

export const mobileGameStudio: Archetype = {
  id: 'mobile-game-studio',
  family: 'consumer-apps',
  industry: 'technology',
  kind: { singular: 'mobile game studio', plural: 'mobile game studios' },
  description:
    'A small independent studio making free-to-play mobile games (puzzle, casual strategy or cosy simulation games) for iPhone and Android: short levels played in a few minutes, daily challenges and seasonal events, and fair in-app purchases and optional rewarded ads instead of pay-to-win. One game at a time is soft-launched, measured and improved before any money goes on paid installs.',
  keywords: [
    'game',
    'games',
    'mobile game',
    'mobile games',
    'game studio',
    'games studio',
    'indie game',
    'indie games',
    'video game',
    'video games',
    'game developer',
    'game development',
    'gaming',
    'gamers',
    'players',
    'puzzle game',
    'puzzle games',
    'casual games',
    'unity',
    'levels',
    'leaderboards',
    'free-to-play',
  ],
  segments: [
    {
      id: 'casual-players',
      role: { singular: 'casual player', plural: 'casual players' },
      qualifier: 'who play in five-minute breaks on the bus or before bed',
      jobs: [
        'switch off for a few minutes with a game that is easy to pick up',
        'feel progress every day without a long session',
        'play without being pushed to pay at every turn',
      ],
      pains: [
        'Free games stop every minute for an advert or a pop-up offer.',
        'Levels are made impossible on purpose until the player pays for boosters.',
      ],
      persona: {
        firstName: 'Nadia',
        profile: 'a 34-year-old pharmacist who plays a puzzle game on her commute and for ten minutes in bed',
        goals: ['A new challenge each day', 'Progress that carries over to her tablet'],
        frustrations: ['Adverts that cannot be skipped', 'Losing her progress when she changed phones'],
      },
    },
    {
      id: 'core-players',
      role: { singular: 'dedicated player', plural: 'dedicated players' },
      qualifier: 'who play every day and chase the events and leaderboards',
      jobs: [
        'compete with friends on the weekly leaderboard',
        'collect everything in a seasonal event before it ends',
      ],
      pains: [
        'Events are won by whoever spends the most, not whoever plays best.',
        'Nothing new arrives for months after the last level is finished.',
      ],
      persona: {
        firstName: 'Jordan',
        profile:
          'a student who has played the same puzzle game every day for two years and leads a club of 30 players',
        goals: ['Fair competition', 'New levels and events every few weeks'],
        frustrations: ['Bundles priced like a console game', 'Bugs that wipe an event’s progress'],
      },
    },
  ],
  valuePropositions: [
    'Levels take two to five minutes and save progress on every device, so a game fits the breaks players actually have.',
    'Daily challenges and a new event every few weeks give players a reason to come back without nagging them.',
    'Purchases are cosmetic or save time, never the only way past a level, and adverts are watched only when a player chooses a reward.',
    'Each game is soft-launched in a few countries and its first ten minutes are tuned on real players before any money goes on installs.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'In-app purchases of $1-20 (coin packs, cosmetic items, an ad-free upgrade), bought by 2-5% of players.',
      price: { low: 1, typical: 5, high: 20, per: 'purchase' },
      cadence: { purchasesPerMonth: 1.5, monthlyChurn: 20 },
    },
    {
      kind: 'advertising',
      description:
        'Optional rewarded ads that players watch for an extra life or a bonus, earning $10-30 for every thousand views.',
      price: { low: 10, typical: 18, high: 30, per: 'thousand ad views' },
    },
    {
      kind: 'subscription',
      description:
        'A season pass at $5-10 a month with event rewards, no adverts and an extra daily challenge.',
      price: { low: 5, typical: 7, high: 10, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 18 },
    },
  ],
  costs: [
    { label: 'app store fees on in-app purchases', kind: 'cost-of-goods', shareOfRevenue: 0.3 },
    {
      label: 'salaries for the game team',
      kind: 'fixed',
      monthly: { low: 12000, high: 45000 },
    },
    {
      label: 'game servers',
      kind: 'variable',
      monthly: { low: 300, high: 4000 },
    },
    { label: 'playtests', kind: 'variable', monthly: { low: 500, high: 4000 } },
    {
      label: 'paid installs, gameplay videos and creators who play the game',
      kind: 'acquisition',
      monthly: { low: 2000, high: 30000 },
    },
  ],
  kpis: [
    'players still playing on day 1, day 7 and day 30',
    'share of players who ever pay',
    'average revenue per daily player',
    'cost per install against a player’s lifetime value',
    'sessions per player per day',
  ],
  risks: [
    {
      risk: 'Players install the game, play one session and never come back.',
      mitigation:
        'Playtest the first ten minutes before launch, soft-launch in two or three smaller countries and fix the levels where players leave before buying any installs.',
    },
    {
      risk: 'Paid installs cost more than players ever spend.',
      mitigation:
        'Grow through store featuring, short gameplay videos and creators first, and only buy installs once day-30 retention and spend per player are known.',
    },
    {
      risk: 'A store rejects an update or changes its rules on loot boxes, children or ads.',
      mitigation:
        'Show the odds of every random reward, keep the game rated for its real audience and submit event updates a week before they start.',
    },
    {
      risk: 'The whole studio depends on one game.',
      mitigation:
        'Prototype small game ideas every quarter and test their store pages and first sessions cheaply before committing the team.',
    },
  ],
  competitors: [
    'free-to-play hits from large publishers',
    'hyper-casual games paid for by adverts',
    'premium indie games on console and PC',
    'social media and short videos competing for the same spare minutes',
  ],
  features: [
    {
      id: 'short-levels',
      title: 'Short levels that play in a few minutes',
      usedBy: ['casual-players', 'core-players'],
      action: 'pick up a level on the bus and finish it with one thumb',
      benefit: 'fill a short break with something satisfying',
      acceptance: [
        'A level can be paused at any moment and resumed where it stopped, even after the app is closed.',
        'A new player reaches their first win within the first minute, with no account needed.',
        'Every level can be finished without buying anything.',
      ],
      entities: ['player', 'level', 'level attempt'],
      integrations: ['Unity'],
      size: 5,
    },
    {
      id: 'cloud-save',
      title: 'Progress saved across devices',
      usedBy: ['casual-players', 'core-players'],
      action: 'sign in with my Apple or Google account and carry my progress to a new phone or tablet',
      benefit: 'never lose months of play',
      acceptance: [
        'Progress, purchases and event rewards are restored on a new device after signing in.',
        'When two devices disagree, the player chooses which progress to keep.',
      ],
      entities: ['player', 'save game'],
      integrations: ['Game Center', 'Google Play Games Services'],
      size: 2,
    },
    {
      id: 'events',
      title: 'Seasonal events with daily challenges',
      usedBy: ['casual-players', 'core-players', 'owner'],
      action: 'play a new daily challenge and take part in time-limited events with their own leaderboard',
      benefit: 'have a reason to come back each day and compete with friends',
      acceptance: [
        'A daily challenge unlocks at the same local time each day and is the same for every player.',
        'Events start and end on schedule from the server without an app update.',
        'Leaderboards rank players on score alone, never on what they have bought.',
      ],
      entities: ['event', 'leaderboard entry', 'player'],
      integrations: ['PlayFab'],
      size: 4,
    },
    {
      id: 'store',
      title: 'A fair in-app store',
      usedBy: ['casual-players', 'core-players'],
      action: 'buy cosmetic items, a coin pack or the ad-free upgrade with clear prices',
      benefit: 'support the game without feeling tricked',
      acceptance: [
        'Purchases go through the App Store or Google Play and are restored on reinstall.',
        'The odds of every random reward are shown before buying.',
        'Players under the age of digital consent cannot buy without a parent’s approval through the store.',
      ],
      entities: ['purchase', 'player'],
      integrations: ['RevenueCat'],
      size: 3,
    },
    {
      id: 'rewarded-ads',
      title: 'Optional rewarded ads',
      usedBy: ['casual-players'],
      action: 'watch a short advert only when I choose, for an extra life or a bonus',
      benefit: 'keep playing for free without being interrupted',
      acceptance: [
        'No advert plays unless the player taps to watch one for a named reward.',
        'Players who bought the ad-free upgrade get the reward without the advert.',
        'Ad consent is asked before any personalised advert is shown.',
      ],
      entities: ['ad view', 'player'],
      integrations: ['AppLovin MAX'],
      size: 2,
    },
    {
      id: 'game-analytics',
      title: 'Player analytics with A/B tests',
      usedBy: ['owner', 'staff'],
      action: 'see where players leave in their first sessions and test a change on a share of them',
      benefit: 'fix the level that loses players before spending on installs',
      acceptance: [
        'A funnel shows how many new players finish each of the first twenty levels.',
        'An experiment assigns players to variants at random and reports day-7 retention and spend for each.',
      ],
      entities: ['experiment', 'level attempt', 'player'],
      integrations: ['Firebase Analytics', 'GameAnalytics'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'player', plural: 'players' },
      fields: [
        'platform:text',
        'country:text',
        'first_seen_at:timestamp',
        'ad_free:boolean',
        'age_band:text',
      ],
    },
    {
      name: { singular: 'level', plural: 'levels' },
      fields: ['number:integer', 'world:text', 'target_score:integer', 'moves:integer'],
    },
    {
      name: { singular: 'level attempt', plural: 'level attempts' },
      fields: ['player_id:uuid', 'level_id:uuid', 'won:boolean', 'score:integer', 'seconds:integer'],
    },
    {
      name: { singular: 'save game', plural: 'save games' },
      fields: ['player_id:uuid', 'device:text', 'data:json', 'saved_at:timestamp'],
    },
    {
      name: { singular: 'event', plural: 'events' },
      fields: ['name:text', 'starts_at:timestamp', 'ends_at:timestamp', 'rewards:json'],
    },
    {
      name: { singular: 'leaderboard entry', plural: 'leaderboard entries' },
      fields: ['event_id:uuid', 'player_id:uuid', 'score:integer', 'rank:integer'],
    },
    {
      name: { singular: 'purchase', plural: 'purchases' },
      fields: [
        'player_id:uuid',
        'product:text',
        'store:text',
        'price_cents:integer',
        'purchased_at:timestamp',
      ],
    },
    {
      name: { singular: 'ad view', plural: 'ad views' },
      fields: ['player_id:uuid', 'placement:text', 'reward:text', 'revenue_cents:integer'],
    },
    {
      name: { singular: 'experiment', plural: 'experiments' },
      fields: ['name:text', 'variants:json', 'share:integer', 'started_at:timestamp'],
    },
  ],
  compliance: [
    'COPPA if children under 13 may play',
    'app store rules on random rewards',
    'consent to tracking under GDPR and App Tracking Transparency',
    'PEGI and ESRB age ratings',
  ],
  complexity: 3,
  vocabulary: ['pixel', 'quest', 'level', 'arcade', 'joystick', 'dragon', 'castle', 'play', 'combo', 'star'],
  brandMotifs: ['gamepad', 'joystick', 'dice', 'star'],
  personality: ['Playful', 'Bold', 'Curious', 'Bright', 'Friendly'],
};
