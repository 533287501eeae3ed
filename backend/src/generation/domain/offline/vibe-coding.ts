import type { VibePlatform } from '../../../contracts/options';
import type { GenerateVibeCodingRequest, GenerateVibeCodingResponse } from '../../../contracts/generation';
import { briefOf, type ProjectBrief } from './project-brief';
import { buildReadme } from './readme';
import { capitalise, joinList, lowerFirst, sentence, withArticle } from '../grammar';
import { thirdPerson } from './journeys';
import { segmentPhrase } from './personas';
import { phraseCase } from './text';

interface PlatformGuide {
  label: string;
  intro: string;
  rules: string[];
  stackNote: (brief: ProjectBrief) => string;
}

const PLATFORMS: Record<VibePlatform, PlatformGuide> = {
  replit: {
    label: 'Replit Agent',
    intro:
      'You are Replit Agent. Build and run this full-stack web app in this Repl, then prepare it for a Replit Deployment.',
    rules: [
      'Use the built-in Replit PostgreSQL database through the DATABASE_URL environment variable; create tables with migrations.',
      'Keep every key (payments, email, AI) in Replit Secrets, never in code.',
      'The server must listen on 0.0.0.0 and the port from the PORT environment variable.',
      'Add a Run command that installs dependencies, runs migrations and starts the app; deploy with Autoscale Deployments.',
    ],
    stackNote: (b) =>
      `Prefer ${b.usesNext ? 'Next.js' : 'a Node.js (Express) API with a React + Vite client'} in one Repl; keep the rest of the stack below where Replit supports it.`,
  },
  bolt: {
    label: 'Bolt.new',
    intro:
      'Build this app in Bolt.new. It runs in a WebContainer in the browser, so everything must be JavaScript/TypeScript with no native binaries.',
    rules: [
      'Use Vite + React + TypeScript + Tailwind CSS for the client.',
      'Use Supabase (through the Supabase integration) for the database, authentication, storage and Row Level Security policies.',
      'Put server-side secrets and payment calls in Supabase Edge Functions, never in the browser bundle.',
      'Deploy to Netlify from Bolt when the first version works.',
    ],
    stackNote: (b) =>
      `Bolt builds Vite + React apps${b.usesNext ? ' (use React Router instead of Next.js routing)' : ''}; where the stack below names a server framework or database, implement it with Supabase and Edge Functions.`,
  },
  lovable: {
    label: 'Lovable',
    intro:
      'Build this app with Lovable. Work page by page, confirm each page works before moving on, and keep components small.',
    rules: [
      'Use React + Vite + TypeScript + Tailwind CSS + shadcn/ui components and lucide-react icons.',
      'Connect Supabase for authentication, the database (with Row Level Security on every table), storage and Edge Functions.',
      'Create the design tokens (colours, fonts) first in tailwind.config and index.css, then build pages with them.',
      'Use Edge Functions for payments, emails and AI calls so that no secret reaches the browser.',
    ],
    stackNote: (b) =>
      `Lovable builds React + Vite apps${b.usesNext ? ' (treat the Next.js pages below as React Router routes)' : ''}; map the backend and database of the stack below onto Supabase (Postgres, Auth, Storage, Edge Functions).`,
  },
  v0: {
    label: 'v0 by Vercel',
    intro:
      'Build this app with v0. Start with the UI: generate each page as composable components with realistic mock data, then wire data and actions.',
    rules: [
      'Use Next.js App Router + TypeScript + Tailwind CSS + shadcn/ui; Server Components by default, Client Components only for interactivity.',
      'Keep mock data in lib/data.ts with the same shapes as the data model below, so swapping in the database is mechanical.',
      'Use Route Handlers and Server Actions for mutations, validated with zod.',
      'Connect a Postgres database (Neon or Supabase) through the Vercel Marketplace and deploy on Vercel.',
    ],
    stackNote: () => 'The frontend should be Next.js even if the stack below names another framework.',
  },
  universal: {
    label: 'any AI coding assistant',
    intro:
      'You are a senior full-stack engineer. Build this product step by step. After each phase, run it, fix errors and summarise what changed before continuing.',
    rules: [
      'Follow the tech stack below; ask before replacing any part of it.',
      'Write TypeScript in strict mode, validate every input on the server and never store secrets in the client.',
      'Commit after each phase with a message that says what and why.',
      'Write tests for the business rules and one end-to-end test of the main journey.',
    ],
    stackNote: () => 'Use exactly the stack below.',
  },
};

