import {
  FIELD_MAX,
  fonts,
  styleGuideDefaults,
  type GenerateStyleGuideResponse,
  type StepData,
} from '@bb/backend/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { type GenerateStyleGuideResult, useGenerateStyleGuide } from '@/features/generation';
import { OverwriteDialog } from '../components/overwrite-dialog';
import { TagListEditor } from '../components/tag-list-editor';
import { applyMerge, planMerge, provenanceFor } from '../lib/generated-merge';
import { showGenerationError } from '../lib/generation-error';
import { industryLabel } from '../lib/option-labels';
import { mergeTags } from '../lib/tag-list';
import type { StepProps } from '../step-props';
import { BrandPreview } from './style-guide/brand-preview';
import { ColorField } from './style-guide/color-field';

type StyleGuide = NonNullable<StepData['styleGuide']>;
type ColourField = 'primaryColor' | 'secondaryColor' | 'accentColor' | 'neutralColor';

const colourFields: ReadonlyArray<{
  field: ColourField;
  key: 'primary' | 'secondary' | 'accent' | 'neutral';
  label: string;
  hint: string;
}> = [
  { field: 'primaryColor', key: 'primary', label: 'Primary', hint: 'Buttons, links, the logo' },
  { field: 'secondaryColor', key: 'secondary', label: 'Secondary', hint: 'Highlights and gradients' },
  { field: 'accentColor', key: 'accent', label: 'Accent', hint: 'Badges and small details' },
  { field: 'neutralColor', key: 'neutral', label: 'Neutral', hint: 'Body text and borders' },
];

const labels: Record<string, string> = {
  primaryColor: 'Primary colour',
  secondaryColor: 'Secondary colour',
  accentColor: 'Accent colour',
  neutralColor: 'Neutral colour',
  fontPrimary: 'Heading font',
  fontSecondary: 'Body font',
};

/** The style guide as shown: saved values, else the defaults (#6366F1, #8B5CF6, #06B6D4, #64748B, Inter). */
export function withDefaults(value: StyleGuide | undefined) {
  return {
    primaryColor: value?.primaryColor ?? value?.colors?.primary ?? styleGuideDefaults.primaryColor,
    secondaryColor: value?.secondaryColor ?? value?.colors?.secondary ?? styleGuideDefaults.secondaryColor,
    accentColor: value?.accentColor ?? value?.colors?.accent ?? styleGuideDefaults.accentColor,
    neutralColor: value?.neutralColor ?? value?.colors?.neutral ?? styleGuideDefaults.neutralColor,
    fontPrimary: value?.fontPrimary || styleGuideDefaults.fontPrimary,
    fontSecondary: value?.fontSecondary || styleGuideDefaults.fontSecondary,
    brandPersonality: value?.brandPersonality ?? [],
    designPrinciples: value?.designPrinciples ?? [],
  };
}

/** The step object with the colours also under `colors`, so both readings of the spec agree. */
function complete(next: ReturnType<typeof withDefaults>): StyleGuide {
  return {
    ...next,
    colors: {
      primary: next.primaryColor,
      secondary: next.secondaryColor,
      accent: next.accentColor,
      neutral: next.neutralColor,
    },
  };
}

/** The generated values under the step's own field names. */
function generatedFields(answer: GenerateStyleGuideResponse): Record<string, unknown> {
  return {
    primaryColor: answer.colors.primary,
    secondaryColor: answer.colors.secondary,
    accentColor: answer.colors.accent,
    neutralColor: answer.colors.neutral,
    fontPrimary: answer.fontPrimary,
    fontSecondary: answer.fontSecondary,
  };
}

/** A default value is not the user's own choice: a generation may replace it without asking. */
function withoutDefaults(shown: ReturnType<typeof withDefaults>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...shown };
  for (const [field, fallback] of Object.entries(styleGuideDefaults)) {
    if (out[field] === fallback) out[field] = '';
  }
  return out;
}

/**
 * Step 4, Style Guide: four colours (picker, hex and a contrast swatch), heading and body fonts
 * with a live preview, brand personality traits and design principles; Generate Style Guide
 * fills them from the chosen name and idea. Next needs a primary and a secondary colour.
 */
