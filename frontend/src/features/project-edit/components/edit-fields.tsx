import { fonts } from '@bb/backend/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { EditField, EditValues } from '../lib/edit-values';

export type EditForm = UseFormReturn<EditValues>;

interface FieldProps {
  form: EditForm;
  name: EditField;
  label: string;
  hint?: string;
  placeholder?: string;
  className?: string;
}

const idOf = (name: EditField) => `edit-${name}`;

/** A labelled one-line text field bound to the form. */
export function TextField({ form, name, label, hint, placeholder, className }: FieldProps) {
  return (
    <FormField
      id={idOf(name)}
      label={label}
      hint={hint}
      error={form.formState.errors[name]?.message}
      className={className}
    >
      {(control) => (
        <Input {...control} {...form.register(name)} placeholder={placeholder} autoComplete="off" />
      )}
    </FormField>
  );
}

/** A labelled multi-line text field bound to the form. */
export function TextAreaField({
  form,
  name,
  label,
  hint,
  placeholder,
  className,
  rows = 4,
}: FieldProps & { rows?: number }) {
  return (
    <FormField
      id={idOf(name)}
      label={label}
      hint={hint}
      error={form.formState.errors[name]?.message}
      className={className}
    >
      {(control) => <Textarea {...control} {...form.register(name)} placeholder={placeholder} rows={rows} />}
    </FormField>
  );
}

/** A font name: free text with the wizard's fonts offered as suggestions. */
export function FontField({ form, name, label, hint }: FieldProps) {
  return (
    <FormField id={idOf(name)} label={label} hint={hint} error={form.formState.errors[name]?.message}>
      {(control) => (
        <>
          <Input
            {...control}
            {...form.register(name)}
            list="edit-font-options"
            autoComplete="off"
            placeholder="Inter"
          />
          <datalist id="edit-font-options">
            {fonts.map((f) => (
              <option key={f} value={f} />
            ))}
          </datalist>
        </>
      )}
    </FormField>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A brand colour: the native picker (which shows the colour) and the hex text edit the same value. */
export function ColourField({ form, name, label, hint }: FieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const valid = HEX.test(field.value.trim());
        return (
          <FormField id={idOf(name)} label={label} hint={hint} error={fieldState.error?.message}>
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  // Named by title, not aria-label, so the colour's label finds its hex field alone.
                  title={`${label} picker`}
                  value={valid ? field.value.trim().toLowerCase() : '#ffffff'}
                  onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                  className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed"
                />
                <Input
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                  placeholder="#6366F1"
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono uppercase"
                />
              </div>
            )}
          </FormField>
        );
      }}
    />
  );
}
