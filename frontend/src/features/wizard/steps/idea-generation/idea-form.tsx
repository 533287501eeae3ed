import {
  FIELD_MAX,
  budgets,
  generateIdeasRequestBaseSchema,
  industries,
  type Budget,
  type GenerateIdeasRequest,
  type Industry,
} from '@bb/backend/contracts';
import { Sparkles } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { budgetLabels, industryLabels } from '../../lib/option-labels';
import { useDraftForm } from '../use-draft-form';

export interface IdeaFormValues {
  interests: string;
  skills: string;
  industry: Industry | '';
  customIndustry: string;
  budget: Budget | '';
}

/** The generate-ideas contract without the seed: interests, skills, industry (other needs its name), budget. */
export const ideaFormSchema = generateIdeasRequestBaseSchema
  .pick({ interests: true, skills: true, industry: true, customIndustry: true, budget: true })
  .refine((v) => v.industry !== 'other' || (v.customIndustry ?? '').trim().length > 0, {
    message: 'Please enter your industry',
    path: ['customIndustry'],
  });

export type IdeaRequest = Omit<GenerateIdeasRequest, 'seed'>;

export interface IdeaFormProps {
  defaultValues: IdeaFormValues;
  disabled: boolean;
  pending: boolean;
  /** Every edit, for the working copy (autosave). */
  onValuesChange: (values: IdeaFormValues) => void;
  onGenerate: (request: IdeaRequest) => void;
}

/** Step 1's form: what the user cares about and can do, the industry and the budget. */
export function IdeaForm({ defaultValues, disabled, pending, onValuesChange, onGenerate }: IdeaFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDraftForm<IdeaFormValues, IdeaRequest>(ideaFormSchema, defaultValues, onValuesChange);
  const industry = watch('industry');

  const submit = (request: IdeaRequest) => {
    const body: IdeaRequest = { ...request };
    if (body.industry !== 'other') delete body.customIndustry;
    onGenerate(body);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-4"
      aria-label="Your profile"
    >
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="idea-interests"
          label="Your interests"
          hint="What are you passionate about?"
          error={errors.interests?.message}
        >
          {(field) => (
            <Textarea
              {...field}
              {...register('interests')}
              rows={3}
              className="min-h-20"
              placeholder="e.g. fitness, sustainable living, cooking, travel"
            />
          )}
        </FormField>
        <FormField
          id="idea-skills"
          label="Your skills"
          hint="What are you good at?"
          error={errors.skills?.message}
        >
          {(field) => (
            <Textarea
              {...field}
              {...register('skills')}
              rows={3}
              className="min-h-20"
              placeholder="e.g. marketing, software development, design, sales"
            />
          )}
        </FormField>
        <FormField id="idea-industry" label="Industry" error={errors.industry?.message}>
          {(field) => (
            <Controller
              control={control}
              name="industry"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
                  <SelectTrigger {...field} ref={ref} onBlur={onBlur}>
                    <SelectValue placeholder="Select an industry" />
                  </SelectTrigger>
                  <SelectContent>
                    {industries.map((id) => (
                      <SelectItem key={id} value={id}>
                        {industryLabels[id]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField id="idea-budget" label="Starting budget" error={errors.budget?.message}>
          {(field) => (
            <Controller
              control={control}
              name="budget"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
                  <SelectTrigger {...field} ref={ref} onBlur={onBlur}>
                    <SelectValue placeholder="Select a budget" />
                  </SelectTrigger>
                  <SelectContent>
                    {budgets.map((id) => (
                      <SelectItem key={id} value={id}>
                        {budgetLabels[id]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        {industry === 'other' ? (
          <FormField
            id="idea-custom-industry"
            label="Your industry"
            error={errors.customIndustry?.message}
            className="sm:col-span-2"
          >
            {(field) => (
              <Input
                {...field}
                {...register('customIndustry')}
                placeholder="e.g. Agriculture, Hospitality"
                maxLength={FIELD_MAX.customIndustry}
              />
            )}
          </FormField>
        ) : null}
      </fieldset>
      {disabled ? null : (
        <div>
          <Button type="submit" variant="brand" disabled={pending} data-tour="ai-generation">
            {pending ? <Spinner label="Generating ideas" /> : <Sparkles aria-hidden="true" />}
            {pending ? 'Generating Ideas…' : 'Generate Ideas'}
          </Button>
        </div>
      )}
    </form>
  );
}
