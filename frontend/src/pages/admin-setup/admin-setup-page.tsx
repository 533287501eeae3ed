import { CheckCircle2, Info, LayoutDashboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminExists } from '@/features/auth/api/get-admin-exists';
import { AdminSetupForm } from '@/features/auth/components/admin-setup-form';
import { AuthCard } from '@/features/auth/components/auth-card';

/** Spec part 2: after success, go to / after 2 seconds. */
export const REDIRECT_DELAY_MS = 2000;

function SetupComplete() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex w-full justify-center px-4 py-16">
      <Card className="w-full max-w-md text-center" role="status">
        <CardHeader className="items-center">
          <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
            <CheckCircle2 className="size-7" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            Setup Complete!
          </CardTitle>
          <CardDescription>Your admin account is ready. Taking you to the dashboard…</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="brand" className="w-full">
            <Link to="/">
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export default function AdminSetupPage() {
  const [done, setDone] = useState(false);
  const adminExists = useAdminExists();

  if (done) {
    return (
      <>
        <PageTitle title="Setup Complete" />
        <SetupComplete />
      </>
    );
  }
  return (
    <>
      <PageTitle title="Admin Setup" />
      <AuthCard
        className="max-w-lg"
        title="Create the admin account"
        description="Set up the first administrator of this Business Builder installation."
      >
        <Alert variant={adminExists.data?.adminExists ? 'warning' : 'info'} role="note" className="mb-6">
          <Info aria-hidden="true" />
          <AlertTitle>First-time setup</AlertTitle>
          <AlertDescription>
            <p>This endpoint only works when no admin exists.</p>
            {adminExists.data?.adminExists ? (
              <p className="mt-1">
                An admin account already exists.{' '}
                <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                  Sign in instead
                </Link>
                .
              </p>
            ) : null}
          </AlertDescription>
        </Alert>
        <AdminSetupForm
          onCreated={() => {
            setDone(true);
            window.scrollTo({ top: 0 });
          }}
        />
      </AuthCard>
    </>
  );
}
