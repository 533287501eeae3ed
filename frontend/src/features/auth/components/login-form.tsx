import { loginRequestSchema, type LoginRequest } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-error-message';
import { useReturnTo } from '@/lib/use-return-to';
import { useLogin } from '../api/login';

/** Email and password; both required. */
export function LoginForm() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = (values: LoginRequest) => {
    login.mutate(values, {
      onSuccess: ({ user }) => {
        toast({ title: 'Welcome back!', description: `Signed in as ${user.firstName || user.username}.` });
        void navigate(returnTo, { replace: true });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Sign in failed',
          description: serverMessageOf(error) ?? 'Invalid email or password',
        });
      },
    });
  };

  const onInvalid = () => {
    toast({
      variant: 'destructive',
      title: 'Missing information',
      description: 'Please enter both email and password',
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-4"
    >
      <FormField id="login-email" label="Email">
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={Boolean(errors.email)}
          />
        )}
      </FormField>
      <FormField id="login-password" label="Password">
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            placeholder="Your password"
            aria-invalid={Boolean(errors.password)}
          />
        )}
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner label="Signing in" /> : <LogIn aria-hidden="true" />}
        {login.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
