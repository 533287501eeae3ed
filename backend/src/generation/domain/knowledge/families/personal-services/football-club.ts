import type { Archetype } from '../../archetype';

/**
 * A grassroots football club run by volunteers: junior teams by age group and adult teams in a
 * Saturday or Sunday league. The idea's words say which side leads ('Youth football club' is for
 * the parents of junior players, 'Sunday league football team' for adult players); the club is
 * never a kids' activity club, whose coaching sessions are a business sold to parents.
 */
export const footballClub: Archetype = {
  id: 'football-club',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'football club', plural: 'football clubs' },
  description:
    'A grassroots football club run by volunteers on council or school pitches: junior teams by age group from under-7s to under-18s, and adult teams in a Saturday or Sunday league. Players and parents pay yearly registration and monthly subs, managers pick squads from who is available, and the club lives on match fees, sponsors, a tea hut and one or two tournaments a year.',
  keywords: [
    'football club',
    'football clubs',
    'youth football club',
    'junior football club',
    'youth football',
    'junior football',
    'grassroots football',
    'amateur football',
    'sunday league',
    'saturday league',
    'football team',
    'football teams',
    'soccer club',
    'soccer team',
    'youth soccer',
    'under-9s',
    'under-11s',
    'age group teams',
    'match fees',
    'subs',
    'five-a-side team',
    'veterans football',
    'walking football',
  ],
  segments: [
    {
      id: 'parents',
      role: { singular: 'parent', plural: 'parents' },
      qualifier: 'of youth players',
      jobs: [
        'register my child for the season and pay subs without cash at the touchline',
        'know where and when the match is on Sunday and whether my child is picked',
        'find a team for my child’s age group with space in the squad',
      ],
      pains: [
        'Fixtures, kick-off times and cancellations arrive in a WhatsApp group of 40 messages.',
        'Subs are chased in cash on the touchline and nobody knows who has paid.',
      ],
      persona: {
        firstName: 'Lisa',
        profile: 'a nurse on shifts whose nine-year-old plays for the under-10s every Sunday morning',
        goals: ['Know on Thursday whether Sunday is home or away', 'Pay subs once by card'],
        frustrations: ['A pitch cancellation texted an hour before kick-off', 'Forms on paper every season'],
      },
    },
    {
      id: 'players',
      role: { singular: 'adult player', plural: 'adult players' },
      qualifier: 'in a Saturday or Sunday league',
      jobs: [
        'say whether I am available for Sunday’s match',
        'pay my match fee and subs from my phone',
        'see the league table, the fixtures and who scored',
      ],
      pains: [
        'The manager rings round on Saturday night to raise eleven players.',
        'Match fees are collected in cash in the changing room and forgotten.',
      ],
      persona: {
        firstName: 'Kieran',
        profile: 'an electrician who has played centre-back for the same Sunday league side for six years',
        goals: ['A full squad every week', 'Subs paid without the manager chasing'],
        frustrations: ['Turning up to find the game called off'],
      },
    },
    {
      id: 'sponsors',
      role: { singular: 'local sponsor', plural: 'local sponsors' },
      qualifier: 'who back a team for the season',
      jobs: [
        'sponsor a squad’s kit for the season and see my name on the shirts',
        'know what the club does with the money',
      ],
      pains: [
        'Clubs ask for money every season with nothing to show for it.',
        'A sponsor’s logo goes on the shirts and is never mentioned again.',
      ],
      persona: {
        firstName: 'Dev',
        profile: 'the owner of a local car garage who sponsors the under-12s because his son plays',
        goals: ['Be seen by local families', 'A photo of the team in the new kit'],
        frustrations: ['No invoice for the sponsorship'],
      },
    },
  ],
  valuePropositions: [
    'Players, and the parents of junior players, register for the season, sign the code of conduct and pay subs by card or direct debit, so no one collects cash on the touchline.',
    'Managers see who is available on Sunday by Thursday evening and pick the squad in the app, and every player and parent is told the venue, kick-off and meeting time.',
    'A pitch called off is sent to every player and parent of the team at once, not passed along a chain of group chats.',
    'Every coach and manager’s background check, first-aid and coaching badge is on file with its expiry date, so the club passes its league and safeguarding checks.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Yearly registration at $60-150 a player, with monthly subs at $15-30 for training, pitches and referees, and a discount for siblings.',
      price: { low: 15, typical: 22, high: 30, per: 'player a month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
    },
    {
      kind: 'bookings',
      description: 'Adult match fees at $5-10 a game, paid by each player who plays.',
      price: { low: 5, typical: 7, high: 10, per: 'match' },
      cadence: { purchasesPerMonth: 3, monthlyChurn: 4 },
    },
    {
      kind: 'unit-sales',
      description:
        'Kit and team sponsorship at $300-1,500 a team a season, and the summer tournament’s team entries at $40-80.',
      price: { low: 40, typical: 300, high: 1500, per: 'sponsorship or entry' },
    },
  ],
  costs: [
    { label: 'pitch and floodlit training hire', kind: 'fixed', monthly: { low: 300, high: 2000 } },
    {
      label: 'league affiliation, referees and player registrations',
      kind: 'fixed',
      monthly: { low: 100, high: 600 },
    },
    { label: 'kit, balls, goals and first-aid kits', kind: 'cost-of-goods', shareOfRevenue: 0.12 },
    {
      label: 'coaching badges, background checks and insurance for volunteers',
      kind: 'fixed',
      monthly: { low: 50, high: 300 },
    },
    {
      label: 'open training days at schools and posts in local parents’ groups',
      kind: 'acquisition',
      monthly: { low: 0, high: 200 },
    },
  ],
  kpis: [
    'registered players by age group',
    'subs collected on time',
    'teams fielding a full squad each weekend',
    'volunteer coaches with in-date checks',
    'players who re-register for the next season',
  ],
  risks: [
    {
      risk: 'A volunteer manager steps down mid-season and a team has no one to run it.',
      mitigation:
        'Give every team an assistant manager, and keep squads, fixtures and contacts in the club’s system, not on one person’s phone.',
    },
    {
      risk: 'A player is hurt at a match, or a concern about a junior player’s welfare is not passed on.',
      mitigation:
        'A welfare officer named on the site, in-date checks for every coach, a first-aider at every match and an incident log the welfare officer sees the same day.',
    },
    {
      risk: 'The pitches are lost to the council or a school, or waterlogged for weeks.',
      mitigation:
        'Book pitches for the whole season in writing, keep a second venue for training, and send call-offs to every team at once.',
    },
  ],
  competitors: [
    'the neighbouring clubs in the same league',
    'private coaching sessions and soccer schools',
    'five-a-side leagues at leisure centres',
    'other weekend sports and activities',
  ],
  features: [
    {
      id: 'registration',
      title: 'Season registration and subs',
      usedBy: ['parents', 'players', 'owner'],
      action: 'register for the season, sign the code of conduct and set up monthly subs',
      benefit: 'pay once online instead of in cash at the touchline',
      acceptance: [
        'A player cannot be picked until registration, consent and the code of conduct are complete.',
        'Subs are taken by card or direct debit each month, and the treasurer sees who is behind.',
        'Brothers and sisters at the club pay reduced subs without having to ask.',
      ],
      entities: ['player', 'registration', 'team'],
      integrations: ['Stripe', 'GoCardless'],
      size: 3,
    },
    {
      id: 'availability',
      title: 'Match availability and squad selection',
      usedBy: ['players', 'parents', 'staff'],
      action: 'say whether I am available for the next match',
      benefit: 'let the manager pick a full squad by Thursday',
      acceptance: [
        'Players or their parents answer available, unavailable or maybe for each fixture.',
        'The manager picks the squad from those available, and each player picked is told the venue, kick-off and meeting time.',
        'A player who has not answered by Wednesday evening gets one reminder.',
      ],
      entities: ['fixture', 'availability', 'player'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'fixtures',
      title: 'Fixtures, league table and call-offs',
      usedBy: ['players', 'parents', 'sponsors', 'staff'],
      action: 'see each team’s fixtures, results, league table and any call-off on one page',
      benefit: 'know where to be on Sunday without scrolling a group chat',
      acceptance: [
        'Each fixture shows the venue with a map link, kick-off and meeting time, home or away.',
        'A call-off is sent at once to every player and parent of the team by push and text.',
        'Results and scorers are entered after the match and shown on the team page.',
      ],
      entities: ['fixture', 'team'],
      integrations: ['Twilio', 'Google Maps'],
      size: 2,
    },
    {
      id: 'match-fees',
      title: 'Match fees by phone',
      usedBy: ['players', 'owner'],
      action: 'pay my match fee from my phone after the game',
      benefit: 'stop the treasurer chasing cash in the changing room',
      acceptance: [
        'Each player who played is asked for the match fee after the fixture is closed.',
        'The treasurer sees fees paid and owed by player and by match.',
      ],
      entities: ['payment', 'fixture', 'player'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'coach-checks',
      title: 'Coach checks and welfare log',
      usedBy: ['owner', 'staff'],
      action:
        'keep every coach’s background check, first-aid and badge with its expiry date, and log incidents',
      benefit: 'pass the league’s safeguarding checks and act on a concern the same day',
      acceptance: [
        'A coach whose check or first-aid certificate is within 30 days of expiry is flagged to the welfare officer.',
        'An incident logged by a coach reaches the welfare officer at once and cannot be edited afterwards.',
      ],
      entities: ['coach', 'incident'],
      integrations: [],
      size: 2,
    },
    {
      id: 'sponsorship',
      title: 'Kit sponsorship packages',
      usedBy: ['sponsors', 'owner'],
      action: 'choose a squad’s kit to sponsor, pay for the season and see my logo on the squad’s page',
      benefit: 'be seen by local families and get an invoice for it',
      acceptance: [
        'Each package shows what the sponsor gets: shirt logo, team page, tournament banner.',
        'Payment produces an invoice, and the sponsor’s logo appears on the squad’s page the same day.',
      ],
      entities: ['sponsorship', 'team'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'tournament',
      title: 'Summer tournament entries',
      usedBy: ['parents', 'owner', 'staff'],
      action: 'enter a team into the summer tournament and see the groups and kick-off times',
      benefit: 'bring in a season’s worth of money in one weekend',
      acceptance: [
        'Visiting clubs enter a team by age group and pay the entry fee online.',
        'Groups and a timetable by pitch are published the week before, and results are entered on the day.',
      ],
      entities: ['tournament entry', 'team'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'team', plural: 'teams' },
      fields: ['name:text', 'age_group:text', 'league:text', 'manager_id:uuid'],
    },
    {
      name: { singular: 'player', plural: 'players' },
      fields: [
        'team_id:uuid',
        'first_name:text',
        'last_name:text',
        'birth_date:date',
        'guardian_email:text',
        'medical_notes:text',
        'photo_consent:boolean',
      ],
    },
    {
      name: { singular: 'registration', plural: 'registrations' },
      fields: ['player_id:uuid', 'season:text', 'code_signed:boolean', 'subs_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'fixture', plural: 'fixtures' },
      fields: [
        'team_id:uuid',
        'opponent:text',
        'venue:text',
        'kick_off_at:timestamp',
        'home:boolean',
        'status:text',
        'score:text',
      ],
    },
    {
      name: { singular: 'availability', plural: 'availabilities' },
      fields: ['fixture_id:uuid', 'player_id:uuid', 'answer:text', 'selected:boolean'],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['player_id:uuid', 'fixture_id:uuid', 'kind:text', 'amount_cents:integer', 'paid_at:timestamp'],
    },
    {
      name: { singular: 'coach', plural: 'coaches' },
      fields: [
        'name:text',
        'team_ids:uuid[]',
        'check_expires_on:date',
        'first_aid_expires_on:date',
        'badge:text',
      ],
    },
    {
      name: { singular: 'incident', plural: 'incidents' },
      fields: ['team_id:uuid', 'reported_by:uuid', 'occurred_at:timestamp', 'details:text'],
    },
    {
      name: { singular: 'sponsorship', plural: 'sponsorships' },
      fields: ['team_id:uuid', 'sponsor_name:text', 'season:text', 'amount_cents:integer', 'logo_url:text'],
    },
    {
      name: { singular: 'tournament entry', plural: 'tournament entries' },
      fields: ['club_name:text', 'age_group:text', 'contact_email:text', 'paid:boolean'],
    },
  ],
  compliance: [
    'safeguarding policy, a club welfare officer and background checks for everyone coaching under-18s',
    'league and county FA affiliation rules',
    'GDPR for players’ and children’s data',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: [
    'united',
    'rovers',
    'athletic',
    'pitch',
    'goal',
    'kick',
    'badge',
    'colours',
    'terrace',
    'squad',
  ],
  brandMotifs: ['football', 'goal', 'trophy', 'shirt'],
  personality: ['Bold', 'Energetic', 'Welcoming', 'Proud', 'Fair'],
};
