import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The Business Builder mark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-brand text-white shadow-sm shadow-primary/30',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-[60%]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 20V9l8-5 8 5v11" />
        <path d="M9 20v-6h6v6" />
      </svg>
    </span>
  );
}

/** The logo with the product name, linking to /. */
export function BrandLogo({ className, label = 'Business Builder' }: { className?: string; label?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      aria-label={`${label} home`}
    >
      <BrandMark />
      <span className="text-base sm:text-lg">{label}</span>
    </Link>
  );
}
