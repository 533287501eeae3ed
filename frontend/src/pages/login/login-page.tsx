import { Link, Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { FormPageSkeleton } from '@/components/page-skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { authHref } from '@/lib/return-to';
import { useReturnTo } from '@/lib/use-return-to';

export default function LoginPage() {
  const { user, isLoading } = useSession();
  const returnTo = useReturnTo();
  if (isLoading) return <FormPageSkeleton />;
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <>
      <PageTitle title="Sign In" />
      <AuthCard
        title="Welcome back"
        description="Sign in to continue building your business."
        footer={
          <p>
            Don&apos;t have an account?{' '}
            <Link
              to={authHref('/register', returnTo)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Create one
            </Link>
          </p>
        }
      >
        <LoginForm />
      </AuthCard>
    </>
  );
}
