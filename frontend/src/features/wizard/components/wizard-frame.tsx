import { IDEA_TITLE_MAX, type Project, type Tier } from '@bb/backend/contracts';
import { AlertCircle, ChevronLeft, RotateCw } from 'lucide-react';
import { Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth';
import { hasStepDocument, StepDocument } from '@/features/project-content';
import { ProjectHistoryButton } from '@/features/project-history';
import {
  StaleStepNotice,
  staleStepOf,
  StaleStepsSummary,
  UpdateDiffDialog,
} from '@/features/project-staleness';
import { projectTitle, statusLabels, useProject } from '@/features/projects';
import { useSubscriptionStatus } from '@/features/billing';
import { isApiError } from '@/lib/api';
import { checkLeaveStep, stepLabel, stepTitle } from '@bb/kernel';
import { phaseOf, phases, stepDescriptions } from '../lib/steps-meta';
import { stepProvenance } from '../state/wizard-draft';
import type { StepProps } from '../step-props';
import { stepEntry } from '../steps/registry';
import { AutosaveStatus } from './autosave-status';
import { CompletedBanner } from './completed-banner';
import { PhaseSidebar } from './phase-sidebar';
import { ProjectTitleEditor } from './project-title-editor';
import { StepErrorBoundary } from './step-error-boundary';
import { StepNavigation } from './step-navigation';
import { StepUpdatesContext, useStepUpdates } from './use-step-updates';
import { useWizardController } from './use-wizard-controller';
import { WizardContext } from './wizard-context';
import { ProjectNotFound, StepSkeleton, WizardSkeleton } from './wizard-states';

/** /wizard/{projectId}: loads the project and the plan, then the wizard. */
export function WizardFrame({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const { user } = useSession();
  const subscription = useSubscriptionStatus();

  if (project.isPending) return <WizardSkeleton />;
  if (project.isError) {
    if (isApiError(project.error) && (project.error.status === 404 || project.error.status === 400)) {
      return <ProjectNotFound />;
    }
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>The project could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void project.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  const tier: Tier = subscription.data?.tier ?? user?.subscriptionTier ?? 'free';
  return <LoadedWizard key={projectId} project={project.data} tier={tier} />;
}

function LoadedWizard({ project, tier }: { project: Project; tier: Tier }) {
  const controller = useWizardController(project, tier);
  const updates = useStepUpdates(controller);
  const { draft, viewStep, reachedStep, readOnly } = controller;
  const entry = stepEntry(viewStep);
  const Step = entry.Component as unknown as ComponentType<StepProps>;
  const blockedBy = readOnly ? null : (checkLeaveStep(viewStep, draft.data)?.message ?? null);
  const fieldSources = useMemo(() => stepProvenance(draft.sources, entry.key), [draft.sources, entry.key]);
  const viewStale = staleStepOf(project.staleSteps, entry.key);

  // The chosen name becomes the title when it is saved (the server does it); show it at once.
  const draftName = draft.data.nameGeneration?.selectedName?.name?.trim();
  const savedName = project.stepData.nameGeneration?.selectedName?.name?.trim();
  const draftIdea = draft.data.ideaGeneration?.selectedIdea?.businessIdea?.trim();
  const displayTitle =
    draftName && draftName !== savedName
      ? draftName
      : projectTitle(project.title || (draftIdea ? draftIdea.slice(0, IDEA_TITLE_MAX).trim() : ''));

  // A new step: its heading takes the focus, so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, [viewStep]);

  const phase = phaseOf(viewStep);
  const stepProps: StepProps = {
    projectId: project.id,
    projectTitle: displayTitle,
    stepData: draft.data,
    value: draft.data[entry.key],
    onChange: (next, provenance, overwrite) => {
      if (!readOnly) controller.store.change(entry.key, next, provenance, overwrite);
    },
    saveNow: controller.saveNow,
    readOnly,
    tier,
    goNext: controller.goNext,
    goPrevious: controller.goPrevious,
    fieldSources,
    completeProject: controller.completeProject,
  };

  return (
    <WizardContext.Provider value={controller}>
      <StepUpdatesContext.Provider value={updates}>
        <PageTitle title={`${displayTitle} · ${stepTitle(viewStep)}`} />
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          <header
            className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
            data-tour="wizard-intro"
          >
            <div className="min-w-0 flex-1">
              <Link
                to="/"
                className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                All projects
              </Link>
              <ProjectTitleEditor
                className="mt-1"
                title={project.title}
                displayTitle={displayTitle}
                disabled={readOnly}
                onRename={controller.rename}
              />
            </div>
            <div className="flex items-center gap-2 text-sm">
              <ProjectHistoryButton
                projectId={project.id}
                readOnly={readOnly}
                beforeRestore={() => controller.save()}
                onRestored={(restored, step) => {
                  controller.resetDraft(restored);
                  if (step <= restored.currentStep) controller.showStep(step);
                }}
              />
              <Badge variant={project.status === 'completed' ? 'success' : 'soft'}>
                {statusLabels[project.status]}
              </Badge>
              <span className="font-medium" aria-live="polite">
                {stepLabel(viewStep)}
              </span>
            </div>
          </header>

          {readOnly ? (
            <div className="mt-5">
              <CompletedBanner projectId={project.id} completedAt={project.completedAt} tier={tier} />
            </div>
          ) : null}

          <div className="mt-6 grid items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
            <PhaseSidebar
              className="lg:sticky lg:top-20"
              viewStep={viewStep}
              reachedStep={reachedStep}
              completed={readOnly}
              completionPercentage={project.completionPercentage}
              disabled={controller.moving}
              onSelect={(step) => void controller.goTo(step)}
            >
              <AutosaveStatus
                className="mt-4"
                saving={controller.saving}
                dirty={draft.dirty.length > 0}
                readOnly={readOnly}
                lastSavedAt={controller.lastSavedAt}
              />
              <StaleStepsSummary
                className="mt-4"
                stale={project.staleSteps}
                onOpen={readOnly ? undefined : (step) => void controller.goTo(step)}
                onUpdate={readOnly ? undefined : (steps) => void updates.update(steps)}
                updating={updates.updating}
              />
            </PhaseSidebar>

            <section
              aria-labelledby="wizard-step-heading"
              className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm shadow-slate-900/5"
            >
              {/* The wizard tour's 'ai-generation' step points here on steps whose Generate button has no tour target. */}
              <div className="border-b px-5 py-5 sm:px-6" data-tour-fallback="ai-generation">
                {/* 'Step X of 8' and the phase's name are in the header and the sidebar; repeating them here
                  would make each appear twice on the page. The eyebrow gives the phase's other name. */}
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                  Phase {phases.indexOf(phase) + 1} of {phases.length} · {phase.alias}
                </p>
                <h2
                  id="wizard-step-heading"
                  ref={heading}
                  tabIndex={-1}
                  className="mt-1 text-xl font-bold tracking-tight outline-none sm:text-2xl"
                >
                  {stepTitle(viewStep)}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{stepDescriptions[viewStep - 1]}</p>
              </div>
              <div className="space-y-6 px-5 py-6 sm:px-6">
                {viewStale ? (
                  <StaleStepNotice
                    stale={viewStale}
                    readOnly={readOnly}
                    onUpdate={() => void updates.update([viewStale.step])}
                    updating={updates.updating?.includes(viewStale.step) ?? false}
                    busy={updates.updating !== null}
                  />
                ) : null}
                <StepErrorBoundary key={viewStep}>
                  {readOnly && hasStepDocument(viewStep) ? (
                    <StepDocument step={viewStep} data={draft.data} />
                  ) : (
                    <Suspense fallback={<StepSkeleton />}>
                      <Step key={`${viewStep}:${draft.epoch}`} {...stepProps} />
                    </Suspense>
                  )}
                </StepErrorBoundary>
                {entry.navigation === 'frame' || (readOnly && hasStepDocument(viewStep)) ? (
                  <StepNavigation
                    step={viewStep}
                    blockedBy={blockedBy}
                    moving={controller.moving}
                    onPrevious={controller.goPrevious}
                    onNext={controller.goNext}
                  />
                ) : null}
              </div>
            </section>
          </div>
        </div>
        <UpdateDiffDialog
          updates={updates.asking}
          onApply={(accepted) => updates.answer(accepted)}
          onCancel={() => updates.answer(null)}
        />
      </StepUpdatesContext.Provider>
    </WizardContext.Provider>
  );
}
