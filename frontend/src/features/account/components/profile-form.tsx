import { profileUpdateSchema, type ProfileUpdate, type User } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS: readonly Path<ProfileUpdate>[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'currentPassword',
];

const valuesOf = (user: User): ProfileUpdate => ({
  firstName: user.firstName,
  lastName: user.lastName,
  username: user.username,
  email: user.email,
  currentPassword: '',
});

/**
 * First name, last name, username and email, all required (the shared contract's rules and
 * messages). A new email asks for the current password as well; the server checks it.
 */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });
  useEffect(() => reset(valuesOf(user)), [user, reset]);
  const emailChanges = watch('email') !== user.email;

  const onValid = ({ currentPassword, ...profile }: ProfileUpdate) =>
    update.mutate(emailChanges ? { ...profile, currentPassword } : profile, {
      onSuccess: ({ user: saved }) => {
        reset(valuesOf(saved));
        toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
      },
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error.details, FIELDS, setError);
        toast({
          variant: 'destructive',
          title: 'Update failed',
          description: 'Failed to update profile. Please try again.',
        });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          Profile
        </CardTitle>
        <CardDescription>How you appear in Business Builder and where we reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
              {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
            </FormField>
            <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
              {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
            </FormField>
          </div>
          <FormField
            id="profile-username"
            label="Username"
            hint="3-20 characters: letters, numbers and underscores"
            error={errors.username?.message}
          >
            {(control) => <Input {...control} {...register('username')} autoComplete="username" />}
          </FormField>
          <FormField id="profile-email" label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
          </FormField>
          {emailChanges && (
            <FormField
              id="profile-current-password"
              label="Current Password"
              hint="Needed to change your email"
              error={errors.currentPassword?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('currentPassword')}
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </FormField>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending || !isDirty}>
              {update.isPending ? <Spinner label="Saving" /> : <Save aria-hidden="true" />}
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
