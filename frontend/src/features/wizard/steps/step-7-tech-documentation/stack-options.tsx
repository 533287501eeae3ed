import {
  complexities,
  techBudgets,
  type Complexity,
  type StackPreset,
  type TechBudget,
} from '@bb/backend/contracts';
import { Check, KeyRound, Layout, Server, Database, Cloud } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { budgetOptionLabel, complexityLabels, presetsFor } from './tech-options';

export interface StackOptionsProps {
  budget: TechBudget;
  complexity: Complexity;
  selectedStack: string | undefined;
  onBudget: (budget: TechBudget) => void;
  onComplexity: (complexity: Complexity) => void;
  onStack: (preset: StackPreset) => void;
  disabled?: boolean;
}

const parts = [
  { key: 'frontend', label: 'Frontend', Icon: Layout },
  { key: 'backend', label: 'Backend', Icon: Server },
  { key: 'database', label: 'Database', Icon: Database },
  { key: 'hosting', label: 'Hosting', Icon: Cloud },
  { key: 'auth', label: 'Auth', Icon: KeyRound },
] as const;

/** Budget and complexity selects, and the recommended stacks for the budget as radio cards. */
export function StackOptions({
  budget,
  complexity,
  selectedStack,
  onBudget,
  onComplexity,
  onStack,
  disabled,
}: StackOptionsProps) {
  const presets = presetsFor(budget);
  return (
    <section aria-labelledby="stack-options-heading" className="space-y-4">
      <h3 id="stack-options-heading" className="sr-only">
        Budget, complexity and recommended stack
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="tech-budget">Budget</Label>
          <Select value={budget} onValueChange={(v) => onBudget(v as TechBudget)} disabled={disabled}>
            <SelectTrigger id="tech-budget" aria-describedby="tech-budget-hint">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {techBudgets.map((b) => (
                <SelectItem key={b} value={b}>
                  {budgetOptionLabel(b)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id="tech-budget-hint" className="text-xs text-muted-foreground">
            What you can spend on building and running it in the first year.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="tech-complexity">Complexity</Label>
          <Select value={complexity} onValueChange={(v) => onComplexity(v as Complexity)} disabled={disabled}>
            <SelectTrigger id="tech-complexity" aria-describedby="tech-complexity-hint">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {complexities.map((c) => (
                <SelectItem key={c} value={c}>
                  {complexityLabels[c].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id="tech-complexity-hint" className="text-xs text-muted-foreground">
            {complexityLabels[complexity].description}
          </p>
        </div>
      </div>

      <fieldset className="min-w-0" disabled={disabled}>
        <legend className="text-sm font-semibold">Recommended stacks for your budget</legend>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {presets.map((preset) => {
            const checked = preset.id === selectedStack;
            return (
              <label
                key={preset.id}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-xl border bg-background p-4 transition',
                  'hover:border-primary/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  'has-[:disabled]:cursor-default',
                  checked && 'border-primary bg-accent/40 ring-1 ring-primary',
                )}
              >
                <input
                  type="radio"
                  name="tech-stack-preset"
                  value={preset.id}
                  checked={checked}
                  onChange={() => onStack(preset)}
                  className="sr-only"
                />
                <span className="flex items-start justify-between gap-2">
                  <span>
                    <span className="block font-semibold">{preset.name}</span>
                    <span className="mt-0.5 inline-block rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                      {preset.budget}
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-5 shrink-0 items-center justify-center rounded-full border',
                      checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                    )}
                  >
                    {checked ? <Check className="size-3.5" /> : null}
                  </span>
                </span>
                <span className="mt-2 block text-sm text-muted-foreground">{preset.description}</span>
                <dl className="mt-3 grid gap-1.5 text-sm">
                  {parts.map(({ key, label, Icon }) => (
                    <div key={key} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-2">
                      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                        <Icon className="size-3.5" aria-hidden="true" />
                        {label}
                      </dt>
                      <dd className="min-w-0 break-words">{preset.technologies[key]}</dd>
                    </div>
                  ))}
                </dl>
              </label>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
