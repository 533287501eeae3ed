import { Lock, LogIn, ShieldAlert, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageHasAuthActions } from '@/lib/page-auth-actions';
import { authHref } from '@/lib/return-to';

function GateCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex w-full justify-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            {icon}
          </div>
          <CardTitle as="h1" className="text-xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">{children}</CardContent>
      </Card>
    </div>
  );
}

/** Shown by the route guard to visitors who are not signed in. */
export function AuthRequiredCard() {
  usePageHasAuthActions();
  // Signing in or up from here comes back to this very page (a wizard link, say).
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <GateCard
      icon={<Lock className="size-6" aria-hidden="true" />}
      title="Authentication Required"
      description="You need to be signed in to access this page."
    >
      <Button asChild>
        <Link to={authHref('/login', here)}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={authHref('/register', here)}>
          <UserPlus aria-hidden="true" />
          Create Account
        </Link>
      </Button>
    </GateCard>
  );
}

/** Shown by the route guard to signed-in users without the required role. */
export function AccessDeniedCard() {
  return (
    <GateCard
      icon={<ShieldAlert className="size-6" aria-hidden="true" />}
      title="Access Denied"
      description="This page is only available to administrators."
    >
      <Button asChild>
        <Link to="/">Back to My Projects</Link>
      </Button>
    </GateCard>
  );
}
