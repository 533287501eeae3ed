import {
  nameLengths,
  nameStyles,
  type GeneratedName,
  type NameLength,
  type NameStyle,
  type StepData,
} from '@bb/backend/contracts';
import { BadgeCheck, Globe, ListPlus, RefreshCw, Star } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGenerateNames } from '@/features/generation';
import { showGenerationError } from '../lib/generation-error';
import { appendNames, namesShown, replaceNames, toggleFavorite } from '../lib/name-list';
import { industryLabel } from '../lib/option-labels';
import type { StepProps } from '../step-props';
import { NameForm, type NameFormValues, type NameRequest } from './name-generation/name-form';
import { NameOption } from './name-generation/name-option';

type NameGeneration = NonNullable<StepData['nameGeneration']>;

function formValuesOf(value: NameGeneration | undefined): NameFormValues {
  const style = (nameStyles as readonly string[]).includes(value?.style ?? '')
    ? (value?.style as NameStyle)
    : '';
  const maxLength = (nameLengths as readonly string[]).includes(value?.maxLength ?? '')
    ? (value?.maxLength as NameLength)
    : '';
  return { keywords: value?.keywords ?? '', style, maxLength };
}

function requestOf(value: NameGeneration | undefined): NameRequest | null {
  const v = formValuesOf(value);
  return v.keywords.trim() && v.style && v.maxLength
    ? { keywords: v.keywords, style: v.style, maxLength: v.maxLength }
    : null;
}

/**
 * Step 3, Name Generation: keywords, style and length; Generate Names and the refresh replace the
 * list (favourites and the selected name stay), Generate More Names extends it; a star per name;
 * one name selected, which becomes the project's title when saved.
 */
export default function NameGenerationStep({
  value,
  stepData,
  onChange,
  readOnly,
}: StepProps<'nameGeneration'>) {
  const generate = useGenerateNames();
  const [busy, setBusy] = useState<'replace' | 'more' | null>(null);
  const current: NameGeneration = value ?? {};
  const latest = useRef(current);
  latest.current = current;
  const names = current.generatedNames ?? [];
  const selected = current.selectedName ?? null;
  const favourites = names.filter((n) => n.isFavorite).length;
  const idea = stepData.ideaGeneration?.selectedIdea;

  const run = (request: NameRequest, mode: 'replace' | 'more') => {
    setBusy(mode);
    generate.mutate(
      {
        ...request,
        domainExtension: '.com',
        businessContext: idea ? [idea.businessIdea, idea.description].filter(Boolean).join('. ') : undefined,
        industry: idea?.industry ? industryLabel(idea.industry) : undefined,
        // Every name shown for this project so far: Refresh and Generate More never bring one back.
        existingNames: namesShown(current.shownNames, names),
      },
      {
        onSuccess: (answer) => {
          const now = latest.current;
          const list = now.generatedNames ?? [];
          const next =
            mode === 'more'
              ? appendNames(list, answer.names)
              : replaceNames(list, answer.names, now.selectedName?.name);
          onChange(
            {
              ...now,
              ...request,
              generatedNames: next,
              shownNames: namesShown(now.shownNames, [...list, ...answer.names]),
            },
            answer.provenance ? { generatedNames: answer.provenance } : undefined,
            // Generate and Generate More rebuild the list (favourites and the chosen name kept): the click is the choice.
            ['generatedNames'],
          );
        },
        onError: (error) =>
          showGenerationError(
            error,
            mode === 'more' ? 'Failed to generate additional names' : 'Failed to generate business names',
          ),
        onSettled: () => setBusy(null),
      },
    );
  };

  const again = (mode: 'replace' | 'more') => {
    const request = requestOf(latest.current);
    if (request) run(request, mode);
  };

  const select = (name: GeneratedName) =>
    onChange({
      ...latest.current,
      selectedName: { name: name.name, description: name.description, domain: name.domain },
    });

  return (
    <div className="space-y-8">
      {selected ? (
        <div className="flex flex-col gap-1 rounded-xl border border-success/40 bg-success/10 p-4 sm:flex-row sm:items-center sm:gap-4">
          <BadgeCheck className="size-6 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">Selected name</p>
            <p className="text-lg font-bold tracking-tight">{selected.name}</p>
            {selected.domain ? (
              <p className="flex items-center gap-1 text-sm text-primary">
                <Globe className="size-3.5" aria-hidden="true" />
                {selected.domain}
              </p>
            ) : null}
            {selected.description ? (
              <p className="mt-1 text-sm text-muted-foreground">{selected.description}</p>
            ) : null}
          </div>
        </div>
      ) : null}

      <NameForm
        defaultValues={formValuesOf(value)}
        disabled={readOnly}
        pending={busy === 'replace'}
        onValuesChange={(values) => onChange({ ...latest.current, ...values })}
        onGenerate={(request) => run(request, 'replace')}
      />

      {names.length > 0 ? (
        <section aria-labelledby="names-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h3 id="names-heading" className="font-semibold">
                Name ideas <span className="font-normal text-muted-foreground">({names.length})</span>
              </h3>
              <p className="text-sm text-muted-foreground">
                Pick one. Starred names stay when you refresh the list.
                {favourites > 0 ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-700 dark:text-amber-400">
                    <Star className="size-3 fill-current" aria-hidden="true" />
                    {favourites} starred
                  </span>
                ) : null}
              </p>
            </div>
            {readOnly ? null : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => again('replace')}
                disabled={busy !== null || !requestOf(current)}
                aria-label="Refresh names"
                title="Replace the list with new names"
              >
                {busy === 'replace' ? <Spinner label="Refreshing" /> : <RefreshCw aria-hidden="true" />}
                Refresh
              </Button>
            )}
          </div>
          <fieldset>
            <legend className="sr-only">Business names</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {names.map((name) => (
                <NameOption
                  key={name.name}
                  name={name}
                  checked={selected?.name === name.name}
                  disabled={readOnly}
                  onSelect={select}
                  onToggleFavorite={(n) =>
                    onChange({
                      ...latest.current,
                      generatedNames: toggleFavorite(latest.current.generatedNames ?? [], n.name),
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
          {readOnly ? null : (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => again('more')}
                disabled={busy !== null || !requestOf(current)}
              >
                {busy === 'more' ? (
                  <Spinner label="Generating more names" />
                ) : (
                  <ListPlus aria-hidden="true" />
                )}
                {busy === 'more' ? 'Generating…' : 'Generate More Names'}
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
