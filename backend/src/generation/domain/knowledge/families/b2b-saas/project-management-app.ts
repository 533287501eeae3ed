import type { Archetype } from '../../archetype';

export const projectManagementApp: Archetype = {
  id: 'project-management-app',
  family: 'b2b-saas',
  industry: 'technology',
  kind: { singular: 'project management app', plural: 'project management apps' },
  description:
    'A project and task management app for small teams: projects broken into tasks with an owner and a due date, boards and lists that show who is doing what, comments and files on each task instead of long email threads, a timeline of deadlines and a weekly view of each person’s workload, with clients invited to see progress. Sold as a monthly subscription per user, free for small teams.',
  keywords: [
    'project management',
    'project management tool',
    'project management software',
    'project management app',
    'project tracker',
    'projects',
    'task management',
    'task manager',
    'tasks',
    'to-do',
    'to-do list',
    'to-do app',
    'todo',
    'kanban',
    'kanban board',
    'boards',
    'gantt',
    'deadlines',
    'workload',
    'team collaboration',
    'collaboration tool',
    'remote teams',
    'small teams',
    'productivity',
    'workflow',
  ],
  segments: [
    {
      id: 'team-leads',
      role: { singular: 'team lead', plural: 'team leads' },
      qualifier: 'who run five to thirty people across several projects at once',
      jobs: [
        'see what everyone is working on this week without a status meeting',
        'spot a project that is slipping before the deadline passes',
        'share out work fairly so nobody is buried',
      ],
      pains: [
        'Work is agreed in meetings and chat messages, and half of it is never written down.',
        'Nobody notices a late task until the client asks where the delivery is.',
      ],
      persona: {
        firstName: 'Nina',
        profile:
          'the operations lead of a 15-person remote marketing team running a dozen client projects a month',
        goals: [
          'One place where every task has an owner and a date',
          'Status meetings cut to fifteen minutes',
        ],
        frustrations: [
          'Asking the same “where are we on this?” in three chat channels',
          'Tools so complex that the team goes back to spreadsheets',
        ],
      },
    },
    {
      id: 'team-members',
      role: { singular: 'team member', plural: 'team members' },
      qualifier: 'who get work from several people at once',
      jobs: ['know what to do next and by when', 'find the brief and the latest file without asking'],
      pains: [
        'Requests arrive by email, chat and in the corridor, and something is always forgotten.',
        'The latest version of a file is attached to an email from three weeks ago.',
      ],
      persona: {
        firstName: 'Leo',
        profile: 'a designer on a small product team who takes requests from four people',
        goals: ['A single list of his tasks in priority order', 'Feedback in one place'],
        frustrations: ['Being asked for updates he already gave'],
      },
    },
    {
      id: 'agency-clients',
      role: { singular: 'client', plural: 'clients' },
      qualifier: 'of agencies and studios who want to see progress without chasing',
      jobs: ['see where their project stands at any time', 'approve work without a round of emails'],
      pains: [
        'They only hear how the project is going when they ask.',
        'Feedback sent by email is lost or applied to the wrong version.',
      ],
      persona: {
        firstName: 'Grace',
        profile: 'a marketing manager at a retailer whose website rebuild is run by a small agency',
        goals: ['A progress page she can forward to her boss', 'Approvals in one click'],
        frustrations: ['Weekly status emails that say nothing new'],
      },
    },
  ],
  valuePropositions: [
    'Every piece of work becomes a task with one owner and a due date, so nothing agreed in a meeting is forgotten.',
    'Boards, lists and a timeline show the same tasks, so the team lead sees a slipping project before the deadline, not after.',
    'Comments, files and decisions sit on the task they belong to, instead of in long email threads and chat channels.',
    'A weekly workload view shows who is overloaded and who has room, so work is shared out before anyone burns out.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Free for teams of up to five, then $8-19 per user a month for unlimited projects, timelines, workload views and client guests.',
      price: { low: 8, typical: 12, high: 19, per: 'user per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 3 },
    },
    {
      kind: 'subscription',
      description:
        'A business plan at $24-30 per user a month with single sign-on, permissions and an audit log for larger companies.',
      price: { low: 24, typical: 27, high: 30, per: 'user per month' },
    },
  ],
  costs: [
    {
      label: 'cloud hosting, file storage and real-time sync',
      kind: 'fixed',
      monthly: { low: 400, high: 3000 },
    },
    { label: 'developers and a designer', kind: 'fixed', monthly: { low: 10000, high: 40000 } },
    { label: 'customer support', kind: 'fixed', monthly: { low: 800, high: 4000 } },
    { label: 'email and push notifications', kind: 'variable', monthly: { low: 50, high: 500 } },
    {
      label: 'search ads, templates and content marketing',
      kind: 'acquisition',
      monthly: { low: 1000, high: 10000 },
    },
  ],
  kpis: [
    'weekly active teams',
    'free to paid conversion',
    'tasks completed per active user each week',
    'seats per paying team',
    'net revenue retention',
  ],
  risks: [
    {
      risk: 'The team tries the app for a week and drifts back to chat and spreadsheets.',
      mitigation:
        'Start every team from a template for their kind of work, import existing spreadsheets, and send each person a short daily list of their own tasks.',
    },
    {
      risk: 'Established project tools and free boards make the market crowded.',
      mitigation:
        'Serve one kind of team first (agencies and studios with client projects) with client guests and workload views the general tools treat as extras.',
    },
    {
      risk: 'A team loses work or sees another company’s project.',
      mitigation:
        'Keep every workspace’s data separate, back up daily with point-in-time restore, and let deleted tasks be restored for 30 days.',
    },
  ],
  competitors: [
    'spreadsheets and shared documents',
    'team chat apps used as a to-do list',
    'established project management suites',
    'free kanban boards',
  ],
  features: [
    {
      id: 'tasks',
      title: 'Tasks with an owner and a due date',
      usedBy: ['team-leads', 'team-members'],
      action: 'break a project into tasks, each with one owner, a due date, a priority and a checklist',
      benefit: 'know that everything agreed has someone doing it',
      acceptance: [
        'A task has exactly one owner and can have watchers, who are notified of its changes.',
        'A task can be created from an email forwarded to the project’s own address.',
        'Overdue tasks are highlighted in red on every view and listed in the owner’s daily email.',
      ],
      entities: ['task', 'project', 'member'],
      integrations: ['Postmark'],
      size: 3,
    },
    {
      id: 'boards',
      title: 'Boards, lists and a timeline of the same tasks',
      usedBy: ['team-leads', 'team-members'],
      action: 'switch a project between a kanban board, a list and a timeline of deadlines',
      benefit: 'see the work the way the moment needs',
      acceptance: [
        'Moving a card on the board changes the task’s status everywhere within a second for everyone viewing.',
        'The timeline shows tasks by due date with dependencies, and moving a task moves the ones that depend on it.',
        'Each view can be filtered by owner, status and label and saved.',
      ],
      entities: ['task', 'project'],
      integrations: [],
      size: 4,
    },
    {
      id: 'comments',
      title: 'Comments and files on each task',
      usedBy: ['team-members', 'team-leads', 'agency-clients'],
      action: 'discuss a task, mention a colleague and attach files on the task itself',
      benefit: 'find the decision and the latest file without searching email',
      acceptance: [
        'Mentioning a person notifies them in the app and, if unread after an hour, by email.',
        'A file uploaded again with the same name becomes a new version, and earlier versions stay available.',
        'Replies to a notification email are added to the task as comments.',
      ],
      entities: ['comment', 'attachment', 'task'],
      integrations: ['Amazon S3'],
      size: 3,
    },
    {
      id: 'my-work',
      title: 'Each person’s work for today and this week',
      usedBy: ['team-members'],
      action: 'see my own tasks across every project, ordered by due date and priority',
      benefit: 'start each day knowing what comes first',
      acceptance: [
        'The list gathers a person’s open tasks from all projects they belong to.',
        'Tasks can be dragged into today, this week or later without changing their due date.',
      ],
      entities: ['task', 'member'],
      integrations: [],
      size: 2,
    },
    {
      id: 'workload',
      title: 'Team workload view',
      usedBy: ['team-leads'],
      action: 'see each person’s estimated hours of work for the coming weeks and reassign tasks',
      benefit: 'share work fairly before someone is overloaded',
      acceptance: [
        'Each person’s week shows the estimated hours of their tasks against their working hours.',
        'A week over capacity is shown in amber, and dragging a task to another person reassigns it.',
      ],
      entities: ['member', 'task'],
      integrations: [],
      size: 3,
    },
    {
      id: 'client-guests',
      title: 'Client guest access and approvals',
      usedBy: ['agency-clients', 'team-leads'],
      action: 'invite a client to see chosen projects, comment and approve deliverables',
      benefit: 'keep clients informed and get approvals without email rounds',
      acceptance: [
        'Guests see only the projects and tasks shared with them, never internal comments.',
        'An approval records the guest, the file version and the time.',
        'Guests do not count as paid users.',
      ],
      entities: ['guest', 'project', 'approval'],
      integrations: [],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'workspace', plural: 'workspaces' },
      fields: ['name:text', 'plan:text', 'seats:integer'],
    },
    {
      name: { singular: 'member', plural: 'members' },
      fields: ['workspace_id:uuid', 'name:text', 'email:text', 'role:text', 'weekly_hours:integer'],
    },
    {
      name: { singular: 'project', plural: 'projects' },
      fields: ['workspace_id:uuid', 'name:text', 'status:text', 'due_on:date', 'lead_id:uuid'],
    },
    {
      name: { singular: 'task', plural: 'tasks' },
      fields: [
        'project_id:uuid',
        'title:text',
        'owner_id:uuid',
        'status:text',
        'priority:integer',
        'due_on:date',
        'estimate_hours:decimal',
        'depends_on_id:uuid',
      ],
    },
    {
      name: { singular: 'comment', plural: 'comments' },
      fields: ['task_id:uuid', 'author_id:uuid', 'body:text', 'internal:boolean'],
    },
    {
      name: { singular: 'attachment', plural: 'attachments' },
      fields: ['task_id:uuid', 'file_name:text', 'version:integer', 'url:text'],
    },
    {
      name: { singular: 'guest', plural: 'guests' },
      fields: ['workspace_id:uuid', 'email:text', 'project_ids:uuid[]'],
    },
    {
      name: { singular: 'approval', plural: 'approvals' },
      fields: ['attachment_id:uuid', 'guest_id:uuid', 'approved_at:timestamp'],
    },
  ],
  compliance: ['GDPR', 'SOC 2 expectations from larger customers', 'accessibility (WCAG 2.1 AA)'],
  complexity: 3,
  vocabulary: ['task', 'board', 'list', 'check', 'flow', 'sprint', 'stack', 'track', 'done', 'team'],
  brandMotifs: ['kanban', 'checklist', 'target', 'users'],
  personality: ['Clear', 'Efficient', 'Friendly', 'Reliable', 'Modern'],
};