function list(items: readonly string[], empty = '- (none yet)'): string {
  return items.length ? items.map((i) => `- ${i}`).join('\n') : empty;
}

function storiesSection(brief: ProjectBrief): string {
  return brief.stories
    .slice(0, 10)
    .map(
      (s) =>
        `- **${s.title}** (${s.priority}, ${s.storyPoints} pts): ${s.description}\n${s.acceptanceCriteria.map((c) => `  - [ ] ${c}`).join('\n')}`,
    )
    .join('\n');
}

function genericScreens(brief: ProjectBrief): string[] {
  return [
    `Landing page: headline about ${phraseCase(brief.title)}, the value for ${brief.audience ? lowerFirst(brief.audience.split(/[,.]/)[0] ?? brief.audience) : 'the audience'}, feature highlights and a sign-up call to action`,
    'Sign up, sign in and password reset',
    'Dashboard: the user’s most important information and next actions',
    ...brief.features.slice(0, 8).map((f) => `${f}: its own page or panel`),
    'Settings: profile, notifications, billing and account deletion',
  ];
}

/** Who uses a feature, as the prompt says it: 'a local regular', 'the owner'. */
function userOf(brief: ProjectBrief, usedBy: string | undefined): string {
  if (usedBy === 'owner') return 'the owner';
  if (usedBy === 'staff') return 'a member of staff';
  const segment = brief.archetype?.segments.find((s) => s.id === usedBy);
  return segment ? segmentPhrase(segment, false) : 'a customer';
}

/** The app's pages: one per feature, saying who does what on it, then the owner's overview. */
function screens(brief: ProjectBrief): string[] {
  const archetype = brief.archetype;
  if (!archetype) return genericScreens(brief);
  const pitch = archetype.valuePropositions[0];
  return [
    `Home: what ${brief.name} is (${withArticle(archetype.kind.singular)})${pitch ? `, leading with: “${pitch}”` : ''}`,
    ...brief.planned
      .slice(0, 10)
      .map(({ text, feature }) =>
        feature
          ? `${capitalise(text)}: where ${userOf(brief, feature.usedBy[0])} can ${thirdPerson(feature.action)}`
          : `${capitalise(text)}: its own page, built like the others`,
      ),
    `Owner overview: ${joinList(archetype.kpis.slice(0, 3).map(lowerFirst))} at a glance`,
    'Sign in by email link, and account settings with data export and deletion',
  ];
}

/** The people the app serves, from the knowledge base's segments. */
function audienceSection(brief: ProjectBrief): string {
  const segments = brief.archetype?.segments ?? [];
  if (segments.length === 0) return '';
  return `## Who uses it\n${list(
    segments.map((s) =>
      `${capitalise(segmentPhrase(s))}: ${joinList(s.jobs.slice(0, 2))}. ${s.pains[0] ?? ''}`.trim(),
    ),
  )}`;
}

function integrationsSection(brief: ProjectBrief): string {
  if (brief.integrations.length === 0) return '';
  const uses = brief.integrations.map((integration) => {
    const features = brief.planned
      .filter((p) => p.feature?.integrations.includes(integration))
      .map((p) => lowerFirst(p.text));
    return `${integration}${features.length ? ` for ${joinList(features)}` : ''}; keys stay on the server and its webhooks are verified`;
  });
  return `## Integrations\n${list(uses)}`;
}

function shopNote(brief: ProjectBrief): string {
  if (!brief.hostedShop) return '';
  return sentence(
    `The shop itself (catalogue, checkout and card payments) runs on ${brief.hostedShop}: do not build a checkout. Build the companion app for the features below and read products and orders from the ${brief.hostedShop === 'Shopify' ? 'Shopify Admin' : 'Square'} API and its webhooks`,
  );
}

