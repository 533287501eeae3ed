import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface PasswordRequirement {
  label: string;
  test: (password: string) => boolean;
}

/** The admin password rules, shown while typing. */
export const adminPasswordRequirements: readonly PasswordRequirement[] = [
  { label: 'At least 12 characters', test: (p) => p.length >= 12 },
  { label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'One number', test: (p) => /\d/.test(p) },
  { label: 'One special character (@$!%*?&)', test: (p) => /[@$!%*?&]/.test(p) },
];

export function PasswordRequirements({
  id,
  password,
  requirements = adminPasswordRequirements,
}: {
  id?: string;
  password: string;
  requirements?: readonly PasswordRequirement[];
}) {
  return (
    <div id={id} className="rounded-lg border bg-muted/50 p-3">
      <p className="mb-2 text-xs font-medium text-foreground">Password requirements</p>
      <ul className="grid gap-1 text-xs">
        {requirements.map(({ label, test }) => {
          const met = test(password);
          return (
            <li
              key={label}
              className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted-foreground')}
            >
              {met ? (
                <Check className="size-3.5" aria-hidden="true" />
              ) : (
                <Circle className="size-3" aria-hidden="true" />
              )}
              {label}
              <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
