import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';

/** The Danger Zone's Delete Account: a confirmation asking for the password, then signed out to /. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset({ password: '' });
  };
  const onValid = (values: DeleteAccountRequest) =>
    remove.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Account deleted',
          description: 'Your account and your personal data have been deleted.',
        }),
      onError: (error) => {
        if (isApiError(error) && error.details) applyServerFieldErrors(error.details, ['password'], setError);
        else
          toast({
            variant: 'destructive',
            title: 'Account not deleted',
            description: (isApiError(error) && error.serverMessage) || 'Please try again.',
          });
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This cannot be undone. Your name, email and username are erased for good, any subscription is
            cancelled, and you are signed out everywhere. Enter your password to confirm.
          </DialogDescription>
        </DialogHeader>
        <form id="delete-account-form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <FormField id="delete-account-password" label="Password" error={errors.password?.message}>
            {(control) => (
              <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
            )}
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep my account
          </Button>
          <Button type="submit" form="delete-account-form" variant="destructive" disabled={remove.isPending}>
            {remove.isPending ? <Spinner label="Deleting account" /> : <Trash2 aria-hidden="true" />}
            Delete my account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
