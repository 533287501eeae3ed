import { industries, type CreateIdeaRequest } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { industryLabel } from '../lib/format';
import { ideaFormSchema, toIdeaRequest, type IdeaFormOutput, type IdeaFormValues } from '../lib/idea-form';

const FIELDS: readonly Path<IdeaFormValues>[] = [
  'title',
  'description',
  'businessIdea',
  'targetAudience',
  'industry',
  'keyFeatures',
  'potentialRevenue',
  'featuredDate',
];

/** Server details name list entries 'keyFeatures.2'; the form has one box for them all. */
export type IdeaFormApi = UseFormReturn<IdeaFormValues, unknown, IdeaFormOutput>;

export function applyIdeaServerErrors(
  details: Record<string, string> | undefined,
  setError: IdeaFormApi['setError'],
): void {
  if (!details) return;
  const byField: Record<string, string> = {};
  for (const [key, message] of Object.entries(details)) byField[key.replace(/\.\d+$/, '')] ??= message;
  applyServerFieldErrors(byField, FIELDS, setError);
}

/**
 * The idea form of Ideas Management (create and edit). The submit button stays disabled while
 * the title is blank; key features are one per line and blank lines are dropped.
 */
export function IdeaForm({
  idPrefix,
  initialValues,
  submitLabel,
  submitIcon,
  isPending,
  onSubmit,
  secondaryAction,
}: {
  idPrefix: string;
  initialValues: IdeaFormValues;
  submitLabel: string;
  submitIcon: ReactNode;
  isPending: boolean;
  onSubmit: (request: CreateIdeaRequest, form: IdeaFormApi) => void;
  secondaryAction?: ReactNode;
}) {
  const form = useForm<IdeaFormValues, unknown, IdeaFormOutput>({
    resolver: zodResolver(ideaFormSchema),
    defaultValues: initialValues,
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(() => onSubmit(toIdeaRequest(getValues()), form))(event)}
      className="grid gap-4"
    >
      <FormField id={id('title')} label="Title" error={errors.title?.message}>
        {(c) => <Input {...c} {...register('title')} placeholder="e.g. AI meal planner for busy parents" />}
      </FormField>
      <FormField
        id={id('business-idea')}
        label="Business idea"
        hint="A one-line pitch; the title is used when left empty."
        error={errors.businessIdea?.message}
      >
        {(c) => <Input {...c} {...register('businessIdea')} />}
      </FormField>
      <FormField id={id('description')} label="Description" error={errors.description?.message}>
        {(c) => <Textarea {...c} {...register('description')} rows={3} />}
      </FormField>
      <FormField id={id('target-audience')} label="Target audience" error={errors.targetAudience?.message}>
        {(c) => <Textarea {...c} {...register('targetAudience')} rows={2} className="min-h-16" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('industry')} label="Industry" error={errors.industry?.message}>
          {(c) => (
            <Controller
              control={control}
              name="industry"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(v) => field.onChange(v)}>
                  <SelectTrigger {...c} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {industries.map((industry) => (
                      <SelectItem key={industry} value={industry}>
                        {industryLabel(industry)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField
          id={id('featured-date')}
          label="Featured date"
          hint="The New York day it is the idea of the day"
          error={errors.featuredDate?.message}
        >
          {(c) => <Input {...c} {...register('featuredDate')} type="date" />}
        </FormField>
      </div>
      <FormField
        id={id('key-features')}
        label="Key features"
        hint="One feature per line; empty lines are ignored."
        error={errors.keyFeatures?.message}
      >
        {(c) => (
          <Textarea
            {...c}
            {...register('keyFeatures')}
            rows={4}
            placeholder={'Weekly meal plans\nSmart grocery list\nNutrition tracking'}
          />
        )}
      </FormField>
      <FormField
        id={id('potential-revenue')}
        label="Potential revenue"
        error={errors.potentialRevenue?.message}
      >
        {(c) => <Input {...c} {...register('potentialRevenue')} placeholder="e.g. $10K-50K/month" />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" variant="brand" disabled={!title?.trim() || isPending}>
          {isPending ? <Spinner label="Saving idea" /> : submitIcon}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
