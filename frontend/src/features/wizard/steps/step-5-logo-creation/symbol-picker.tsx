import { logoSymbols, type LogoSymbol } from '@bb/backend/contracts';
import {
  ArrowUpRight,
  Asterisk,
  Blend,
  CaseSensitive,
  Check,
  Circle,
  Crown,
  Flame,
  Hexagon,
  Leaf,
  Mountain,
  Shapes,
  Smile,
  Star,
  Triangle,
  Waves,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

export const symbolInfo: Record<LogoSymbol, { label: string; Icon: LucideIcon }> = {
  abstract: { label: 'Abstract', Icon: Blend },
  geometric: { label: 'Geometric', Icon: Shapes },
  letter: { label: 'Letter', Icon: CaseSensitive },
  icon: { label: 'Icon', Icon: Smile },
  symbol: { label: 'Symbol', Icon: Asterisk },
  crown: { label: 'Crown', Icon: Crown },
  star: { label: 'Star', Icon: Star },
  circle: { label: 'Circle', Icon: Circle },
  triangle: { label: 'Triangle', Icon: Triangle },
  hexagon: { label: 'Hexagon', Icon: Hexagon },
  arrow: { label: 'Arrow', Icon: ArrowUpRight },
  lightning: { label: 'Lightning', Icon: Zap },
  leaf: { label: 'Leaf', Icon: Leaf },
  mountain: { label: 'Mountain', Icon: Mountain },
  wave: { label: 'Wave', Icon: Waves },
  flame: { label: 'Flame', Icon: Flame },
};

export interface SymbolPickerProps {
  value: readonly LogoSymbol[];
  onChange: (symbols: LogoSymbol[]) => void;
  disabled?: boolean;
}

/** The sixteen symbols as checkboxes; the hint asks for 1-3, which is advice, not a rule. */
export function SymbolPicker({ value, onChange, disabled }: SymbolPickerProps) {
  const toggle = (symbol: LogoSymbol) =>
    onChange(
      value.includes(symbol)
        ? value.filter((s) => s !== symbol)
        : logoSymbols.filter((s) => s === symbol || value.includes(s)),
    );
  const count = value.length;
  return (
    <fieldset className="min-w-0" disabled={disabled} aria-describedby="logo-symbols-hint">
      <legend className="text-sm font-semibold">Symbols</legend>
      <p
        id="logo-symbols-hint"
        className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground"
      >
        <span>Choose 1-3 symbols</span>
        <span
          aria-live="polite"
          className={cn('font-medium', count > 3 ? 'text-warning' : 'text-foreground/70')}
        >
          {count === 0 ? 'None selected' : `${count} selected`}
          {count > 3 ? ': more than 3 can make a logo busy' : ''}
        </span>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 md:grid-cols-4">
        {logoSymbols.map((symbol) => {
          const checked = value.includes(symbol);
          const { label, Icon } = symbolInfo[symbol];
          return (
            <label
              key={symbol}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm transition select-none',
                'hover:border-primary/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                checked && 'border-primary bg-accent text-accent-foreground',
              )}
            >
              <input
                type="checkbox"
                name="logo-symbols"
                value={symbol}
                checked={checked}
                onChange={() => toggle(symbol)}
                className="sr-only"
              />
              <Icon
                className={cn('size-4 shrink-0', checked ? 'text-primary' : 'text-muted-foreground')}
                aria-hidden="true"
              />
              <span className="truncate">{label}</span>
              {checked ? (
                <Check className="ml-auto size-3.5 shrink-0 text-primary" aria-hidden="true" />
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
