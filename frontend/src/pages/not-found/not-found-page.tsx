import { Compass, Home } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex w-full flex-1 items-center justify-center px-4 py-20">
      <PageTitle title="404 Page Not Found" />
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-accent text-primary">
          <Compass className="size-8" aria-hidden="true" />
        </div>
        <p className="mt-6 text-6xl font-extrabold tracking-tight text-gradient-brand">404</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{pathname}</code>. It may have
          moved, or the link may be mistyped.
        </p>
        <Button asChild variant="brand" className="mt-8">
          <Link to="/">
            <Home aria-hidden="true" />
            Go to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
