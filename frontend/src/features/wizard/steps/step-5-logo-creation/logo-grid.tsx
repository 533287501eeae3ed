import type { Logo } from '@bb/backend/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { placeholderLogoUrl } from './logo-utils';

export interface LogoImageProps {
  logo: Pick<Logo, 'imageUrl'>;
  businessName: string;
  alt: string;
  className?: string;
}

/** A logo image; if it fails to load, a placeholder image with the business name takes its place. */
export function LogoImage({ logo, businessName, alt, className }: LogoImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === logo.imageUrl;
  return (
    <img
      src={failed || !logo.imageUrl ? placeholderLogoUrl(businessName) : logo.imageUrl}
      alt={failed ? `${alt} (preview unavailable)` : alt}
      data-placeholder={failed || !logo.imageUrl ? 'true' : undefined}
      onError={() => {
        if (!failed) setFailedUrl(logo.imageUrl);
      }}
      className={cn('aspect-square w-full object-contain', className)}
      draggable={false}
    />
  );
}

export interface LogoGridProps {
  logos: readonly Logo[];
  businessName: string;
  onSelect: (id: string) => void;
  disabled?: boolean;
}

/** The generated designs as a radio group: choosing one unselects the others. */
export function LogoGrid({ logos, businessName, onSelect, disabled }: LogoGridProps) {
  return (
    <div
      role="radiogroup"
      aria-label="Logo designs"
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
    >
      {logos.map((logo, index) => {
        const label = `Logo design ${index + 1}`;
        return (
          <label
            key={logo.id}
            className={cn(
              'group relative flex cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-card transition',
              'hover:border-primary/50 hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
              'has-[:disabled]:cursor-default',
              logo.selected ? 'border-primary shadow-md shadow-primary/15' : 'border-border',
            )}
          >
            <input
              type="radio"
              name="logo-design"
              value={logo.id}
              checked={logo.selected}
              disabled={disabled}
              onChange={() => onSelect(logo.id)}
              aria-label={label}
              className="sr-only"
            />
            <span className="block bg-white p-3">
              <LogoImage
                logo={logo}
                businessName={businessName}
                alt={`${label} for ${businessName || 'your business'}`}
              />
            </span>
            <span
              className={cn(
                'flex items-center justify-between gap-2 border-t px-3 py-2 text-xs font-medium',
                logo.selected ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
              )}
            >
              <span>Design {index + 1}</span>
              {logo.selected ? (
                <span className="inline-flex items-center gap-1">
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  <span className="max-sm:sr-only">Selected</span>
                </span>
              ) : disabled ? null : (
                <span className="opacity-0 transition group-hover:opacity-100 max-sm:hidden">Select</span>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** Placeholders shaped like the grid while designs are generated. */
export function LogoGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border-2">
          <Skeleton className="aspect-square w-full rounded-none" />
          <Skeleton className="m-2 h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
