import { registerRequestSchema, type RegisterRequest } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useReturnTo } from '@/lib/use-return-to';
import { useRegister } from '../api/register';

const FIELDS: readonly Path<RegisterRequest>[] = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
];

const EMPTY: RegisterRequest = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

/** Sign-up form; the rules and messages are the shared contract's. */
export function RegisterForm() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onValid = (values: RegisterRequest) => {
    registration.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Account created successfully!', description: 'Welcome to Business Builder.' });
        void navigate(returnTo, { replace: true });
      },
      onError: (error) => {
        const message = isApiError(error) ? error.serverMessage : undefined;
        const details = isApiError(error) ? error.details : undefined;
        if (details || (message && /validation/i.test(message))) {
          applyServerFieldErrors(details, FIELDS, setError);
        }
        toast({
          variant: 'destructive',
          title: 'Unable to create account',
          description: message ?? 'Something went wrong. Please check your information and try again.',
        });
      },
    });
  };

  const onInvalid = () => {
    toast({
      variant: 'destructive',
      title: 'Please check your information',
      description: 'Some fields need your attention.',
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField id="register-last-name" label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField
        id="register-username"
        label="Username"
        hint="3-20 characters: letters, numbers and underscores"
        error={errors.username?.message}
      >
        {(control) => <Input {...control} {...register('username')} autoComplete="username" />}
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number"
        error={errors.password?.message}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="register-confirm-password"
        label="Confirm Password"
        error={errors.confirmPassword?.message}
      >
        {(control) => (
          <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <Button
        type="submit"
        variant="brand"
        size="lg"
        className="mt-2 w-full"
        disabled={registration.isPending}
      >
        {registration.isPending ? <Spinner label="Creating account" /> : <UserPlus aria-hidden="true" />}
        {registration.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
