import type { Plan, PlanFeature, PlanLimits } from '@bb/backend/contracts';
import { Check, Minus } from 'lucide-react';

const LIMIT_ROWS: Array<[keyof PlanLimits, string]> = [
  ['activeProjects', 'Open projects at a time'],
  ['completionsPerMonth', 'Completed projects per month'],
  ['ideasPerGeneration', 'Business ideas per generation'],
  ['namesPerGeneration', 'Name suggestions per generation'],
  ['exportsPerMonth', 'Exports per month'],
  ['vibeCodingPromptsPerMonth', 'Vibe-coding prompts per month'],
];
const FEATURE_ROWS: Array<[PlanFeature, string]> = [
  ['logos', 'Logo creation'],
  ['userStories', 'User stories'],
  ['techDocs', 'Technical documentation'],
  ['pdfExport', 'PDF export'],
  ['quickGenerate', 'Quick Generate'],
  ['weeklyIdeasCalendar', 'Weekly ideas calendar'],
  ['completePackage', 'Complete package export'],
  ['advancedAi', 'Advanced AI'],
  ['prioritySupport', 'Priority support'],
];

const limitCell = (n: number) => (n < 0 ? 'Unlimited' : n === 0 ? '—' : String(n));

/** Every plan's limits and features side by side. */
export function PlanComparison({ plans }: { plans: readonly Plan[] }) {
  return (
    <section aria-labelledby="comparison-title" className="mt-16" data-tour="feature-comparison">
      <h2 id="comparison-title" className="text-center text-2xl font-bold tracking-tight">
        Compare the plans
      </h2>
      <div className="mt-6 overflow-x-auto rounded-xl border bg-card">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className="px-4 py-3 text-left font-medium text-muted-foreground">
                <span className="sr-only">Feature</span>
              </th>
              {plans.map((p) => (
                <th key={p.tier} scope="col" className="px-4 py-3 text-center font-semibold">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {LIMIT_ROWS.map(([key, label]) => (
              <tr key={key}>
                <th scope="row" className="px-4 py-2.5 text-left font-normal text-muted-foreground">
                  {label}
                </th>
                {plans.map((p) => (
                  <td key={p.tier} className="px-4 py-2.5 text-center font-medium tabular-nums">
                    {limitCell(p.limits[key])}
                  </td>
                ))}
              </tr>
            ))}
            {FEATURE_ROWS.map(([key, label]) => (
              <tr key={key}>
                <th scope="row" className="px-4 py-2.5 text-left font-normal text-muted-foreground">
                  {label}
                </th>
                {plans.map((p) => (
                  <td key={p.tier} className="px-4 py-2.5 text-center">
                    {p.features[key] ? (
                      <Check className="mx-auto size-4 text-primary" aria-label="Included" />
                    ) : (
                      <Minus className="mx-auto size-4 text-muted-foreground/60" aria-label="Not included" />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
