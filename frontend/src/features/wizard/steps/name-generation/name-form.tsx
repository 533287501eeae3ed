import {
  FIELD_MAX,
  generateNamesRequestSchema,
  nameLengths,
  nameStyles,
  type NameLength,
  type NameStyle,
} from '@bb/backend/contracts';
import { Sparkles } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { nameLengthLabels, nameStyleHints } from '../../lib/option-labels';
import { useDraftForm } from '../use-draft-form';

export interface NameFormValues {
  keywords: string;
  style: NameStyle | '';
  maxLength: NameLength | '';
}

export interface NameRequest {
  keywords: string;
  style: NameStyle;
  maxLength: NameLength;
}

/** What Generate Names needs: keywords, a style and a length. */
export const nameFormSchema = generateNamesRequestSchema.pick({
  keywords: true,
  style: true,
  maxLength: true,
});

export interface NameFormProps {
  defaultValues: NameFormValues;
  disabled: boolean;
  pending: boolean;
  onValuesChange: (values: NameFormValues) => void;
  onGenerate: (request: NameRequest) => void;
}

function RadioCards<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  columns,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: string; hint: string }>;
  value: T | '';
  onChange: (value: T) => void;
  onBlur: () => void;
  disabled: boolean;
  error?: string;
  columns: string;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={Boolean(error)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border px-3 py-2.5 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === option.value
                ? 'border-primary bg-accent/60'
                : 'hover:border-primary/40 hover:bg-accent/30',
              disabled && 'cursor-not-allowed opacity-60',
              error && value !== option.value && 'border-destructive/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              disabled={disabled}
              className="sr-only"
            />
            <span className="font-medium">{option.label}</span>
            <span className="text-xs text-muted-foreground">{option.hint}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const styleOptions = nameStyles.map((s) => ({ value: s, label: s, hint: nameStyleHints[s] }));
const lengthOptions = nameLengths.map((l) => ({
  value: l,
  label: nameLengthLabels[l].label,
  hint: nameLengthLabels[l].range,
}));

/** Step 3's form: keywords, a name style and a length bucket. */
export function NameForm({ defaultValues, disabled, pending, onValuesChange, onGenerate }: NameFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useDraftForm<NameFormValues, NameRequest>(nameFormSchema, defaultValues, onValuesChange);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onGenerate)(event)}
      className="grid gap-5"
      aria-label="Name preferences"
    >
      <FormField
        id="name-keywords"
        label="Keywords"
        hint="Words about your business, separated by commas"
        error={errors.keywords?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register('keywords')}
            disabled={disabled}
            placeholder="e.g. fresh, local, meals"
            maxLength={FIELD_MAX.nameKeywords}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="style"
        render={({ field }) => (
          <RadioCards
            name="name-style"
            legend="Style"
            options={styleOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            error={errors.style?.message}
            columns="grid-cols-1 sm:grid-cols-2 xl:grid-cols-4"
          />
        )}
      />
      <Controller
        control={control}
        name="maxLength"
        render={({ field }) => (
          <RadioCards
            name="name-length"
            legend="Length"
            options={lengthOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            error={errors.maxLength?.message}
            columns="grid-cols-3"
          />
        )}
      />
      {disabled ? null : (
        <div>
          <Button type="submit" variant="brand" disabled={pending} data-tour="ai-generation">
            {pending ? <Spinner label="Generating names" /> : <Sparkles aria-hidden="true" />}
            {pending ? 'Generating Names…' : 'Generate Names'}
          </Button>
        </div>
      )}
    </form>
  );
}
