import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { PrefillProject } from '@/features/wizard/components/prefill-project';
import { WizardFrame } from '@/features/wizard/components/wizard-frame';
import { NoProjectSelected } from '@/features/wizard/components/wizard-states';

/**
 * /wizard/{projectId}: the 8-step wizard. /wizard?prefill=<idea JSON>: the project the idea would
 * start, created when the user confirms. /wizard alone: 'No Project Selected'.
 */
export default function WizardPage() {
  const { projectId } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  const prefill = params.get('prefill');
  if (projectId) return <WizardFrame projectId={projectId} />;
  if (prefill) return <PrefillProject raw={prefill} tier={user?.subscriptionTier} />;
  return <NoProjectSelected />;
}
