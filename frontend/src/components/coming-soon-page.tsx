import { CheckCircle2, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageTitle } from './page-title';

export interface ComingSoonPageProps {
  title: string;
  description: string;
  Icon: LucideIcon;
  /** What the finished page will hold. */
  features: readonly string[];
  /** data-tour id of the page header, for the guided tours. */
  tourId?: string;
  children?: ReactNode;
}

/** A tidy stand-in for a page that is still being built. */
export function ComingSoonPage({
  title,
  description,
  Icon,
  features,
  tourId,
  children,
}: ComingSoonPageProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={title} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center" data-tour={tourId}>
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-brand text-white shadow-lg shadow-primary/25">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <Badge variant="soft">
              <Clock aria-hidden="true" />
              Coming soon
            </Badge>
          </div>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
      </header>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            What this page will hold
          </CardTitle>
          <CardDescription>We are building it now. Here is what to expect.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {children}
    </div>
  );
}
