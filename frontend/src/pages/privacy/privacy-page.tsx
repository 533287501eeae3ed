import { Mail, ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Card, CardContent } from '@/components/ui/card';
import { PRIVACY_CONTACT, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacy-sections';

const lastUpdated = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${PRIVACY_LAST_UPDATED}T00:00:00Z`),
);

export default function PrivacyPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Privacy Policy" />
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Your data, your business
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">Privacy Policy</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated: <time dateTime={PRIVACY_LAST_UPDATED}>{lastUpdated}</time>
        </p>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          This policy explains what Business Builder collects, why, who we share it with and the choices you
          have. It applies to our website and app.
        </p>
      </header>

      <div className="mt-12 grid gap-12 grid-cols-1 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              On this page
            </p>
            <ol className="mt-3 space-y-2 border-l pl-4 text-sm">
              {PRIVACY_SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href="#contact"
                  className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  Contact us
                </a>
              </li>
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl space-y-10">
          {PRIVACY_SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">{section.body}</div>
            </section>
          ))}
          <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24">
            <Card>
              <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                  <Mail className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h2 id="contact-title" className="text-lg font-semibold">
                    Privacy contact
                  </h2>
                  <p className="mt-1 text-sm text-muted-foreground">
                    Questions or requests about your data? Write to our privacy team at{' '}
                    <a
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      href={`mailto:${PRIVACY_CONTACT}`}
                    >
                      {PRIVACY_CONTACT}
                    </a>
                    . Business Builder, United States.
                  </p>
                </div>
              </CardContent>
            </Card>
          </section>
        </div>
      </div>
    </div>
  );
}
