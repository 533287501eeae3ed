import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-logo';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { usePageHasAuthActions } from '@/lib/page-auth-actions';

export interface AuthCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** The frame of the sign-in, sign-up and admin-setup forms. */
export function AuthCard({ title, description, children, footer, className }: AuthCardProps) {
  usePageHasAuthActions();
  return (
    <div className="relative flex w-full flex-1 flex-col items-center px-4 py-10 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <div className={cn('w-full max-w-md', className)}>
        <Link
          to="/"
          className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground transition hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <Card className="shadow-lg shadow-primary/5">
          <CardHeader className="items-center text-center">
            <BrandMark className="mb-2 size-11" />
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? (
            <CardFooter className="justify-center border-t pt-6 text-sm text-muted-foreground">
              {footer}
            </CardFooter>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
