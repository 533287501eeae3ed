import {
  aiProviderLabels,
  imageModels,
  modelProviders,
  textModels,
  updatePreferencesRequestSchema,
  type ApiKeySummary,
  type UserPreferences,
} from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info, Save } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useUpdatePreferences } from '../api/update-preferences';
import { IMAGE_MODEL_LABELS, TEXT_MODEL_LABELS } from '../lib/labels';

/** AI Model Preferences: use my own keys, preferred text model, preferred image model. */
export function PreferencesForm({
  preferences,
  keys,
}: {
  preferences: UserPreferences;
  keys: readonly ApiKeySummary[] | undefined;
}) {
  const update = useUpdatePreferences();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, errors },
  } = useForm<UserPreferences>({
    resolver: zodResolver(updatePreferencesRequestSchema),
    defaultValues: preferences,
  });
  useEffect(() => reset(preferences), [preferences, reset]);

  const [useOwn, textModel, imageModel] = useWatch({
    control,
    name: ['useOwnApiKeys', 'preferredTextModel', 'preferredImageModel'],
  });
  const missing = useOwn
    ? [...new Set([modelProviders[textModel], modelProviders[imageModel]])].filter(
        (provider) => !keys?.some((k) => k.provider === provider),
      )
    : [];

  const onValid = (values: UserPreferences) => {
    update.mutate(values, {
      onSuccess: () =>
        toast({ title: 'Preferences Updated', description: 'Your AI model preferences have been saved.' }),
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to update preferences' }),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-5">
      <div className="flex items-start justify-between gap-4 rounded-lg border bg-surface p-4">
        <div>
          <Label htmlFor="use-own-keys">Use my own API keys</Label>
          <p id="use-own-keys-hint" className="mt-1 text-sm text-muted-foreground">
            Generation runs on your provider account when you have a key for the chosen model.
          </p>
        </div>
        <Controller
          control={control}
          name="useOwnApiKeys"
          render={({ field }) => (
            <Switch
              id="use-own-keys"
              aria-describedby="use-own-keys-hint"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="preferred-text-model"
          label="Preferred text model"
          error={errors.preferredTextModel?.message}
        >
          {(c) => (
            <Controller
              control={control}
              name="preferredTextModel"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(v) => field.onChange(v)}>
                  <SelectTrigger {...c} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {textModels.map((model) => (
                      <SelectItem key={model} value={model}>
                        {TEXT_MODEL_LABELS[model]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField
          id="preferred-image-model"
          label="Preferred image model"
          error={errors.preferredImageModel?.message}
        >
          {(c) => (
            <Controller
              control={control}
              name="preferredImageModel"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(v) => field.onChange(v)}>
                  <SelectTrigger {...c} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {imageModels.map((model) => (
                      <SelectItem key={model} value={model}>
                        {IMAGE_MODEL_LABELS[model]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
      {missing.length > 0 ? (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription>
            Add {missing.map((p) => `${p === 'google' ? 'a' : 'an'} ${aiProviderLabels[p]}`).join(' and ')}{' '}
            key to use the chosen models with your own keys; until then the platform&apos;s keys are used.
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? <Spinner label="Saving preferences" /> : <Save aria-hidden="true" />}
          {update.isPending ? 'Saving…' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
