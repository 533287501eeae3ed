import type { ExportType } from '@bb/backend/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type ExportFormat, ExportOptions } from '@/features/exports';
import { FinancialsPanel } from '@/features/financials';
import { useSubscriptionStatus } from '@/features/billing';
import { isApiError } from '@/lib/api';
import { useProject } from '@/features/projects';
import { StaleExportDialog, StaleStepsSummary } from '@/features/project-staleness';
import { useOptionalStepUpdates } from '../../components/use-step-updates';
import { useOptionalWizard } from '../../components/wizard-context';
import type { StepProps } from '../../step-props';
import { StepFooter } from '../step-6-user-stories/step-footer';
import { completionChecklist } from '@bb/kernel';
import { CompletionChecklist } from './completion-checklist';
import { CompleteConfirmDialog } from './complete-confirm';
import { completeProjectDirectly } from './complete-project';
import { completionLimitState, completionsLabel } from './completion-limit';
import { LimitBanner } from './limit-banner';

const LIMIT_MESSAGE = 'Please upgrade your plan to complete more projects this month.';

/** Step 8: the limit banner, the completion checklist, the six exports and Complete Project. */
export default function ExportStep({
  projectId,
  stepData,
  value,
  onChange,
  readOnly,
  tier,
  goPrevious,
  completeProject,
}: StepProps<'exportSave'>) {
  const queryClient = useQueryClient();
  const wizard = useOptionalWizard();
  const project = useProject(projectId);
  const status = useSubscriptionStatus();
  const [acknowledged, setAcknowledged] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const completeButton = useRef<HTMLButtonElement>(null);
  const updates = useOptionalStepUpdates();
  const stale = project.data?.staleSteps ?? [];
  // The export waiting behind the stale-steps warning.
  const [pendingExport, setPendingExport] = useState<(() => void) | null>(null);
  const beforeExport = (proceed: () => void) => {
    if (stale.length === 0) proceed();
    else setPendingExport(() => proceed);
  };
  const updateThenExport = async () => {
    const proceed = pendingExport;
    setPendingExport(null);
    if (updates && (await updates.update())) proceed?.();
  };

  const currentStep = readOnly ? 8 : (wizard?.project.currentStep ?? 7);
  const items = completionChecklist(stepData, currentStep);
  const limit = status.data ? completionLimitState(status.data) : null;
  const limitReached = limit?.kind === 'reached';

  const recordExport = (type: ExportType, format: ExportFormat | undefined) => {
    if (readOnly) return;
    onChange({
      ...value,
      selectedFormat: type,
      outputFormat: format ?? (type === 'complete-package' || type === 'logo-files' ? 'zip' : 'pdf'),
      exportedAt: new Date().toISOString(),
    });
  };

  const complete = async () => {
    setCompleting(true);
    try {
      // The frame saves with step 8, which completes. A project already at step 8 (left open by the
      // monthly limit) has nothing to save: then POST /complete does it.
      const outcome =
        (completeProject ? await completeProject() : undefined) ??
        (await completeProjectDirectly(queryClient, projectId));
      if (outcome.completed) {
        toast({
          // 'Project Completed (n/limit)'.
          title: `Project Completed (${outcome.completedThisMonth}/${outcome.monthlyLimit < 0 ? 'unlimited' : outcome.monthlyLimit})`,
          description: `${completionsLabel(outcome.completedThisMonth, outcome.monthlyLimit)}. Your project is saved and read-only. Download your exports here or from the dashboard any time.`,
        });
      } else if (outcome.reason === 'MonthlyLimitReached') {
        toast({ variant: 'destructive', title: 'Monthly Limit Reached', description: LIMIT_MESSAGE });
      }
      void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
    } catch (error) {
      const limitAnswer =
        isApiError(error) && error.status === 403 && /limit/i.test(error.serverMessage ?? '');
      toast(
        limitAnswer
          ? { variant: 'destructive', title: 'Monthly Limit Reached', description: LIMIT_MESSAGE }
          : {
              variant: 'destructive',
              title: 'Error',
              description: 'Failed to complete project. Please try again.',
            },
      );
    } finally {
      setCompleting(false);
    }
  };

  return (
    <div className="space-y-6">
      {readOnly ? null : limit ? (
        <LimitBanner
          state={limit}
          acknowledged={acknowledged}
          onContinue={() => {
            setAcknowledged(true);
            completeButton.current?.focus();
          }}
        />
      ) : status.isPending ? (
        <Skeleton className="h-20 w-full rounded-xl" />
      ) : null}

      <CompletionChecklist items={items} onGoTo={wizard ? (step) => void wizard.goTo(step) : undefined} />

      {stale.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">
            Before you export: these steps were generated before later changes, so the package may mix old and
            new details. Update them, or export as they are.
          </p>
          <StaleStepsSummary
            stale={stale}
            onOpen={wizard ? (step) => void wizard.goTo(step) : undefined}
            onUpdate={updates && !readOnly ? (steps) => void updates.update(steps) : undefined}
            updating={updates?.updating ?? null}
          />
        </div>
      ) : null}

      <FinancialsPanel projectId={projectId} headingLevel="h3" />

      <ExportOptions
        projectId={projectId}
        tier={tier}
        status={status.data}
        onExported={(_file, type, format) => recordExport(type, format)}
        beforeExport={beforeExport}
      />
      <StaleExportDialog
        open={pendingExport !== null}
        stale={stale}
        onUpdateAll={updates && !readOnly ? () => void updateThenExport() : undefined}
        onExportAnyway={() => {
          const proceed = pendingExport;
          setPendingExport(null);
          proceed?.();
        }}
        onCancel={() => setPendingExport(null)}
      />

      <StepFooter
        onPrevious={goPrevious}
        hintId="complete-project-hint"
        hint={
          // Not the banner's words or its Upgrade link again: each is on the page once.
          readOnly ? undefined : limitReached ? (
            <>No completions left this month: complete it next month or on a larger plan.</>
          ) : undefined
        }
      >
        {readOnly ? (
          <p className="inline-flex items-center justify-center gap-2 rounded-md bg-success/10 px-4 py-2 text-sm font-semibold text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            Project completed
          </p>
        ) : (
          <Button
            ref={completeButton}
            variant="brand"
            size="lg"
            onClick={() => setConfirming(true)}
            // Enabled at the limit too: trying answers 'Monthly Limit Reached' (
            // the save onto step 8 is kept, the completion refused).
            disabled={completing}
            aria-describedby={limitReached ? 'complete-project-hint' : undefined}
          >
            {completing ? <Spinner label="Completing project" /> : <Flag aria-hidden="true" />}
            {completing ? 'Completing…' : 'Complete Project'}
          </Button>
        )}
      </StepFooter>
      <CompleteConfirmDialog
        open={confirming}
        status={status.data}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void complete();
        }}
      />
    </div>
  );
}
