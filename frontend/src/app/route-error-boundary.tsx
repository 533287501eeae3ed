import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

function describe(error: unknown): { title: string; message: string; reload: boolean } {
  if (isRouteErrorResponse(error)) {
    return {
      title: `${error.status} ${error.statusText || 'Error'}`,
      message: String(error.data ?? ''),
      reload: false,
    };
  }
  if (error instanceof Error) {
    // A new deployment removes old code chunks; a reload fetches the current ones.
    if (/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
      return {
        title: 'This page could not be loaded',
        message:
          'A newer version of Business Builder may be available, or the connection dropped. Reloading usually helps.',
        reload: true,
      };
    }
    return { title: 'Something went wrong', message: error.message, reload: true };
  }
  return { title: 'Something went wrong', message: 'An unexpected error occurred.', reload: true };
}

/** The error boundary of every route: the rest of the app (navigation, footer) keeps working. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { title, message, reload } = describe(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="flex w-full justify-center px-4 py-16">
      <PageTitle title={title} />
      <Card className="w-full max-w-lg text-center" role="alert">
        <CardHeader className="items-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <AlertTriangle className="size-6" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-xl">
            {title}
          </CardTitle>
          {message ? <CardDescription className="break-words">{message}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
          {reload ? (
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              Reload page
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              Go to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
