import { adminPasswordRequirements, type AdminPasswordRequirement } from '@bb/kernel';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The rules shown while typing, each ticked when met (the admin password's are the kernel's). */
export function PasswordRequirements({
  id,
  password,
  requirements = adminPasswordRequirements,
}: {
  id?: string;
  password: string;
  requirements?: readonly AdminPasswordRequirement[];
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
