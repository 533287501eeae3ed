import { AlertCircle, Cpu, KeyRound, ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiKeys } from '@/features/api-keys/api/get-api-keys';
import { usePlanTier } from '@/features/api-keys/api/get-plan-tier';
import { usePreferences } from '@/features/api-keys/api/get-preferences';
import { AddApiKeyDialog } from '@/features/api-keys/components/add-api-key-dialog';
import { ApiKeyList } from '@/features/api-keys/components/api-key-list';
import { PreferencesForm } from '@/features/api-keys/components/preferences-form';
import { SavingsBanner } from '@/features/api-keys/components/savings-banner';
import { useSession } from '@/features/auth/api/get-session';

/** /api-settings: the BYOK savings banner, AI model preferences and the user's own provider keys. */
export default function ApiSettingsPage() {
  const { user } = useSession();
  const tier = usePlanTier(user?.subscriptionTier);
  const keys = useApiKeys();
  const preferences = usePreferences();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="API Settings" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">API Settings</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">
          Bring your own AI provider keys and choose the models Business Builder generates with.
        </p>
      </header>

      <div className="mt-6 grid gap-6">
        <SavingsBanner tier={tier} />

        <Card aria-labelledby="preferences-title">
          <CardHeader>
            <CardTitle as="h2" id="preferences-title" className="flex items-center gap-2">
              <Cpu className="size-5 text-primary" aria-hidden="true" />
              AI Model Preferences
            </CardTitle>
            <CardDescription>The models used for text (ideas, documents) and images (logos).</CardDescription>
          </CardHeader>
          <CardContent>
            {preferences.isPending ? (
              <div
                className="grid gap-4"
                role="status"
                aria-busy="true"
                aria-label="Loading your preferences"
              >
                <Skeleton className="h-20 w-full" />
                <div className="grid gap-4 sm:grid-cols-2">
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                </div>
              </div>
            ) : preferences.isError ? (
              <Alert variant="destructive">
                <AlertCircle aria-hidden="true" />
                <AlertTitle>Your preferences could not be loaded</AlertTitle>
                <AlertDescription>Reload the page to try again.</AlertDescription>
              </Alert>
            ) : (
              <PreferencesForm preferences={preferences.data} keys={keys.data} />
            )}
          </CardContent>
        </Card>

        <Card aria-labelledby="keys-title">
          <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <CardTitle as="h2" id="keys-title" className="flex items-center gap-2">
                <KeyRound className="size-5 text-primary" aria-hidden="true" />
                Your API Keys
              </CardTitle>
              <CardDescription className="mt-1.5 flex items-center gap-1.5">
                <ShieldCheck className="size-4 text-success" aria-hidden="true" />
                Encrypted with AES-256; only a masked hint is ever shown.
              </CardDescription>
            </div>
            {keys.data && keys.data.length > 0 ? <AddApiKeyDialog /> : null}
          </CardHeader>
          <CardContent>
            {keys.isError ? (
              <Alert variant="destructive">
                <AlertCircle aria-hidden="true" />
                <AlertTitle>Your keys could not be loaded</AlertTitle>
                <AlertDescription>Reload the page to try again.</AlertDescription>
              </Alert>
            ) : (
              <ApiKeyList keys={keys.data} isPending={keys.isPending} emptyAction={<AddApiKeyDialog />} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
