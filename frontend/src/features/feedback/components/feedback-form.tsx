import {
  feedbackTypes,
  submitFeedbackRequestSchema,
  type FeedbackType,
  type SubmitFeedbackRequest,
} from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send, X } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSubmitFeedback } from '../api/submit-feedback';
import { feedbackTypeMeta } from '../lib/feedback-types';
import { RatingInput } from './rating-input';

type FeedbackFormValues = z.input<typeof submitFeedbackRequestSchema>;

const FIELDS: readonly Path<FeedbackFormValues>[] = ['type', 'title', 'description', 'rating', 'page'];

export const FEEDBACK_SUBMITTED = {
  title: 'Feedback Submitted',
  description: "Thank you for your feedback! We'll review it and get back to you.",
} as const;
export const FEEDBACK_FAILED = {
  title: 'Submission Failed',
  description: 'Unable to submit feedback. Please try again.',
} as const;

/**
 * The feedback form: type (default general), title, description, an
 * optional 1-5 rating and the page, prefilled from the location.
 */
export function FeedbackForm({
  type = 'general',
  page = '',
  onSubmitted,
  onCancel,
}: {
  type?: FeedbackType;
  page?: string;
  onSubmitted: () => void;
  onCancel: () => void;
}) {
  const submit = useSubmitFeedback();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<FeedbackFormValues, unknown, SubmitFeedbackRequest>({
    resolver: zodResolver(submitFeedbackRequestSchema),
    defaultValues: { type, title: '', description: '', rating: null, page },
  });

  // a type card clicked while the form is open switches the type and keeps what was typed
  useEffect(() => {
    setValue('type', type);
  }, [type, setValue]);
  useEffect(() => {
    setFocus('title');
  }, [setFocus]);

  const onValid = (body: SubmitFeedbackRequest) => {
    submit.mutate(
      { ...body, page: body.page ? body.page : null },
      {
        onSuccess: () => {
          toast(FEEDBACK_SUBMITTED);
          onSubmitted();
        },
        onError: (error) => {
          if (isApiError(error)) applyServerFieldErrors(error.details, FIELDS, setError);
          toast({ variant: 'destructive', ...FEEDBACK_FAILED });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="feedback-type" label="Feedback Type" error={errors.type?.message}>
          {(c) => (
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select value={field.value ?? 'general'} onValueChange={(v) => field.onChange(v)}>
                  <SelectTrigger {...c} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {feedbackTypes.map((t) => (
                      <SelectItem key={t} value={t}>
                        {feedbackTypeMeta(t).label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField
          id="feedback-page"
          label="Page (optional)"
          hint="Where in the app this is about"
          error={errors.page?.message ?? undefined}
        >
          {(c) => <Input {...c} {...register('page')} placeholder="/wizard" />}
        </FormField>
      </div>
      <FormField id="feedback-title" label="Title" error={errors.title?.message}>
        {(c) => <Input {...c} {...register('title')} placeholder="A short summary" />}
      </FormField>
      <FormField
        id="feedback-description"
        label="Description"
        hint="At least 10 characters. The more detail, the better we can help."
        error={errors.description?.message}
      >
        {(c) => (
          <Textarea
            {...c}
            {...register('description')}
            rows={5}
            placeholder="Tell us what happened, what you expected, or what you would like to see…"
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingInput id="feedback-rating" value={field.value} onChange={field.onChange} />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={submit.isPending}>
          <X aria-hidden="true" />
          Cancel
        </Button>
        <Button type="submit" variant="brand" disabled={submit.isPending}>
          {submit.isPending ? <Spinner label="Submitting feedback" /> : <Send aria-hidden="true" />}
          {submit.isPending ? 'Submitting…' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}