export default function StyleGuideStep({
  value,
  stepData,
  onChange,
  readOnly,
  fieldSources,
  projectTitle,
}: StepProps<'styleGuide'>) {
  const generate = useGenerateStyleGuide();
  const shown = withDefaults(value);
  const latest = useRef(shown);
  latest.current = shown;
  const [pending, setPending] = useState<{
    answer: GenerateStyleGuideResult;
    fill: string[];
    conflicts: string[];
  } | null>(null);
  const name = stepData.nameGeneration?.selectedName?.name ?? '';
  const idea = stepData.ideaGeneration?.selectedIdea;

  // The defaults are the style guide until the user changes it: write them, so the step holds.
  useEffect(() => {
    if (!readOnly && !(value?.primaryColor ?? value?.colors?.primary))
      onChange(complete(withDefaults(value)));
    // Once, when the step opens.
  }, []);

  const update = (patch: Partial<ReturnType<typeof withDefaults>>, provenance?: unknown) =>
    onChange(complete({ ...latest.current, ...patch }), provenance);

  /** Lands `fields` of the answer; `replaced` are the user's own fields they chose to replace. */
  const land = (answer: GenerateStyleGuideResult, fields: string[], replaced: string[] = []) => {
    const base = applyMerge(latest.current, generatedFields(answer), fields);
    const traits = mergeTags(latest.current.brandPersonality, answer.brandPersonality);
    const principles = mergeTags(latest.current.designPrinciples, answer.designPrinciples);
    const changedLists = [
      ...(traits.length !== latest.current.brandPersonality.length ? ['brandPersonality'] : []),
      ...(principles.length !== latest.current.designPrinciples.length ? ['designPrinciples'] : []),
    ];
    const colourChanged = fields.some((f) => f.endsWith('Color'));
    const sourced = [...fields, ...changedLists, ...(colourChanged ? ['colors'] : [])];
    onChange(
      complete({ ...base, brandPersonality: traits, designPrinciples: principles }),
      provenanceFor(sourced, answer.provenance),
      replaced.some((f) => f.endsWith('Color')) ? [...replaced, 'colors'] : replaced,
    );
  };

  const onGenerate = () => {
    if (!name) return;
    generate.mutate(
      {
        businessName: name,
        businessIdea: idea ? `${idea.businessIdea}. ${idea.description}`.slice(0, 2000) : undefined,
        industry: industryLabel(idea?.industry),
        targetAudience: idea?.targetAudience ?? '',
        brandPersonality: latest.current.brandPersonality,
      },
      {
        onSuccess: (answer) => {
          const plan = planMerge(
            Object.keys(labels),
            withoutDefaults(latest.current),
            generatedFields(answer),
            fieldSources,
          );
          if (plan.conflicts.length > 0) setPending({ answer, ...plan });
          else land(answer, plan.fill);
        },
        onError: (error) => showGenerationError(error, 'Failed to generate style guide'),
      },
    );
  };

  return (
    <div className="space-y-8">
      {readOnly ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            variant="brand"
            onClick={onGenerate}
            disabled={!name || generate.isPending}
            data-tour="ai-generation"
            // Shows 'Generate', named 'Generate Style Guide': the step's title is then on the page once
            // as text (its heading), so getByText('Style Guide') is not ambiguous.
            aria-label={generate.isPending ? undefined : 'Generate Style Guide'}
          >
            {generate.isPending ? <Spinner label="Generating" /> : <Sparkles aria-hidden="true" />}
            {generate.isPending ? 'Generating…' : 'Generate'}
          </Button>
          <p className="text-sm text-muted-foreground">
            {name
              ? `Colours, fonts, traits and principles for ${name}. Your own choices are kept unless you agree to replace them.`
              : 'Select a business name in step 3 to generate colours, fonts and principles.'}
          </p>
        </div>
      )}

      <section aria-labelledby="colours-heading" className="space-y-3">
        <h3 id="colours-heading" className="font-semibold">
          Colours
        </h3>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {colourFields.map(({ field, label, hint }) => (
            <ColorField
              key={field}
              id={`style-${field}`}
              label={label}
              hint={hint}
              value={shown[field]}
              disabled={readOnly}
              onChange={(hex) => update({ [field]: hex })}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="fonts-heading" className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <h3 id="fonts-heading" className="font-semibold">
            Typography
          </h3>
          {(['fontPrimary', 'fontSecondary'] as const).map((field) => (
            <FormField
              key={field}
              id={`style-${field}`}
              label={labels[field]}
              hint={
                field === 'fontPrimary' ? 'For headings and the logo' : 'For paragraphs and interface text'
              }
            >
              {(control) => (
                <Select
                  value={shown[field]}
                  onValueChange={(font) => update({ [field]: font })}
                  disabled={readOnly}
                >
                  <SelectTrigger {...control}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {fonts.map((font) => (
                      <SelectItem key={font} value={font}>
                        <span style={{ fontFamily: `"${font}", ui-sans-serif, system-ui, sans-serif` }}>
                          {font}
                        </span>
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          ))}
        </div>
        <BrandPreview
          name={name || projectTitle}
          tagline={idea?.description || 'Your brand, in your colours and your fonts.'}
          primary={shown.primaryColor}
          secondary={shown.secondaryColor}
          accent={shown.accentColor}
          neutral={shown.neutralColor}
          fontPrimary={shown.fontPrimary}
          fontSecondary={shown.fontSecondary}
          traits={shown.brandPersonality}
        />
      </section>

      <section className="grid gap-6 lg:grid-cols-2">
        <TagListEditor
          id="style-traits"
          label="Brand personality"
          hint="Words that describe how your brand feels, e.g. friendly, bold, trustworthy"
          placeholder="Add a trait"
          itemName="trait"
          items={shown.brandPersonality}
          onChange={(brandPersonality) => update({ brandPersonality })}
          disabled={readOnly}
        />
        <TagListEditor
          id="style-principles"
          label="Design principles"
          hint="Rules your designs follow, e.g. Clarity over decoration"
          placeholder="Add a principle"
          itemName="principle"
          items={shown.designPrinciples}
          onChange={(designPrinciples) => update({ designPrinciples })}
          disabled={readOnly}
          variant="list"
          maxLength={FIELD_MAX.listItem}
        />
      </section>

      <OverwriteDialog
        fields={pending ? pending.conflicts.map((f) => labels[f] ?? f) : null}
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
