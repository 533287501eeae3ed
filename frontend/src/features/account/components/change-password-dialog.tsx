import { changePasswordRequestSchema } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
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
import { useChangePassword, type ChangePasswordBody } from '../api/change-password';

const FIELDS: readonly Path<ChangePasswordBody>[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: the current one is required; other sessions are signed out. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset(EMPTY);
  };
  const onValid = (values: ChangePasswordBody) =>
    change.mutate(values, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
      },
      onError: (error) => {
        const unmatched = isApiError(error) ? applyServerFieldErrors(error.details, FIELDS, setError) : {};
        if (!isApiError(error) || !error.details || Object.keys(unmatched).length > 0) {
          toast({
            variant: 'destructive',
            title: 'Password not changed',
            description: (isApiError(error) && error.serverMessage) || 'Please try again.',
          });
        }
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change your password</DialogTitle>
          <DialogDescription>Other devices where you are signed in will be signed out.</DialogDescription>
        </DialogHeader>
        <form
          id="change-password-form"
          noValidate
          onSubmit={(event) => void handleSubmit(onValid)(event)}
          className="grid gap-4"
        >
          <FormField id="current-password" label="Current Password" error={errors.currentPassword?.message}>
            {(control) => (
              <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />
            )}
          </FormField>
          <FormField
            id="new-password"
            label="New Password"
            hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number"
            error={errors.newPassword?.message}
          >
            {(control) => (
              <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <FormField
            id="confirm-new-password"
            label="Confirm New Password"
            error={errors.confirmPassword?.message}
          >
            {(control) => (
              <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
            )}
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="change-password-form" disabled={change.isPending}>
            {change.isPending ? <Spinner label="Changing password" /> : null}
            Change Password
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
