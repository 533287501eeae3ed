import type { Archetype } from '../../archetype';

export const nicheSocialNetwork: Archetype = {
  id: 'niche-social-network',
  family: 'consumer-apps',
  industry: 'technology',
  kind: { singular: 'niche social network', plural: 'niche social networks' },
  description:
    'A social network and online community app for people who share one passion or situation (book lovers, gardeners, new parents, runners, board gamers): profiles built around the passion, topic groups and a calm feed of posts from people who care about the same thing, local meetups, and moderation that keeps it kind. Free to join, with a supporter membership and sponsorship from brands the members already like.',
  keywords: [
    'social network',
    'social networking',
    'social media',
    'social app',
    'online community',
    'community app',
    'community platform',
    'forum',
    'forums',
    'members',
    'followers',
    'posts',
    'feed',
    'groups',
    'meetups',
    'lovers',
    'enthusiasts',
    'fans',
    'like-minded people',
    'hobby',
    'hobbyists',
    'discussion',
    'connect',
    'share',
  ],
  segments: [
    {
      id: 'enthusiasts',
      role: { singular: 'like-minded person', plural: 'like-minded people' },
      qualifier: 'who have nobody nearby who shares their interest',
      jobs: [
        'talk about a shared passion with people who understand it',
        'get recommendations from people with the same taste',
        'find people nearby to meet in person',
      ],
      pains: [
        'On the big social networks, posts about a passion drown among adverts, politics and arguments.',
        'Old forums are hard to use on a phone, and groups in chat apps scroll past in an hour.',
      ],
      persona: {
        firstName: 'Amara',
        profile:
          'a 29-year-old nurse who reads two novels a week and whose friends stopped asking what she is reading',
        goals: ['A few people whose recommendations she trusts', 'A book club that meets near her'],
        frustrations: [
          'Feeds that show her adverts instead of her friends',
          'Spoilers and pile-ons in comments',
        ],
      },
    },
    {
      id: 'organisers',
      role: { singular: 'club organiser', plural: 'club organisers' },
      qualifier: 'who run a group across chats, emails and spreadsheets',
      jobs: ['keep members talking between meetings', 'announce a meetup and know who is coming'],
      pains: [
        'Announcements get lost in a chat of 300 messages a day.',
        'Organisers do the moderating alone, late at night.',
      ],
      persona: {
        firstName: 'Owen',
        profile: 'a retired librarian who runs three book clubs with 120 members between them',
        goals: ['One place for discussions and meetings', 'Help with moderation'],
        frustrations: ['Chasing replies to find numbers for a room booking'],
      },
    },
  ],
  valuePropositions: [
    'Everyone here shares the same passion, so a post about it reaches people who want to read it rather than disappearing in a general feed.',
    'The feed is in time order from the people and groups a member follows, with no adverts between friends’ posts and nothing designed to keep them scrolling.',
    'Groups can arrange meetups with RSVPs, so an online conversation becomes a real club in the members’ own town.',
    'Clear house rules, volunteer moderators and one-tap reporting keep discussions kind and free of spam.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Free to join; a supporter membership at $4-8 a month adds private groups, extra profile features and a badge.',
      price: { low: 4, typical: 5, high: 8, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 6 },
    },
    {
      kind: 'advertising',
      description:
        'Clearly marked sponsored posts and newsletter slots sold to brands the members already like, at $10-25 for every thousand views.',
      price: { low: 10, typical: 15, high: 25, per: 'thousand views' },
    },
    {
      kind: 'subscription',
      description: 'A club plan at $15-40 a month for organisers who run paid groups, with ticketed meetups.',
      price: { low: 15, typical: 25, high: 40, per: 'club per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 4 },
    },
  ],
  costs: [
    { label: 'payment fees on memberships', kind: 'cost-of-goods', shareOfRevenue: 0.15 },
    { label: 'app developers', kind: 'fixed', monthly: { low: 8000, high: 30000 } },
    {
      label: 'community managers',
      kind: 'fixed',
      monthly: { low: 1500, high: 8000 },
    },
    {
      label: 'hosting',
      kind: 'variable',
      monthly: { low: 300, high: 4000 },
    },
    {
      label: 'partnerships with clubs, creators and shops in the niche',
      kind: 'acquisition',
      monthly: { low: 1000, high: 10000 },
    },
  ],
  kpis: [
    'weekly active members',
    'share of members who post or comment each week',
    'new members who join a group in their first week',
    'meetups held each month',
    'free to supporter conversion',
    'reports per thousand posts and time to action',
  ],
  risks: [
    {
      risk: 'The network feels empty, so new members post once, get no reply and leave.',
      mitigation:
        'Start with a few existing clubs and creators who bring their members, seed discussions each day and welcome every first post by hand.',
    },
    {
      risk: 'Spam, trolls or a pile-on drive the kind members away.',
      mitigation:
        'Publish house rules, give trusted members moderation tools, slow down new accounts’ links and act on reports within hours.',
    },
    {
      risk: 'Members will not pay and advertising on a small network earns little.',
      mitigation:
        'Charge for what organisers need (private groups, ticketed meetups) and sell sponsorships to a few brands that suit the niche.',
    },
  ],
  competitors: [
    'groups on the large social networks',
    'chat app groups and servers',
    'long-running web forums',
    'local clubs and meetup listings',
  ],
  features: [
    {
      id: 'profiles',
      title: 'Profiles about what members love',
      usedBy: ['enthusiasts', 'organisers'],
      action: 'show my favourites, what I am into now and my town',
      benefit: 'find people with the same taste at a glance',
      acceptance: [
        'A profile shows the member’s favourites, current activity and town, and nothing else is required.',
        'A member chooses who can see their town and can hide it altogether.',
      ],
      entities: ['member'],
      integrations: [],
      size: 2,
    },
    {
      id: 'groups-feed',
      title: 'Topic groups with a calm feed',
      usedBy: ['enthusiasts', 'organisers'],
      action: 'join groups on the topics I care about and read new posts from them and the people I follow',
      benefit: 'keep up with conversations that matter to me without endless scrolling',
      acceptance: [
        'The feed shows posts from followed members and joined groups in time order, and says when the member is up to date.',
        'Posts can carry photos and a spoiler warning that hides the text until tapped.',
        'A member can mute a word, a member or a group.',
      ],
      entities: ['post', 'comment', 'group', 'member'],
      integrations: ['Cloudinary'],
      size: 4,
    },
    {
      id: 'meetups',
      title: 'Local meetups with RSVPs',
      usedBy: ['organisers', 'enthusiasts'],
      action: 'announce a meetup for my group and see who is coming',
      benefit: 'turn an online group into a real club',
      acceptance: [
        'A meetup has a place, a time and a limit, and members RSVP in one tap.',
        'Members nearby who follow the topic are told about a new meetup once, not repeatedly.',
        'Paid meetups take payment when the member RSVPs.',
      ],
      entities: ['meetup', 'group', 'member'],
      integrations: ['Stripe Checkout', 'Google Maps Platform'],
      size: 3,
    },
    {
      id: 'messages',
      title: 'Direct messages',
      usedBy: ['enthusiasts', 'organisers'],
      action: 'message another member privately',
      benefit: 'follow up a recommendation or arrange to meet',
      acceptance: [
        'Members choose whether anyone, people they follow or nobody can message them.',
        'A first message from someone new arrives as a request that can be accepted or deleted.',
      ],
      entities: ['message', 'member'],
      integrations: ['Stream Chat'],
      size: 3,
    },
    {
      id: 'moderation',
      title: 'Moderation tools',
      usedBy: ['organisers', 'staff', 'enthusiasts'],
      action: 'report a post or member, and as a moderator review reports and act on them',
      benefit: 'keep discussions kind and free of spam',
      acceptance: [
        'Every post, comment and profile has a report option with a reason.',
        'Reports reach the group’s moderators and the community team, and are answered within 24 hours.',
        'A moderator can hide a post, mute a member for a period or remove them, and the action is logged.',
      ],
      entities: ['report', 'post', 'member'],
      integrations: ['Perspective API'],
      size: 3,
    },
    {
      id: 'supporter-membership',
      title: 'Supporter memberships',
      usedBy: ['enthusiasts', 'organisers'],
      action: 'become a supporter to unlock private groups and support the community',
      benefit: 'keep the network independent and advert-light',
      acceptance: [
        'Memberships renew monthly or yearly and can be cancelled in the app.',
        'Supporters keep their benefits until the end of the paid period.',
      ],
      entities: ['membership', 'member'],
      integrations: ['RevenueCat', 'Stripe Billing'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'member', plural: 'members' },
      fields: ['name:text', 'handle:text', 'town:text', 'favourites:text[]', 'joined_at:timestamp'],
    },
    {
      name: { singular: 'group', plural: 'groups' },
      fields: ['name:text', 'topic:text', 'private:boolean', 'rules:text', 'owner_id:uuid'],
    },
    {
      name: { singular: 'post', plural: 'posts' },
      fields: [
        'member_id:uuid',
        'group_id:uuid',
        'body:text',
        'photo_urls:text[]',
        'spoiler:boolean',
        'hidden:boolean',
      ],
    },
    {
      name: { singular: 'comment', plural: 'comments' },
      fields: ['post_id:uuid', 'member_id:uuid', 'body:text', 'hidden:boolean'],
    },
    {
      name: { singular: 'meetup', plural: 'meetups' },
      fields: [
        'group_id:uuid',
        'place:text',
        'starts_at:timestamp',
        'capacity:integer',
        'price_cents:integer',
      ],
    },
    {
      name: { singular: 'message', plural: 'messages' },
      fields: ['sender_id:uuid', 'recipient_id:uuid', 'body:text', 'accepted:boolean'],
    },
    {
      name: { singular: 'report', plural: 'reports' },
      fields: ['reporter_id:uuid', 'target_id:uuid', 'reason:text', 'status:text', 'actioned_at:timestamp'],
    },
    {
      name: { singular: 'membership', plural: 'memberships' },
      fields: ['member_id:uuid', 'plan:text', 'renews_on:date', 'store:text'],
    },
  ],
  compliance: [
    'GDPR for members’ data',
    'online safety law duties',
    'age checks and protections for members under 18',
    'clear labelling of sponsored posts',
  ],
  complexity: 3,
  vocabulary: ['circle', 'nook', 'hive', 'common', 'porch', 'tribe', 'club', 'chat', 'kindred', 'hearth'],
  brandMotifs: ['users', 'speech', 'heart', 'sparkle'],
  personality: ['Welcoming', 'Friendly', 'Curious', 'Kind', 'Sociable'],
};
