import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/**
 * A password input with a show/hide toggle ('Show password' / 'Hide password'); `secretName`
 * names another kind of secret ('API key': 'Show API key').
 */
export function PasswordInput({
  className,
  secretName = 'password',
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { secretName?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
        {/* The name is text, not aria-label: a lookup of the field by its label (a browser test's
            getByLabel('Password') matches any aria-label containing it) must find the input alone. */}
        <span className="sr-only">{`${visible ? 'Hide' : 'Show'} ${secretName}`}</span>
      </button>
    </div>
  );
}
