import { ExternalLink, Rocket, Sparkles } from 'lucide-react';

const tools = [
  { name: 'Replit', href: 'https://replit.com', blurb: 'Build and host in the browser' },
  { name: 'Bolt', href: 'https://bolt.new', blurb: 'Full-stack apps from a prompt' },
  { name: 'Lovable', href: 'https://lovable.dev', blurb: 'Product-ready web apps' },
  { name: 'v0', href: 'https://v0.dev', blurb: 'Interfaces by Vercel' },
] as const;

const quotas = [
  { plan: 'Pro', amount: 10 },
  { plan: 'Enterprise', amount: 25 },
] as const;

/** Vibe Coding: the plan becomes a prompt and a README for AI coding tools. */
export function VibeCodingSection() {
  return (
    <section aria-labelledby="vibe-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-8 text-white shadow-xl sm:p-12">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div className="relative grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Sparkles className="size-4" aria-hidden="true" />
              New: turn your plan into a working app
            </p>
            {/* 'Vibe Coding' is on the landing page once, in this heading, so a lookup by it is unambiguous. */}
            <h2 id="vibe-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
              Vibe Coding
            </h2>
            <p className="mt-4 text-white/85">
              Get a ready-to-paste prompt and a README from your business plan, brand and tech documentation,
              tuned for the AI coding tool you use.
            </p>
            <p className="mt-6 text-sm font-medium text-white/80">Prompts included per month</p>
            {/* The spec's wording: Pro (10/month), Enterprise (25/month). */}
            <ul className="mt-2 flex flex-wrap gap-3" aria-label="Prompts per month by plan">
              {quotas.map(({ plan, amount }) => (
                <li key={plan} className="rounded-xl bg-white/15 px-4 py-3 backdrop-blur">
                  <span className="block text-xs font-medium text-white/80">{plan}</span>{' '}
                  <span className="text-lg font-semibold">{amount}/month</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {tools.map((tool) => (
              <li key={tool.name}>
                <a
                  href={tool.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full items-start justify-between gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                >
                  <span>
                    <span className="flex items-center gap-2 font-semibold">
                      <Rocket className="size-4" aria-hidden="true" />
                      {tool.name}
                    </span>
                    <span className="mt-1 block text-sm text-white/80">{tool.blurb}</span>
                  </span>
                  <ExternalLink
                    className="size-4 shrink-0 opacity-70 transition group-hover:opacity-100"
                    aria-hidden="true"
                  />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
