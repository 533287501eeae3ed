import { Link, Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { FormPageSkeleton } from '@/components/page-skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { authHref } from '@/lib/return-to';
import { useReturnTo } from '@/lib/use-return-to';

export default function RegisterPage() {
  const { user, isLoading } = useSession();
  const returnTo = useReturnTo();
  if (isLoading) return <FormPageSkeleton />;
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <>
      <PageTitle title="Create Account" />
      <AuthCard
        className="max-w-lg"
        title="Create your account"
        description="Start free. Your first business plan is 30 minutes away."
        footer={
          <p>
            Already have an account?{' '}
            <Link
              to={authHref('/login', returnTo)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </p>
        }
      >
        <RegisterForm />
      </AuthCard>
    </>
  );
}
