import { adminAccountRequestSchema, type AdminAccountRequest, type User } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldPlus } from 'lucide-react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSetupAdmin } from '../api/setup-admin';
import { PasswordRequirements } from './password-requirements';

const FIELDS: readonly Path<AdminAccountRequest>[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
];

const EMPTY: AdminAccountRequest = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The first-admin form of /admin-setup. */
export function AdminSetupForm({ onCreated }: { onCreated: (user: User) => void }) {
  const setupAdmin = useSetupAdmin();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<AdminAccountRequest>({
    resolver: zodResolver(adminAccountRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  const onValid = (values: AdminAccountRequest) => {
    setupAdmin.mutate(values, {
      onSuccess: ({ user }) => {
        toast({ title: 'Admin Account Created', description: 'You are signed in as the administrator.' });
        onCreated(user);
      },
      onError: (error) => {
        if (!isApiError(error)) {
          toast({
            variant: 'destructive',
            title: 'Setup Error',
            description: 'An error occurred during admin setup',
          });
          return;
        }
        applyServerFieldErrors(error.details, FIELDS, setError);
        toast({
          variant: 'destructive',
          title: 'Setup Failed',
          description: error.serverMessage ?? 'Failed to create admin account',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="admin-first-name" label="First Name" error={errors.firstName?.message}>
          {(c) => <Input {...c} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField id="admin-last-name" label="Last Name" error={errors.lastName?.message}>
          {(c) => <Input {...c} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField
        id="admin-username"
        label="Username"
        hint="3-20 characters: letters, numbers and underscores"
        error={errors.username?.message}
      >
        {(c) => <Input {...c} {...register('username')} autoComplete="username" />}
      </FormField>
      <FormField id="admin-email" label="Email" error={errors.email?.message}>
        {(c) => <Input {...c} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password?.message}>
        {(c) => (
          <PasswordInput
            {...c}
            aria-describedby={[c['aria-describedby'], 'admin-password-requirements']
              .filter(Boolean)
              .join(' ')}
            {...register('password')}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordRequirements id="admin-password-requirements" password={password} />
      <FormField id="admin-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        {(c) => <PasswordInput {...c} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="mt-2 w-full" disabled={setupAdmin.isPending}>
        {setupAdmin.isPending ? (
          <Spinner label="Creating admin account" />
        ) : (
          <ShieldPlus aria-hidden="true" />
        )}
        {setupAdmin.isPending ? 'Creating admin account…' : 'Create Admin Account'}
      </Button>
    </form>
  );
}
