import { LogIn, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageHasAuthActions } from '@/lib/page-auth-actions';

/** The progress tracker's own fallback for visitors. */
export function LoginRequiredCard() {
  usePageHasAuthActions();
  return (
    <div className="flex w-full justify-center px-4 py-16 sm:py-24">
      <PageTitle title="Progress Tracker" />
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <Trophy className="size-6" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-xl">
            Login Required
          </CardTitle>
          <CardDescription>
            Sign in to see your level, your streaks and the achievements you have unlocked.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
