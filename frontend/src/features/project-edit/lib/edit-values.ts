import {
  businessDefinitionSchema,
  businessIdeaSchema,
  nameGenerationSchema,
  styleGuideSchema,
  type StepData,
} from '@bb/backend/contracts';
import { z } from 'zod';

/**
 * The editable content of a project on the edit page: the first four
 * steps, flattened to one form. The rules are the stepData contract's (lengths, #RRGGBB colours),
 * with every field a string so that react-hook-form compares them for 'Unsaved changes'.
 */
const max = (n: number) => z.string().max(n, `Must be at most ${n.toLocaleString('en-US')} characters`);
/** The contract's own length limit of a text field, with a message a person reads. */
const sameAs = (field: z.ZodString | z.ZodOptional<z.ZodString>) =>
  max((field instanceof z.ZodOptional ? field.unwrap() : field).maxLength ?? 5000);
const hexOrEmpty = z
  .string()
  .trim()
  .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), 'Must be a colour like #6366F1');

const idea = businessIdeaSchema.shape;
const definition = businessDefinitionSchema.shape;
const style = styleGuideSchema.shape;
const chosenName = nameGenerationSchema.shape.selectedName.unwrap().unwrap().shape;

export const editValuesSchema = z.object({
  businessIdea: sameAs(idea.businessIdea),
  description: sameAs(idea.description),
  targetAudience: sameAs(idea.targetAudience),
  potentialRevenue: sameAs(idea.potentialRevenue),
  missionStatement: sameAs(definition.missionStatement),
  valueProposition: sameAs(definition.valueProposition),
  businessModel: sameAs(definition.businessModel),
  competitiveAdvantage: sameAs(definition.competitiveAdvantage),
  name: sameAs(chosenName.name),
  nameDescription: sameAs(chosenName.description),
  domain: sameAs(chosenName.domain),
  primaryColor: hexOrEmpty,
  secondaryColor: hexOrEmpty,
  fontPrimary: sameAs(style.fontPrimary),
  fontSecondary: sameAs(style.fontSecondary),
});
export type EditValues = z.infer<typeof editValuesSchema>;
export type EditField = keyof EditValues;

export const editFields = Object.keys(editValuesSchema.shape) as EditField[];

/** The four editable steps and their fields, in tab order. */
export const fieldsOfStep = {
  ideaGeneration: ['businessIdea', 'description', 'targetAudience', 'potentialRevenue'],
  businessDefinition: ['missionStatement', 'valueProposition', 'businessModel', 'competitiveAdvantage'],
  nameGeneration: ['name', 'nameDescription', 'domain'],
  styleGuide: ['primaryColor', 'secondaryColor', 'fontPrimary', 'fontSecondary'],
} as const satisfies Record<string, readonly EditField[]>;
export type EditableStep = keyof typeof fieldsOfStep;

/** What the form starts from: the project's stepData (both colour spellings read, the plain one first). */
export function editValuesOf(data: StepData): EditValues {
  const selected = data.ideaGeneration?.selectedIdea;
  const definitionData = data.businessDefinition;
  const chosen = data.nameGeneration?.selectedName;
  const style = data.styleGuide;
  return {
    businessIdea: selected?.businessIdea ?? '',
    description: selected?.description ?? '',
    targetAudience: selected?.targetAudience ?? '',
    potentialRevenue: selected?.potentialRevenue ?? '',
    missionStatement: definitionData?.missionStatement ?? '',
    valueProposition: definitionData?.valueProposition ?? '',
    businessModel: definitionData?.businessModel ?? '',
    competitiveAdvantage: definitionData?.competitiveAdvantage ?? '',
    name: chosen?.name ?? '',
    nameDescription: chosen?.description ?? '',
    domain: chosen?.domain ?? '',
    primaryColor: style?.primaryColor ?? style?.colors?.primary ?? '',
    secondaryColor: style?.secondaryColor ?? style?.colors?.secondary ?? '',
    fontPrimary: style?.fontPrimary ?? '',
    fontSecondary: style?.fontSecondary ?? '',
  };
}

const orUndefined = (v: string) => (v.trim() === '' ? undefined : v);
const hex = (v: string) => (v.trim() === '' ? undefined : v.trim().toUpperCase());

