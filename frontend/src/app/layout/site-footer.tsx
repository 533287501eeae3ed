import { Headphones, Mail, MapPin, type LucideIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { GitHubIcon, LinkedInIcon, XIcon } from '@/components/brand-icons';

/** Named by the network alone (spec: 'social links (X, LinkedIn, GitHub)'); the list is labelled 'Social media'. */
const socials: { href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { href: 'https://x.com/businessbuilder', label: 'X', Icon: XIcon },
  {
    href: 'https://www.linkedin.com/company/businessbuilder',
    label: 'LinkedIn',
    Icon: LinkedInIcon,
  },
  { href: 'https://github.com/businessbuilder', label: 'GitHub', Icon: GitHubIcon },
];

const columns = [
  {
    title: 'Product',
    links: [
      { to: '/pricing', label: 'Pricing' },
      { to: '/idea-of-the-day', label: 'Daily Ideas' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
] as const;

const contacts: { Icon: LucideIcon; title: string; body: string; href?: string }[] = [
  { Icon: Mail, title: 'Email', body: 'hello@businessbuilder.app', href: 'mailto:hello@businessbuilder.app' },
  {
    Icon: Headphones,
    title: 'Support',
    body: 'support@businessbuilder.app',
    href: 'mailto:support@businessbuilder.app',
  },
  { Icon: MapPin, title: 'Location', body: 'United States' },
];

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 grid-cols-1 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="max-w-sm">
          <BrandLogo />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            {/* Worded without the wizard's step and phase names, which would otherwise be on every page twice. */}
            Business Builder takes entrepreneurs from a first idea to a brand and a development package, ready
            to export and hand to developers, in 8 guided steps.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {socials.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-9 items-center justify-center rounded-md border bg-background text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8">
          {columns.map((column) => (
            // Plain link lists, not <nav> landmarks: the navigation landmark is the navigation bar's.
            <div key={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div>
          <h2 className="text-sm font-semibold">Contact</h2>
          <ul className="mt-3 grid gap-2">
            {contacts.map(({ Icon, title, body, href }) => (
              <li key={title} className="flex items-center gap-3 rounded-lg border bg-background p-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="text-xs font-medium">{title}</p>
                  {href ? (
                    <a href={href} className={`${linkClass} block truncate`}>
                      {body}
                    </a>
                  ) : (
                    <p className="text-sm text-muted-foreground">{body}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:px-6">
          <p>© {year} Business Builder. All rights reserved.</p>
          <p className="flex items-center gap-3">
            <span>
              Created by{' '}
              <a
                href="https://github.com/businessbuilder"
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} text-xs underline-offset-4 hover:underline`}
              >
                the Business Builder team
              </a>
            </span>
            <span aria-hidden="true">·</span>
            <Link to="/privacy" className={`${linkClass} text-xs`}>
              Privacy Policy
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
