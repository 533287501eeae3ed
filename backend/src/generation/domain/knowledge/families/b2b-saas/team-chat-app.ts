import type { Archetype } from '../../archetype';

export const teamChatApp: Archetype = {
  id: 'team-chat-app',
  family: 'b2b-saas',
  industry: 'technology',
  kind: { singular: 'team chat app', plural: 'team chat apps' },
  description:
    'A team messaging app for companies: channels by team, project or client, threads that keep a conversation in one place, direct messages, notifications people can tune, search across every message and file, and integrations that post alerts from other tools into channels. Sold per user per month, free for small teams with a limited history.',
  keywords: [
    'team chat',
    'chat app',
    'team chat app',
    'team messaging',
    'messaging app',
    'business messaging',
    'workplace chat',
    'internal chat',
    'internal communication',
    'chat',
    'messaging',
    'messages',
    'channels',
    'threads',
    'direct messages',
    'group chat',
    'notifications',
    'slack alternative',
    'slack',
    'instant messaging',
    'integrations',
  ],
  segments: [
    {
      id: 'team-leads',
      role: { singular: 'team lead', plural: 'team leads' },
      qualifier: 'who run a team across offices and home',
      jobs: [
        'keep each project’s conversation in one channel everyone can find',
        'announce a decision once and know the whole team has seen it',
        'get the team off scattered email chains and personal messaging apps',
      ],
      pains: [
        'Work is discussed in personal WhatsApp groups that new starters never see.',
        'The same question is answered three times because nobody can search old emails.',
      ],
      persona: {
        firstName: 'Nadia',
        profile: 'the operations lead of a 40-person design company split between two offices and home',
        goals: ['One place for every project’s conversation', 'Fewer internal emails'],
        frustrations: ['Decisions buried in reply-all chains', 'Staff using their own phones for work chat'],
      },
    },
    {
      id: 'employees',
      role: { singular: 'employee', plural: 'employees' },
      qualifier: 'who message colleagues all day',
      jobs: [
        'ask a colleague a quick question without a meeting',
        'mute the noise and see only what needs an answer',
        'find a file or a decision from months ago',
      ],
      pains: [
        'Constant pings make it impossible to concentrate for an hour.',
        'An answer given in a chat last spring is impossible to find again.',
      ],
      persona: {
        firstName: 'Leo',
        profile: 'a developer who works from home three days a week and needs long stretches of focus',
        goals: ['Notifications only for what needs him', 'Search that finds the old thread'],
        frustrations: ['Being pulled into every channel', 'Threads that split into three conversations'],
      },
    },
    {
      id: 'it-admins',
      role: { singular: 'IT admin', plural: 'IT admins' },
      qualifier: 'who manage accounts and company data',
      jobs: [
        'add and remove people when they join or leave',
        'keep company conversations on a system the company controls',
      ],
      pains: [
        'A leaver keeps access to client conversations in a personal messaging app.',
        'There is no record of what was shared when a client asks.',
      ],
      persona: {
        firstName: 'Grace',
        profile: 'the one-person IT team of an accountancy firm with 60 staff',
        goals: ['Single sign-on and one-click offboarding', 'A retention policy she can set'],
        frustrations: ['Chasing people to leave old group chats'],
      },
    },
  ],
  valuePropositions: [
    'Every team, project and client gets its own channel, and replies stay in threads, so a conversation can be found and followed instead of lost in reply-all email chains.',
    'People choose what notifies them (mentions, one channel, nothing after 6 pm), so chat does not end every hour of focus.',
    'Search covers every message, thread and file the person can see, so last spring’s decision is found in seconds.',
    'Admins add and remove people through single sign-on and set how long messages are kept, so company conversations stay on a system the company controls.',
    'Integrations post alerts from the tools the team already uses into the right channel, so nobody has to check five dashboards.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Free for teams of up to ten with 90 days of history, then $4-9 per user a month for full history, unlimited integrations and group calls.',
      price: { low: 4, typical: 7, high: 9, per: 'user per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2 },
    },
    {
      kind: 'subscription',
      description:
        'A business plan at $12-15 per user a month with single sign-on, retention policies and data export for compliance.',
      price: { low: 12, typical: 13, high: 15, per: 'user per month' },
    },
  ],
  costs: [
    {
      label: 'real-time servers, message storage and search',
      kind: 'fixed',
      monthly: { low: 600, high: 5000 },
    },
    { label: 'developers and a designer', kind: 'fixed', monthly: { low: 12000, high: 45000 } },
    { label: 'push notifications and email', kind: 'variable', monthly: { low: 50, high: 600 } },
    { label: 'security audits and customer support', kind: 'fixed', monthly: { low: 1000, high: 5000 } },
    {
      label: 'free plan sign-ups, comparison pages and search ads',
      kind: 'acquisition',
      monthly: { low: 1000, high: 10000 },
    },
  ],
  kpis: [
    'daily active users per team',
    'messages sent per active user',
    'free to paid conversion',
    'seats per paying team',
    'net revenue retention',
  ],
  risks: [
    {
      risk: 'Teams already on a big chat suite will not move their history and habits.',
      mitigation:
        'Import channels and history in one step, start with teams that have no chat tool yet, and win on price and focus features.',
    },
    {
      risk: 'An outage or a data leak stops a company talking or exposes its conversations.',
      mitigation:
        'Run servers in two regions with status updates, encrypt messages at rest, and pass an independent security audit before selling to larger companies.',
    },
    {
      risk: 'Chat becomes another source of overload and teams blame the app.',
      mitigation:
        'Ship quiet hours, notification defaults that start muted and a weekly digest of what was missed.',
    },
  ],
  competitors: [
    'the chat built into big office suites',
    'free consumer messaging apps used for work',
    'internal email',
    'open-source chat servers a company hosts itself',
  ],
  features: [
    {
      id: 'channels',
      title: 'Channels and threads',
      usedBy: ['team-leads', 'employees'],
      action: 'post in a channel for each team, project or client and reply in a thread',
      benefit: 'keep each conversation in one place the whole team can follow',
      acceptance: [
        'Channels can be public to the company or private to invited members.',
        'A reply in a thread does not appear in the channel unless the writer chooses to send it there too.',
        'New members see the channel’s full history from the day it was created.',
      ],
      entities: ['channel', 'message', 'member'],
      integrations: ['Ably'],
      size: 5,
    },
    {
      id: 'direct-messages',
      title: 'Direct and group messages',
      usedBy: ['employees'],
      action: 'message one colleague or a small group directly',
      benefit: 'ask a quick question without a meeting or an email',
      acceptance: [
        'A direct message shows whether it was read and when the colleague was last active.',
        'A group message can be turned into a private channel without losing its history.',
      ],
      entities: ['conversation', 'message', 'member'],
      integrations: ['Ably'],
      size: 3,
    },
    {
      id: 'notifications',
      title: 'Notification settings and quiet hours',
      usedBy: ['employees', 'team-leads'],
      action: 'choose which channels and mentions notify me, and set quiet hours',
      benefit: 'concentrate without missing what needs my answer',
      acceptance: [
        'Each channel can notify on every message, on mentions only, or never.',
        'During quiet hours no push notification is sent, except from people the user has allowed.',
        'Mobile and desktop notifications are not both sent for a message already read on one device.',
      ],
      entities: ['notification preference', 'member'],
      integrations: ['Firebase Cloud Messaging', 'Apple Push Notification service'],
      size: 3,
    },
    {
      id: 'search',
      title: 'Search across messages and files',
      usedBy: ['employees', 'team-leads'],
      action: 'search every message, thread and file I can see, filtered by person, channel and date',
      benefit: 'find a decision or a document from months ago in seconds',
      acceptance: [
        'Results include only messages from channels the user belongs to.',
        'Search finds words inside shared PDFs and documents as well as in messages.',
      ],
      entities: ['message', 'file'],
      integrations: ['OpenSearch'],
      size: 4,
    },
    {
      id: 'integrations',
      title: 'Integrations and alerts in channels',
      usedBy: ['team-leads', 'it-admins'],
      action: 'connect the tools the team uses so their alerts post into the right channel',
      benefit: 'see a failed payment, a new support ticket or a finished build where the team already talks',
      acceptance: [
        'An integration is added from a directory and posts only to the channels it was given.',
        'Incoming webhooks accept a JSON message and show it with the integration’s name and icon.',
      ],
      entities: ['integration', 'channel'],
      integrations: ['Zapier', 'GitHub'],
      size: 3,
    },
    {
      id: 'admin',
      title: 'Single sign-on, offboarding and retention',
      usedBy: ['it-admins'],
      action: 'add and remove people through single sign-on and set how long messages are kept',
      benefit: 'keep company conversations on a system the company controls',
      acceptance: [
        'Removing a person in the identity provider ends their sessions on every device within a minute.',
        'A retention policy deletes messages older than the set period, and an export covers everything kept.',
      ],
      entities: ['member', 'workspace'],
      integrations: ['Okta', 'Google Workspace'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'workspace', plural: 'workspaces' },
      fields: ['name:text', 'plan:text', 'retention_days:integer', 'sso_domain:text'],
    },
    {
      name: { singular: 'member', plural: 'members' },
      fields: ['workspace_id:uuid', 'name:text', 'email:text', 'role:text', 'deactivated_at:timestamp'],
    },
    {
      name: { singular: 'channel', plural: 'channels' },
      fields: ['workspace_id:uuid', 'name:text', 'is_private:boolean', 'topic:text'],
    },
    {
      name: { singular: 'conversation', plural: 'conversations' },
      fields: ['workspace_id:uuid', 'member_ids:uuid[]'],
    },
    {
      name: { singular: 'message', plural: 'messages' },
      fields: [
        'channel_id:uuid',
        'conversation_id:uuid',
        'author_id:uuid',
        'thread_parent_id:uuid',
        'body:text',
        'sent_at:timestamp',
      ],
    },
    {
      name: { singular: 'file', plural: 'files' },
      fields: ['message_id:uuid', 'name:text', 'url:text', 'bytes:integer'],
    },
    {
      name: { singular: 'notification preference', plural: 'notification preferences' },
      fields: ['member_id:uuid', 'channel_id:uuid', 'level:text', 'quiet_from:time', 'quiet_to:time'],
    },
    {
      name: { singular: 'integration', plural: 'integrations' },
      fields: ['workspace_id:uuid', 'provider:text', 'channel_ids:uuid[]', 'webhook_secret:text'],
    },
  ],
  compliance: ['GDPR', 'SOC 2 expectations from larger customers', 'accessibility (WCAG 2.1 AA)'],
  complexity: 3,
  vocabulary: ['chat', 'thread', 'channel', 'ping', 'hub', 'loop', 'echo', 'huddle', 'signal', 'relay'],
  brandMotifs: ['speech', 'hash', 'at-sign'],
  personality: ['Friendly', 'Clear', 'Reliable', 'Modern', 'Efficient'],
};
