import type { FounderCase } from './founder-case';

/**
 * Founders of the kb7 archetypes, the classic software startups (a sales CRM, a project
 * management app, a music platform for independent artists, a dating app, a job board, event
 * ticketing, HR and payroll), written as founders type: short, long, and messy.
 */
export const foundersH: readonly FounderCase[] = [
  // sales CRM
  {
    id: 'crm-small-business',
    input: { text: 'A simple CRM for small businesses' },
    accepted: ['sales-crm'],
  },
  {
    id: 'crm-pipeline-long',
    input: {
      text: 'Our sales team tracks deals in a spreadsheet and leads go cold. I want to build a lightweight CRM with a pipeline board, follow-up reminders and email sync for teams of 2-10 salespeople',
    },
    accepted: ['sales-crm'],
  },
  {
    id: 'crm-messy',
    input: { text: 'crm for consultants - contacts, deals, reminders to follow up' },
    accepted: ['sales-crm'],
  },
  {
    id: 'crm-fields',
    input: {
      interests: 'sales, startups',
      skills: 'B2B sales, software development',
      industry: 'technology',
      customIndustry: 'Customer relationship management',
    },
    accepted: ['sales-crm'],
  },
  // project management
  {
    id: 'task-app-teams',
    input: { text: 'A task management app for small teams' },
    accepted: ['project-management-app'],
  },
  {
    id: 'agency-project-tool',
    input: {
      text: 'Every agency I worked at ran projects from email and chat. I want to build a project management tool with kanban boards, deadlines, a workload view and client access to approve work',
    },
    accepted: ['project-management-app'],
  },
  {
    id: 'todo-messy',
    input: { text: 'to-do lists + kanban for remote teams, like trello but simpler' },
    accepted: ['project-management-app'],
  },
  // music platform for independent artists
  {
    id: 'indie-music-streaming',
    input: { text: 'A music streaming platform that pays independent artists fairly' },
    accepted: ['indie-music-platform'],
  },
  {
    id: 'band-fan-subscriptions',
    input: {
      text: 'I play in a band and streaming pays us nothing. An app where fans subscribe to the bands they love, buy our records and merch and get new songs first',
    },
    accepted: ['indie-music-platform'],
  },
  {
    id: 'musician-platform-fields',
    input: {
      interests: 'music, indie bands, vinyl',
      skills: 'web development, playing guitar',
      industry: 'creative',
      customIndustry: 'Music streaming',
    },
    accepted: ['indie-music-platform'],
  },
  // dating app
  {
    id: 'dating-app-single-parents',
    input: { text: 'A dating app for single parents' },
    accepted: ['dating-app'],
  },
  {
    id: 'dating-serious',
    input: {
      text: 'Online dating for people who want a serious relationship: verified profiles, fewer matches a day, no endless swiping',
    },
    accepted: ['dating-app'],
  },
  {
    id: 'dating-messy',
    input: { text: 'matchmaking app 4 over 40s' },
    accepted: ['dating-app'],
  },
  // job board
  {
    id: 'remote-job-board',
    input: { text: 'A job board for remote developer jobs with salaries shown' },
    accepted: ['job-board'],
  },
  {
    id: 'climate-jobs',
    input: {
      text: 'I want to build a jobs site for climate and sustainability jobs, where employers pay to post and candidates get job alerts',
    },
    accepted: ['job-board'],
  },
  {
    id: 'hospitality-jobs-messy',
    input: {
      text: 'hospitality jobs board - chefs, waiters, bar staff, employers post for free first month',
    },
    accepted: ['job-board'],
  },
  // event ticketing
  {
    id: 'ticketing-promoters',
    input: { text: 'An event ticketing platform for independent promoters' },
    accepted: ['event-ticketing'],
  },
  {
    id: 'gig-tickets-low-fees',
    input: {
      text: 'Selling tickets for gigs and club nights with low booking fees, QR tickets on your phone and a door scanning app',
    },
    accepted: ['event-ticketing'],
  },
  {
    id: 'ticketing-fields',
    input: {
      interests: 'live music, comedy nights, festivals',
      skills: 'event promotion, software',
      industry: 'other',
      customIndustry: 'Event ticketing',
    },
    accepted: ['event-ticketing'],
  },
  // HR and payroll
  {
    id: 'payroll-small-business',
    input: { text: 'Payroll software for small businesses' },
    accepted: ['hr-payroll-software'],
  },
  {
    id: 'hr-platform-long',
    input: {
      text: 'An HR platform for companies with 10-100 employees: employee records, onboarding with e-signed contracts, holiday requests and payslips in one app',
    },
    accepted: ['hr-payroll-software'],
  },
  {
    id: 'leave-tracking-messy',
    input: { text: 'hr tool - time off requests, sick days, people management for startups' },
    accepted: ['hr-payroll-software'],
  },
];
