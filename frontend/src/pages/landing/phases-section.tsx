import { PHASES } from './phases';

export function PhasesSection() {
  return (
    <section aria-labelledby="phases-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">How it works</p>
        <h2 id="phases-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          4 phases, 8 steps, one complete plan
        </h2>
        <p className="mt-4 text-muted-foreground">
          Each step builds on the last, and every step is saved as you go. Generate with AI, then make it
          yours.
        </p>
      </div>
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {PHASES.map((phase, index) => (
          <li key={phase.name} className="relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-brand text-white shadow-md shadow-primary/20">
                <phase.Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-xs font-medium text-muted-foreground">
                  Phase {index + 1} · {phase.verb}
                </p>
                <h3 className="font-semibold">{phase.name}</h3>
              </div>
            </div>
            <ul className="mt-5 space-y-3">
              {phase.steps.map((step) => (
                <li key={step.number} className="flex gap-3">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground">
                    {step.number}
                  </span>
                  <div>
                    <p className="text-sm font-medium">{step.title}</p>
                    <p className="text-xs text-muted-foreground">{step.blurb}</p>
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
