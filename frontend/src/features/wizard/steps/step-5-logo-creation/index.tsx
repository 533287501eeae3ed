import type { FieldSource, LogoStyle, LogoSymbol } from '@bb/backend/contracts';
import { TriangleAlert, Info, RefreshCw, Type, WandSparkles } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { UpgradePrompt, useGenerateLogos } from '@/features/generation';
import { showGenerationError } from '../../lib/generation-error';
import type { StepProps } from '../../step-props';
import { LogoDownloadPanel } from './logo-download-panel';
import { LogoGrid, LogoGridSkeleton, LogoImage } from './logo-grid';
import { LogoStylePicker } from './logo-style-picker';
import {
  brandColors,
  businessNameOf,
  ideaText,
  mergeGeneratedLogos,
  selectedLogo,
  selectLogo,
  wordmarkLogo,
} from './logo-utils';
import { SymbolPicker } from './symbol-picker';

const DEFAULT_STYLE: LogoStyle = 'modern';

/** The generator's source of a field, to keep when only the user's selection changes. */
function generatorSource(source: FieldSource | undefined): FieldSource | undefined {
  return source?.source === 'generator' ? source : undefined;
}

/** Step 5: logo style, symbols, generated designs, choose exactly one, download it. */
export default function LogoCreationStep({
  stepData,
  value,
  onChange,
  saveNow,
  readOnly,
  tier,
  fieldSources,
}: StepProps<'logoCreation'>) {
  const generate = useGenerateLogos();
  const logos = value?.generatedLogos ?? [];
  const style: LogoStyle = value?.logoStyle || DEFAULT_STYLE;
  const symbols: LogoSymbol[] = value?.symbols ?? [];
  const businessName = businessNameOf(stepData);
  const colors = brandColors(stepData);
  const chosen = selectedLogo(logos);
  const isFree = tier === 'free';

  const missing = !businessName
    ? 'Choose a business name in step 3 first: your logos are built around it.'
    : symbols.length === 0
      ? 'Choose at least one symbol to generate logos.'
      : null;

  const choose = (id: string) => {
    const source = generatorSource(fieldSources?.generatedLogos);
    onChange(
      { ...value, generatedLogos: selectLogo(logos, id) },
      source ? { generatedLogos: source } : undefined,
    );
  };

  const run = () => {
    if (missing) {
      toast({ variant: 'destructive', title: 'Missing required data', description: missing });
      return;
    }
    generate.mutate(
      {
        businessName,
        style,
        symbols,
        colors,
        industry: stepData.ideaGeneration?.selectedIdea?.industry || undefined,
        description: ideaText(stepData) || undefined,
      },
      {
        onSuccess: (result) => {
          const generatedLogos = mergeGeneratedLogos(value?.generatedLogos, result.logos);
          const provenance = result.provenance ? { generatedLogos: result.provenance } : undefined;
          // Generate Logos adds to the list (the chosen logo kept): the click is the user's choice.
          onChange({ ...value, logoStyle: style, symbols, generatedLogos }, provenance, ['generatedLogos']);
          toast({
            title: 'Logos Generated',
            description: `${result.logos.length} designs are ready: choose your favourite.`,
          });
          void saveNow().catch(() => undefined);
        },
        onError: (error) => showGenerationError(error, 'Failed to generate logos'),
      },
    );
  };

  const chooseWordmark = () => {
    const wordmark = wordmarkLogo(businessName, colors);
    const others = logos
      .filter((logo) => logo.id !== wordmark.id)
      .map((logo) => ({ ...logo, selected: false }));
    onChange({ ...value, generatedLogos: [wordmark, ...others] });
  };

  const showGenerator = !isFree && !readOnly;

  return (
    <div className="space-y-8">
      {!businessName ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>No business name yet</AlertTitle>
          <AlertDescription>
            Choose a business name in step 3 first: your logos are built around it.
          </AlertDescription>
        </Alert>
      ) : null}

      {isFree && !readOnly ? (
        <UpgradePrompt
          title="Logo generation is a Starter feature"
          description="Upgrade to generate several logo designs from your name, colours, style and symbols, and download them as SVG and PNG."
          benefits={[
            'Logo designs in six styles',
            'Sixteen symbols to combine',
            'SVG and PNG logo files',
            'PDF exports of your brand',
          ]}
        />
      ) : null}

      {isFree && !readOnly && businessName && !logos.some((logo) => logo.id === 'logo_wordmark') ? (
        <section aria-labelledby="wordmark-heading" className="rounded-xl border p-4 sm:p-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="mx-auto block w-28 shrink-0 overflow-hidden rounded-lg border bg-white p-2 sm:mx-0">
              <LogoImage
                logo={wordmarkLogo(businessName, colors)}
                businessName={businessName}
                alt={`Simple wordmark for ${businessName}`}
              />
            </span>
            <div className="min-w-0 flex-1">
              <h3 id="wordmark-heading" className="flex items-center gap-2 font-semibold">
                <Type className="size-4 text-primary" aria-hidden="true" />
                Start with a simple wordmark
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">
                Your business name in your brand colours, free on every plan. You can replace it with
                generated designs after upgrading.
              </p>
              <Button className="mt-3" size="sm" variant="outline" onClick={chooseWordmark}>
                Use this wordmark
              </Button>
            </div>
          </div>
        </section>
      ) : null}

      {showGenerator ? (
        <>
          <LogoStylePicker
            value={style}
            colors={colors}
            onChange={(logoStyle) => onChange({ ...value, logoStyle })}
            disabled={generate.isPending}
          />
          <SymbolPicker
            value={symbols}
            onChange={(next) => onChange({ ...value, symbols: next })}
            disabled={generate.isPending}
          />
          <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
            <p id="generate-logos-hint" className="flex items-start gap-2 text-sm text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {missing ??
                `Designs for ${businessName} in ${colors.primary} and ${colors.secondary}, from your style guide.`}
            </p>
            <Button
              variant="brand"
              onClick={run}
              disabled={generate.isPending || Boolean(missing)}
              aria-describedby="generate-logos-hint"
              className="shrink-0"
            >
              {generate.isPending ? (
                <Spinner label="Generating logos" />
              ) : logos.length > 0 ? (
                <RefreshCw aria-hidden="true" />
              ) : (
                <WandSparkles aria-hidden="true" />
              )}
              {generate.isPending
                ? 'Generating…'
                : logos.length > 0
                  ? 'Generate New Designs'
                  : 'Generate Logos'}
            </Button>
          </div>
        </>
      ) : null}

      {generate.isPending ? (
        <section aria-busy="true" aria-label="Generating logo designs">
          <LogoGridSkeleton />
        </section>
      ) : logos.length > 0 ? (
        <section aria-labelledby="logo-designs-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="logo-designs-heading" className="font-semibold">
              Your logo designs
            </h3>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {chosen
                ? `Design ${logos.indexOf(chosen) + 1} selected`
                : readOnly
                  ? 'No design selected'
                  : 'Please select a logo design to continue'}
            </p>
          </div>
          <LogoGrid logos={logos} businessName={businessName} onSelect={choose} disabled={readOnly} />
        </section>
      ) : null}

      {chosen && !generate.isPending ? <LogoDownloadPanel logo={chosen} businessName={businessName} /> : null}
    </div>
  );
}
