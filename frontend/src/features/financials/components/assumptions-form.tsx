import {
  assumptionTerms,
  kindTerms,
  revenueKinds,
  type FinancialAssumptionField,
  type FinancialsResponse,
  type RevenueKindOption,
  type UpdateFinancialsRequest,
} from '@bb/backend/contracts';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { ASSUMPTION_GROUPS, isShown, type NumberField } from '../lib/assumption-groups';
import { AssumptionInput } from './assumption-input';
import { FixedCostsEditor } from './fixed-costs-editor';

/** Every assumption of the model, labelled in the business's own terms, each saved on its own. */
export function AssumptionsForm({
  data,
  disabled,
  errors,
  onChange,
}: {
  data: FinancialsResponse;
  disabled: boolean;
  errors: Record<string, string>;
  onChange: (patch: UpdateFinancialsRequest) => void;
}) {
  const id = useId();
  const { assumptions, origins } = data;
  const terms = assumptionTerms(assumptions.revenueKind);
  const edited = (field: FinancialAssumptionField) =>
    origins[field] !== undefined && origins[field] !== 'default';
  const visible = (field: NumberField) => isShown(field, assumptions.revenueKind);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`} className="flex items-center gap-2">
          {terms.revenueKind.label}
          {edited('revenueKind') ? (
            <span className="rounded bg-primary/10 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-primary uppercase">
              Edited
            </span>
          ) : null}
        </Label>
        <div className="flex items-center gap-2">
          <select
            id={`${id}-kind`}
            className={cn(inputClassName, 'flex-1')}
            value={assumptions.revenueKind}
            disabled={disabled}
            onChange={(e) => onChange({ revenueKind: e.target.value as RevenueKindOption })}
          >
            {revenueKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindTerms[kind].title}
              </option>
            ))}
          </select>
          {edited('revenueKind') && !disabled ? (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label="Use the default business model"
              title="Use the default"
              onClick={() => onChange({ revenueKind: null })}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      {ASSUMPTION_GROUPS.map((group) => (
        <fieldset key={group.title} className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {group.title}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.filter(visible).map((field) => (
              <AssumptionInput
                key={field}
                id={`${id}-${field}`}
                label={terms[field].label}
                hint={terms[field].hint}
                unit={terms[field].unit as 'money' | 'percent' | 'count'}
                value={assumptions[field]}
                edited={edited(field)}
                disabled={disabled}
                error={errors[field]}
                onCommit={(value) => onChange({ [field]: value })}
                onReset={() => onChange({ [field]: null })}
              />
            ))}
          </div>
          {group.title === 'Costs' ? (
            <FixedCostsEditor
              costs={assumptions.fixedCosts}
              disabled={disabled}
              errors={errors}
              onCommit={(fixedCosts) => onChange({ fixedCosts })}
            />
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}
