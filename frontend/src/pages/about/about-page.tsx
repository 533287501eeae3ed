import {
  ArrowRight,
  Building2,
  Compass,
  HeartHandshake,
  MapPin,
  Rocket,
  Sparkles,
  Target,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

const impact = [
  { value: '10,000+', label: 'Ideas generated' },
  { value: '5,000+', label: 'Entrepreneurs' },
  { value: '2,500+', label: 'Businesses launched' },
  { value: '98%', label: 'Satisfaction' },
] as const;

const team = [
  {
    name: 'Maya Chen',
    role: 'Co-founder & CEO',
    bio: 'Launched two consumer brands before Business Builder and wants every founder to start with a real plan.',
  },
  {
    name: 'Jordan Ellis',
    role: 'Co-founder & CTO',
    bio: 'Spent a decade building developer platforms and leads the AI that turns plans into build-ready documents.',
  },
  {
    name: 'Priya Raman',
    role: 'Head of Product & Design',
    bio: 'Designs the guided wizard so that a first-time founder finishes a plan in under 30 minutes.',
  },
] as const;

const values = [
  {
    Icon: Target,
    title: 'Clarity first',
    body: 'A business you can explain in one sentence is a business you can build.',
  },
  {
    Icon: HeartHandshake,
    title: 'Founders own their work',
    body: 'Everything you create is yours to edit, export and take anywhere.',
  },
  {
    Icon: Rocket,
    title: 'Momentum over perfection',
    body: 'A good plan today beats a perfect plan next quarter.',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

export default function AboutPage() {
  return (
    <div className="w-full">
      <PageTitle title="About Us" />
      <section className="mx-auto max-w-4xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
        <Badge variant="soft" className="px-3 py-1">
          <Sparkles aria-hidden="true" />
          About Business Builder
        </Badge>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          We help entrepreneurs go from <span className="text-gradient-brand">idea to launch</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          Business Builder turns the messy first weeks of a new venture into a guided path: an idea, a
          definition, a name, a brand, and a plan developers can build from.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1.5">
            <Building2 className="size-4 text-primary" aria-hidden="true" />
            Founded in 2024
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1.5">
            <MapPin className="size-4 text-primary" aria-hidden="true" />
            United States
          </span>
        </div>
      </section>

      <section aria-labelledby="impact-title" className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="impact-title" className="sr-only">
          Our impact
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {impact.map(({ value, label }) => (
            <div
              key={label}
              className="flex flex-col gap-1 rounded-2xl border bg-card p-6 text-center shadow-sm"
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-gradient-brand sm:text-4xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="story-title"
        className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2"
      >
        <div>
          <h2 id="story-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Compass className="size-6 text-primary" aria-hidden="true" />
            Our story
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            We started Business Builder in 2024 after watching too many good ideas stall between a notebook
            and a first line of code. Founders were juggling a dozen tools for naming, branding, planning and
            specs, and losing their momentum on the way.
          </p>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            So we put the whole journey in one place: eight steps, four phases, with AI to draft and you to
            decide. Today thousands of entrepreneurs across the United States and beyond use it to plan their
            next venture.
          </p>
        </div>
        <ul className="grid gap-4">
          {values.map(({ Icon, title, body }) => (
            <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-title" className="border-t bg-surface">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
          <h2 id="team-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Leadership team
          </h2>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {team.map((person) => (
              <li key={person.name}>
                <Card className="h-full text-center">
                  <CardContent className="flex flex-col items-center p-6">
                    <Avatar className="size-16">
                      <AvatarFallback className="text-lg">{initials(person.name)}</AvatarFallback>
                    </Avatar>
                    <h3 className="mt-4 font-semibold">{person.name}</h3>
                    <p className="text-sm font-medium text-primary">{person.role}</p>
                    <p className="mt-3 text-sm text-muted-foreground">{person.bio}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Button asChild variant="brand" size="lg">
              <Link to="/register">
                Start building
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
