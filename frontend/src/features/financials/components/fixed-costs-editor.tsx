import type { FixedCost } from '@bb/backend/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatMoney } from '../lib/format';

interface Row {
  label: string;
  monthly: string;
}

const rowsOf = (costs: readonly FixedCost[]): Row[] =>
  costs.map((c) => ({ label: c.label, monthly: String(c.monthly) }));

/**
 * The fixed monthly costs as an editable list (name and amount). The list is saved as one
 * assumption when a field is left, a row is removed or one is added.
 */
export function FixedCostsEditor({
  costs,
  disabled,
  errors,
  onCommit,
}: {
  costs: readonly FixedCost[];
  disabled: boolean;
  errors: Record<string, string>;
  onCommit: (costs: FixedCost[]) => void;
}) {
  const [rows, setRows] = useState<Row[]>(rowsOf(costs));
  useEffect(() => setRows(rowsOf(costs)), [costs]);
  const total = costs.reduce((sum, c) => sum + c.monthly, 0);

  const save = (next: Row[]) => {
    const parsed = next.map((r) => ({
      label: r.label.trim(),
      monthly: Number(r.monthly.replace(/[$,\s]/g, '')),
    }));
    if (parsed.some((c) => Number.isNaN(c.monthly))) return;
    if (JSON.stringify(parsed) === JSON.stringify(costs)) return;
    onCommit(parsed);
  };
  const update = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">
        Fixed monthly costs{' '}
        <span className="font-normal text-muted-foreground">({formatMoney(total)} a month)</span>
      </legend>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No fixed costs.</p> : null}
      <ul className="grid gap-2">
        {rows.map((row, index) => {
          const labelError = errors[`fixedCosts.${index}.label`];
          const amountError = errors[`fixedCosts.${index}.monthly`];
          return (
            <li key={index} className="grid grid-cols-[1fr_8rem_auto] items-start gap-2">
              <div>
                <Input
                  aria-label={`Fixed cost ${index + 1} name`}
                  value={row.label}
                  aria-invalid={Boolean(labelError)}
                  onChange={(e) => update(index, { label: e.target.value })}
                  onBlur={() => save(rows)}
                  onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), save(rows))}
                />
                {labelError ? <p className="mt-1 text-xs text-destructive">{labelError}</p> : null}
              </div>
              <div className="relative">
                <span className="pointer-events-none absolute top-2.5 left-3 text-sm text-muted-foreground">
                  $
                </span>
                <Input
                  aria-label={`${row.label || `Fixed cost ${index + 1}`} per month`}
                  inputMode="decimal"
                  className="pl-6"
                  value={row.monthly}
                  aria-invalid={Boolean(amountError)}
                  onChange={(e) => update(index, { monthly: e.target.value })}
                  onBlur={() => save(rows)}
                  onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), save(rows))}
                />
                {amountError ? <p className="mt-1 text-xs text-destructive">{amountError}</p> : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${row.label || `fixed cost ${index + 1}`}`}
                onClick={() => save(rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= 20}
          onClick={() => save([...rows, { label: 'New cost', monthly: '0' }])}
        >
          <Plus aria-hidden="true" />
          Add a cost
        </Button>
      </div>
    </fieldset>
  );
}