export function buildPrompt(request: GenerateVibeCodingRequest, brief: ProjectBrief): string {
  const guide = PLATFORMS[request.promptType];
  const stack = brief.stack;
  const sections = [
    `# Build "${brief.name}" with ${guide.label}`,
    guide.intro,
    `## Platform rules\n${list(guide.rules)}`,
    `## The product\n**${brief.name}**${brief.domain ? ` (${brief.domain})` : ''}: ${brief.title}.\n\n${brief.description}\n\n**Target audience:** ${brief.audience || 'not specified'}${brief.industry ? `\n**Industry:** ${brief.industry}` : ''}`,
    audienceSection(brief),
    `## Core features (MVP)\n${brief.features.map((f, i) => `${i + 1}. ${f}`).join('\n') || '- Define the core features first'}`,
    brief.stories.length
      ? `## User stories and acceptance criteria\nBuild in this order (highest priority first):\n${storiesSection(brief)}`
      : '',
    `## Tech stack\nUse exactly this stack; it is sized to the business and its budget. ${guide.stackNote(brief)}${brief.hostedShop ? `\n${shopNote(brief)}` : ''}\n- Frontend: ${stack.frontend.join(', ') || 'your choice'}\n- Backend: ${stack.backend.join(', ') || 'your choice'}\n- Database: ${stack.database.join(', ') || 'PostgreSQL'}\n- Hosting: ${stack.hosting.join(', ') || 'your choice'}`,
    brief.architecture
      ? `## Architecture\n${brief.architecture.type}\n${list(brief.architecture.components.map((c) => `${c.name}: ${c.description}`))}`
      : '',
    brief.tables.length
      ? `## Data model\n${list(brief.tables.map((t) => `\`${t.name}\`: ${t.fields.map((f) => `${f.name} ${f.type}`).join(', ')}`))}`
      : '',
    brief.endpoints.length
      ? `## API\n${list(brief.endpoints.slice(0, 30).map((e) => `\`${e.method} ${e.path}\`: ${e.description}`))}`
      : '',
    integrationsSection(brief),
    brief.compliance.length ? `## Compliance\n${list(brief.compliance)}` : '',
    `## Design system\n- Primary colour ${brief.colors.primary} (buttons, links, focus rings)\n- Secondary colour ${brief.colors.secondary} (supporting elements)\n- Accent colour ${brief.colors.accent} (highlights and badges, sparingly)\n- Neutral colour ${brief.colors.neutral} (body text and borders)\n- Headings in ${brief.fonts.primary}, body text in ${brief.fonts.secondary} (load them from Google Fonts or a system fallback)${brief.personality.length ? `\n- Brand personality: ${brief.personality.join(', ')}` : ''}${brief.principles.length ? `\n${list(brief.principles)}` : ''}`,
    `## Screens\n${list(screens(brief))}`,
    `## Quality bar\n${list([
      'Responsive from 360px phones to wide desktops; keyboard accessible; WCAG AA contrast',
      'Every form validates on the client and the server and shows the error under its field',
      'Loading, empty and error states on every page; no blank screens',
      'Seed the database with realistic demo data so every screen can be tried at once',
    ])}`,
    request.requirements?.trim() ? `## Additional requirements\n${request.requirements.trim()}` : '',
    `## Build order\n${[
      'Scaffold the project, design tokens and layout',
      'Authentication and the account pages',
      ...brief.features.slice(0, 6).map((f) => `Feature: ${f}`),
      'Dashboard, polish, demo data and deployment',
    ]
      .map((s, i) => `${i + 1}. ${s}`)
      .join('\n')}`,
  ];
  return sections.filter(Boolean).join('\n\n');
}

export function generateVibeCoding(request: GenerateVibeCodingRequest): GenerateVibeCodingResponse {
  const brief = briefOf(request.projectData);
  return {
    prompt: buildPrompt(request, brief).slice(0, 50_000),
    readme: buildReadme(brief, PLATFORMS[request.promptType].label).slice(0, 50_000),
  };
}