function changedSteps(before: EditValues, after: EditValues): EditableStep[] {
  return (Object.keys(fieldsOfStep) as EditableStep[]).filter((step) =>
    fieldsOfStep[step].some((field) => before[field] !== after[field]),
  );
}

/**
 * The stepData a save sends (PATCH replaces each step key it holds): only the steps whose fields
 * changed, each the project's own step object with the edited fields put in, so nothing else in
 * the step (generated lists, accent colours, personality) is lost.
 */
export function stepDataChanges(data: StepData, values: EditValues): StepData {
  const steps = changedSteps(editValuesOf(data), values);
  const out: StepData = {};
  for (const step of steps) {
    if (step === 'ideaGeneration') {
      const selected = data.ideaGeneration?.selectedIdea ?? { keyFeatures: [], industry: '' };
      out.ideaGeneration = {
        ...data.ideaGeneration,
        selectedIdea: {
          ...selected,
          businessIdea: values.businessIdea,
          description: values.description,
          targetAudience: values.targetAudience,
          potentialRevenue: values.potentialRevenue,
          keyFeatures: selected.keyFeatures ?? [],
          industry: selected.industry ?? '',
        },
      };
    } else if (step === 'businessDefinition') {
      out.businessDefinition = {
        ...data.businessDefinition,
        missionStatement: values.missionStatement,
        valueProposition: values.valueProposition,
        businessModel: values.businessModel,
        competitiveAdvantage: values.competitiveAdvantage,
      };
    } else if (step === 'nameGeneration') {
      const empty = !values.name.trim() && !values.nameDescription.trim() && !values.domain.trim();
      out.nameGeneration = {
        ...data.nameGeneration,
        selectedName: empty
          ? null
          : {
              name: values.name,
              description: orUndefined(values.nameDescription),
              domain: orUndefined(values.domain),
            },
      };
    } else {
      const style = data.styleGuide;
      const primary = hex(values.primaryColor);
      const secondary = hex(values.secondaryColor);
      out.styleGuide = {
        ...style,
        primaryColor: primary,
        secondaryColor: secondary,
        // Both spellings of the colours are read: keep them equal.
        ...(style?.colors || primary || secondary
          ? { colors: { ...style?.colors, primary, secondary } }
          : {}),
        fontPrimary: orUndefined(values.fontPrimary),
        fontSecondary: orUndefined(values.fontSecondary),
      };
    }
  }
  return out;
}

const fieldOfDetail: Record<string, EditField> = {
  'ideaGeneration.selectedIdea.businessIdea': 'businessIdea',
  'ideaGeneration.selectedIdea.description': 'description',
  'ideaGeneration.selectedIdea.targetAudience': 'targetAudience',
  'ideaGeneration.selectedIdea.potentialRevenue': 'potentialRevenue',
  'businessDefinition.missionStatement': 'missionStatement',
  'businessDefinition.valueProposition': 'valueProposition',
  'businessDefinition.businessModel': 'businessModel',
  'businessDefinition.competitiveAdvantage': 'competitiveAdvantage',
  'nameGeneration.selectedName': 'name',
  'nameGeneration.selectedName.name': 'name',
  'nameGeneration.selectedName.description': 'nameDescription',
  'nameGeneration.selectedName.domain': 'domain',
  'styleGuide.primaryColor': 'primaryColor',
  'styleGuide.colors.primary': 'primaryColor',
  'styleGuide.secondaryColor': 'secondaryColor',
  'styleGuide.colors.secondary': 'secondaryColor',
  'styleGuide.fontPrimary': 'fontPrimary',
  'styleGuide.fontSecondary': 'fontSecondary',
};

/** A save's 400 `details` ('stepData.styleGuide.primaryColor': '...') keyed by the form's fields. */
export function fieldErrorsOf(
  details: Record<string, string> | undefined,
): Partial<Record<EditField, string>> {
  const out: Partial<Record<EditField, string>> = {};
  for (const [key, message] of Object.entries(details ?? {})) {
    const field = fieldOfDetail[key.replace(/^stepData\./, '')];
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/** The tab that holds a field (to show the first error). */
export function stepOfField(field: EditField): EditableStep {
  return (Object.keys(fieldsOfStep) as EditableStep[]).find((s) =>
    (fieldsOfStep[s] as readonly EditField[]).includes(field),
  )!;
}
