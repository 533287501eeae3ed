import {
  addApiKeyRequestSchema,
  aiProviderLabels,
  aiProviders,
  type AddApiKeyRequest,
} from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAddApiKey } from '../api/add-api-key';

type AddKeyValues = z.input<typeof addApiKeyRequestSchema>;
const FIELDS: readonly Path<AddKeyValues>[] = ['provider', 'apiKey', 'keyName'];
const EMPTY: AddKeyValues = { provider: 'openai', apiKey: '', keyName: '' };

/** The form inside the Add API Key modal. */
function AddApiKeyForm({ onDone }: { onDone: () => void }) {
  const add = useAddApiKey();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddKeyValues, unknown, AddApiKeyRequest>({
    resolver: zodResolver(addApiKeyRequestSchema),
    defaultValues: EMPTY,
  });

  const onValid = (body: AddApiKeyRequest) => {
    add.mutate(
      { ...body, keyName: body.keyName ? body.keyName : null },
      {
        onSuccess: () => {
          toast({
            title: 'API Key Added',
            description: 'Your API key has been securely stored and encrypted.',
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error)) applyServerFieldErrors(error.details, FIELDS, setError);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: (isApiError(error) && error.serverMessage) || 'Failed to add API key',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
      <FormField id="api-key-provider" label="Provider" error={errors.provider?.message}>
        {(c) => (
          <Controller
            control={control}
            name="provider"
            render={({ field }) => (
              <Select value={field.value ?? 'openai'} onValueChange={(v) => field.onChange(v)}>
                <SelectTrigger {...c} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {aiProviders.map((p) => (
                    <SelectItem key={p} value={p}>
                      {aiProviderLabels[p]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField
        id="api-key-value"
        label="API Key"
        hint="Stored encrypted; it is never shown again after you save it."
        error={errors.apiKey?.message}
      >
        {(c) => (
          <PasswordInput
            {...c}
            {...register('apiKey')}
            secretName="API key"
            autoComplete="off"
            spellCheck={false}
            placeholder="sk-…"
          />
        )}
      </FormField>
      <FormField id="api-key-name" label="Name (optional)" error={errors.keyName?.message ?? undefined}>
        {(c) => (
          <Input {...c} {...register('keyName')} placeholder="e.g. Personal OpenAI key" autoComplete="off" />
        )}
      </FormField>
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={add.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="brand" disabled={add.isPending}>
          {add.isPending ? <Spinner label="Adding key" /> : <Lock aria-hidden="true" />}
          {add.isPending ? 'Adding…' : 'Add Key'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The Add API Key button and modal; the form starts empty each time it opens. */
export function AddApiKeyDialog({ triggerLabel = 'Add API Key' }: { triggerLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="brand">
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add API Key</DialogTitle>
          <DialogDescription>
            Keys are encrypted with AES-256 before they are stored and used only for your own generations.
          </DialogDescription>
        </DialogHeader>
        {open ? <AddApiKeyForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
