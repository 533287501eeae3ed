import type { Project, StepData } from '@bb/backend/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code2, FileText, Image, Lightbulb, Lock, Palette, Tag, Target } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { LeaveGuard } from '@/components/leave-guard';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { StepDocument } from '@/features/project-content';
import { isApiError } from '@/lib/api';
import {
  editFields,
  editValuesOf,
  editValuesSchema,
  fieldErrorsOf,
  stepDataChanges,
  stepOfField,
  type EditableStep,
  type EditValues,
} from '../lib/edit-values';
import { EditHeader } from './edit-header';
import { DefinitionTab, IdeaTab, NamingTab, StyleTab } from './editable-tabs';
import { LogosTab, StoriesTab } from './read-only-tabs';
import { TechnicalTab } from './technical-tab';

type TabKey = EditableStep | 'logos' | 'stories' | 'technical';

const tabs: { key: TabKey; label: string; Icon: typeof Lightbulb }[] = [
  { key: 'ideaGeneration', label: 'Business Idea', Icon: Lightbulb },
  { key: 'businessDefinition', label: 'Definition', Icon: Target },
  { key: 'nameGeneration', label: 'Naming', Icon: Tag },
  { key: 'styleGuide', label: 'Style Guide', Icon: Palette },
  { key: 'logos', label: 'Logos', Icon: Image },
  { key: 'stories', label: 'User Stories', Icon: FileText },
  { key: 'technical', label: 'Technical', Icon: Code2 },
];

export interface ProjectEditorProps {
  project: Project;
  exportUsage: string;
  exportControl: ReactNode;
  /** PATCH /api/projects/{id} with { stepData } only; resolves with the saved project. */
  save: (stepData: StepData) => Promise<Project>;
}

/**
 * The Edit Project page's content: the header with its actions and
 * seven tabs, the first four a form saved with Save Changes. A completed project is read-only.
 */
export function ProjectEditor({ project, exportUsage, exportControl, save }: ProjectEditorProps) {
  const readOnly = project.status === 'completed';
  const [tab, setTab] = useState<TabKey>('ideaGeneration');
  const form = useForm<EditValues>({
    resolver: zodResolver(editValuesSchema),
    defaultValues: editValuesOf(project.stepData),
    mode: 'onTouched',
    disabled: readOnly,
  });
  const { isDirty, isSubmitting } = form.formState;

  // A newer project from the server (another tab saved, an export refreshed it) replaces an untouched form.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(editValuesOf(project.stepData));
  }, [project.stepData, form]);

  const onValid = async (values: EditValues) => {
    try {
      const saved = await save(stepDataChanges(project.stepData, values));
      form.reset(editValuesOf(saved.stepData));
      toast({ title: 'Project saved', description: 'Your changes have been saved.' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(isApiError(error) ? error.details : undefined);
      for (const [field, message] of Object.entries(fieldErrors))
        form.setError(field as keyof EditValues, { type: 'server', message });
      showFirstError(Object.keys(fieldErrors) as (keyof EditValues)[]);
      toast({
        variant: 'destructive',
        title: 'Save failed',
        description: 'Failed to save your changes. Please try again.',
      });
    }
  };

  const showFirstError = (fields: (keyof EditValues)[]) => {
    const first = editFields.find((f) => fields.includes(f));
    if (first) setTab(stepOfField(first));
  };
  const onInvalid = (errors: FieldErrors<EditValues>) => {
    showFirstError(Object.keys(errors) as (keyof EditValues)[]);
    toast({
      variant: 'destructive',
      title: 'Please check your changes',
      description: 'Some fields need your attention.',
    });
  };

  return (
    <div className="grid gap-6">
      {/* Leaving the page with unsaved changes asks first (a link, Back, closing the tab). */}
      <LeaveGuard when={isDirty && !isSubmitting && !readOnly} />
      <EditHeader
        project={project}
        exportUsage={exportUsage}
        dirty={isDirty}
        saving={isSubmitting}
        readOnly={readOnly}
        exportControl={exportControl}
      />
      {readOnly ? (
        <Alert variant="info">
          <Lock aria-hidden="true" />
          <AlertTitle>This project is completed and read-only</AlertTitle>
          <AlertDescription>
            Its content can no longer be changed. You can still read every tab and export it.
          </AlertDescription>
        </Alert>
      ) : null}
      <form
        id="project-edit-form"
        noValidate
        // Read-only content stays readable: disabled fields are not faded out.
        className={
          readOnly
            ? '[&_input:disabled]:opacity-100 [&_textarea:disabled]:opacity-100 [&_input:disabled]:bg-muted/40 [&_textarea:disabled]:bg-muted/40'
            : undefined
        }
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            if (!readOnly && isDirty && !isSubmitting) void form.handleSubmit(onValid, onInvalid)();
          }
        }}
      >
        <Tabs value={tab} onValueChange={(v) => setTab(v as TabKey)}>
          <TabsList aria-label="Project content" className="h-auto w-full flex-wrap justify-start gap-1">
            {tabs.map(({ key, label, Icon }) => (
              <TabsTrigger key={key} value={key}>
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <fieldset disabled={readOnly} className="contents">
            <legend className="sr-only">Project content{readOnly ? ' (read-only)' : ''}</legend>
            <TabsContent value="ideaGeneration" forceMount hidden={tab !== 'ideaGeneration'}>
              {readOnly ? <StepDocument step={1} data={project.stepData} /> : <IdeaTab form={form} />}
            </TabsContent>
            <TabsContent value="businessDefinition" forceMount hidden={tab !== 'businessDefinition'}>
              {readOnly ? <StepDocument step={2} data={project.stepData} /> : <DefinitionTab form={form} />}
            </TabsContent>
            <TabsContent value="nameGeneration" forceMount hidden={tab !== 'nameGeneration'}>
              {readOnly ? <StepDocument step={3} data={project.stepData} /> : <NamingTab form={form} />}
            </TabsContent>
            <TabsContent value="styleGuide" forceMount hidden={tab !== 'styleGuide'}>
              {readOnly ? <StepDocument step={4} data={project.stepData} /> : <StyleTab form={form} />}
            </TabsContent>
          </fieldset>
          <TabsContent value="logos">
            <LogosTab projectId={project.id} data={project.stepData} />
          </TabsContent>
          <TabsContent value="stories">
            <StoriesTab projectId={project.id} data={project.stepData} />
          </TabsContent>
          <TabsContent value="technical">
            <TechnicalTab projectId={project.id} data={project.stepData} />
          </TabsContent>
        </Tabs>
      </form>
    </div>
  );
}
