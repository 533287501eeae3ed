import { FIELD_MAX, type GenerationProvenance, type StepData } from '@bb/backend/contracts';
import { Lightbulb, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { type GenerateBusinessDefinitionResult, useGenerateBusinessDefinition } from '@/features/generation';
import { OverwriteDialog } from '../components/overwrite-dialog';
import { applyMerge, planMerge, provenanceFor } from '../lib/generated-merge';
import { showGenerationError } from '../lib/generation-error';
import { industryLabel } from '../lib/option-labels';
import type { StepProps } from '../step-props';

type Definition = NonNullable<StepData['businessDefinition']>;
type DefinitionField = keyof Definition;

export const definitionFields: ReadonlyArray<{
  field: DefinitionField;
  label: string;
  hint: string;
  placeholder: string;
}> = [
  {
    field: 'missionStatement',
    label: 'Mission Statement',
    hint: 'Why your business exists and whom it serves.',
    placeholder: 'We help … to … so that …',
  },
  {
    field: 'valueProposition',
    label: 'Value Proposition',
    hint: 'What customers get from you that they cannot easily get elsewhere.',
    placeholder: 'Unlike …, we …',
  },
  {
    field: 'businessModel',
    label: 'Business Model',
    hint: 'How the business makes money: who pays, for what and how often.',
    placeholder: 'Subscriptions, one-off sales, commissions, …',
  },
  {
    field: 'competitiveAdvantage',
    label: 'Competitive Advantage',
    hint: 'Why you will win against the alternatives, and why it is hard to copy.',
    placeholder: 'Our edge is …',
  },
];

const fieldNames = definitionFields.map((f) => f.field);
const labelOf = (field: string) => definitionFields.find((f) => f.field === field)?.label ?? field;

/**
 * Step 2, Business Definition: four fields, written by hand or generated from the selected idea.
 * A generation fills the empty fields (and those it wrote before) and asks before it replaces
 * text the user wrote.
 */
export default function BusinessDefinitionStep({
  value,
  stepData,
  onChange,
  readOnly,
  fieldSources,
}: StepProps<'businessDefinition'>) {
  const generate = useGenerateBusinessDefinition();
  const current: Definition = value ?? {};
  const latest = useRef(current);
  latest.current = current;
  const [pending, setPending] = useState<{
    answer: GenerateBusinessDefinitionResult;
    fill: string[];
    conflicts: string[];
  } | null>(null);
  const idea = stepData.ideaGeneration?.selectedIdea ?? null;

  /** Lands `fields` of the answer; `replaced` are the user's own fields they chose to replace. */
  const land = (answer: GenerateBusinessDefinitionResult, fields: string[], replaced: string[] = []) => {
    if (fields.length === 0) return;
    const provenance: GenerationProvenance | undefined = answer.provenance;
    onChange(applyMerge(latest.current, answer, fields), provenanceFor(fields, provenance), replaced);
  };

  const onGenerate = () => {
    if (!idea) return;
    generate.mutate(
      {
        businessIdea: idea.businessIdea,
        targetAudience: idea.targetAudience,
        industry: industryLabel(idea.industry),
        description: idea.description,
        keyFeatures: idea.keyFeatures,
      },
      {
        onSuccess: (answer) => {
          const plan = planMerge(fieldNames, latest.current, answer, fieldSources);
          if (plan.conflicts.length > 0) setPending({ answer, ...plan });
          else land(answer, plan.fill);
        },
        onError: (error) => showGenerationError(error, 'Failed to generate business definition'),
      },
    );
  };

  const anyFilled = fieldNames.some((f) => (current[f] ?? '').trim().length > 0);

  return (
    <div className="space-y-6">
      {idea ? (
        <div className="flex gap-3 rounded-lg border bg-surface p-4">
          <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 text-sm">
            <p className="text-xs font-medium text-muted-foreground">Your idea</p>
            <p className="font-semibold">{idea.businessIdea}</p>
            {idea.targetAudience ? (
              <p className="mt-0.5 text-muted-foreground">For {idea.targetAudience}</p>
            ) : null}
          </div>
        </div>
      ) : null}

      {readOnly ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            variant="brand"
            onClick={onGenerate}
            disabled={!idea || generate.isPending}
            data-tour="ai-generation"
            // Shows 'Generate', named 'Generate Business Definition': the step's title is then on the page once
            // as text (its heading), so getByText('Business Definition') is not ambiguous.
            aria-label={generate.isPending ? undefined : 'Generate Business Definition'}
          >
            {generate.isPending ? <Spinner label="Generating" /> : <Sparkles aria-hidden="true" />}
            {generate.isPending ? 'Generating…' : 'Generate'}
          </Button>
          <p className="text-sm text-muted-foreground">
            {idea
              ? anyFilled
                ? 'Fills the empty fields; asks before replacing text you wrote.'
                : 'Drafts all four fields from your idea. Edit them to make them yours.'
              : 'Select a business idea in step 1 to generate a definition.'}
          </p>
        </div>
      )}

      <div className="grid gap-5 md:grid-cols-2">
        {definitionFields.map(({ field, label, hint, placeholder }) => {
          const text = current[field] ?? '';
          const generated = fieldSources?.[field]?.source === 'generator';
          return (
            <FormField
              key={field}
              id={`definition-${field}`}
              label={
                <span className="flex items-center gap-2">
                  {label}
                  {generated && text ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium text-accent-foreground">
                      <Sparkles className="size-3" aria-hidden="true" />
                      Generated
                    </span>
                  ) : null}
                </span>
              }
              hint={hint}
            >
              {(control) => (
                <Textarea
                  {...control}
                  value={text}
                  onChange={(event) => onChange({ ...latest.current, [field]: event.target.value })}
                  placeholder={placeholder}
                  rows={5}
                  maxLength={FIELD_MAX.longText}
                  disabled={readOnly}
                  className="field-sizing-content min-h-32 max-h-96"
                />
              )}
            </FormField>
          );
        })}
      </div>

      <OverwriteDialog
        fields={pending ? pending.conflicts.map(labelOf) : null}
        onCancel={() => setPending(null)}
        onKeep={() => {
          if (pending) land(pending.answer, pending.fill);
          setPending(null);
        }}
        onReplace={() => {
          if (pending) land(pending.answer, [...pending.fill, ...pending.conflicts], pending.conflicts);
          setPending(null);
        }}
      />
    </div>
  );
}
