import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Loading placeholders shaped like the pages they stand in for. */
export function PageSkeleton({ className }: { className?: string }) {
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6', className)}
      role="status"
      aria-busy="true"
      aria-label="Loading page"
    >
      <Skeleton className="h-8 w-64" />
      <Skeleton className="mt-3 h-4 w-96 max-w-full" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="rounded-xl border bg-card p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-3 h-3 w-full" />
            <Skeleton className="mt-2 h-3 w-4/5" />
            <Skeleton className="mt-5 h-2 w-full rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function FormPageSkeleton() {
  return (
    <div
      className="flex w-full justify-center px-4 py-12"
      role="status"
      aria-busy="true"
      aria-label="Loading page"
    >
      <div className="w-full max-w-md rounded-xl border bg-card p-6">
        <Skeleton className="mx-auto size-12 rounded-full" />
        <Skeleton className="mx-auto mt-4 h-6 w-48" />
        <Skeleton className="mx-auto mt-2 h-4 w-64 max-w-full" />
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="mt-6">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-2 h-10 w-full" />
          </div>
        ))}
        <Skeleton className="mt-8 h-10 w-full" />
      </div>
    </div>
  );
}

export function ArticleSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6"
      role="status"
      aria-busy="true"
      aria-label="Loading page"
    >
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="mt-4 h-4 w-1/3" />
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="mt-10 space-y-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-5/6" />
        </div>
      ))}
    </div>
  );
}

export function LandingSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"
      role="status"
      aria-busy="true"
      aria-label="Loading page"
    >
      <div className="flex flex-col items-center">
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="mt-6 h-12 w-full max-w-2xl" />
        <Skeleton className="mt-3 h-12 w-4/5 max-w-xl" />
        <Skeleton className="mt-6 h-4 w-full max-w-lg" />
        <div className="mt-8 flex gap-3">
          <Skeleton className="h-12 w-36" />
          <Skeleton className="h-12 w-36" />
        </div>
      </div>
      <div className="mt-16 grid gap-4 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
