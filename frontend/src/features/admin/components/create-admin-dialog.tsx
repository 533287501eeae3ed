import { adminAccountRequestSchema, type AdminAccountRequest } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateAdminAccount } from '../api/create-admin-account';

const FIELDS: readonly Path<AdminAccountRequest>[] = [
  'username',
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
];

const EMPTY: AdminAccountRequest = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

/** The admin account form: the same rules and messages as /admin-setup. */
export function CreateAdminForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminAccountRequest>({
    resolver: zodResolver(adminAccountRequestSchema),
    defaultValues: EMPTY,
  });

  const onValid = (values: AdminAccountRequest) => {
    create.mutate(values, {
      onSuccess: (user) => {
        toast({
          title: 'Admin account created',
          description: `${user.firstName} ${user.lastName} can now sign in as an admin.`,
        });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error.details, FIELDS, setError);
        toast({
          variant: 'destructive',
          title: 'Failed to create admin account',
          description: (isApiError(error) && error.serverMessage) || 'Please try again.',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-admin-first-name" label="First Name" error={errors.firstName?.message}>
          {(c) => <Input {...c} {...register('firstName')} autoComplete="off" />}
        </FormField>
        <FormField id="new-admin-last-name" label="Last Name" error={errors.lastName?.message}>
          {(c) => <Input {...c} {...register('lastName')} autoComplete="off" />}
        </FormField>
      </div>
      <FormField
        id="new-admin-username"
        label="Username"
        hint="3-20 characters: letters, numbers and underscores"
        error={errors.username?.message}
      >
        {(c) => <Input {...c} {...register('username')} autoComplete="off" />}
      </FormField>
      <FormField id="new-admin-email" label="Email" error={errors.email?.message}>
        {(c) => <Input {...c} {...register('email')} type="email" autoComplete="off" />}
      </FormField>
      <FormField
        id="new-admin-password"
        label="Password"
        hint="At least 12 characters with lowercase, uppercase, a number and one of @$!%*?&"
        error={errors.password?.message}
      >
        {(c) => <PasswordInput {...c} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="new-admin-confirm-password"
        label="Confirm Password"
        error={errors.confirmPassword?.message}
      >
        {(c) => <PasswordInput {...c} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={create.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="brand" disabled={create.isPending}>
          {create.isPending ? <Spinner label="Creating admin" /> : <ShieldPlus aria-hidden="true" />}
          {create.isPending ? 'Creating…' : 'Create Admin'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The 'Create Admin' button and its dialog; the form starts empty each time. */
export function CreateAdminDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ShieldPlus aria-hidden="true" />
          Create Admin
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Create an admin account</DialogTitle>
          <DialogDescription>The new admin can sign in right away with these details.</DialogDescription>
        </DialogHeader>
        {open ? <CreateAdminForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
