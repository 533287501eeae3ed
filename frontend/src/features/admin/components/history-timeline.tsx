import type { HistoryEntry } from '@bb/backend/contracts';
import { ArrowRight, Bot, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { historyDiffs, type FieldDiff } from '../lib/history-diff';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function DiffRows({ diffs, complete }: { diffs: readonly FieldDiff[]; complete: boolean }) {
  if (diffs.length === 0) return null;
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">What changed</caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="w-1/4 py-1 pr-3 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Before
          </th>
          <th scope="col" className="py-1 font-medium">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {diffs.map((diff, i) => (
          <tr key={`${diff.field}-${i}`} className="border-t align-top">
            <th scope="row" className="py-1.5 pr-3 text-left font-medium break-words">
              {diff.field}
            </th>
            <td className="py-1.5 pr-3 break-words text-muted-foreground">
              {diff.before === undefined ? (
                // The whole history is on screen: nothing before means it was empty.
                <span className="italic">{complete ? 'empty' : 'not in this list'}</span>
              ) : (
                <del className="decoration-destructive/60">{diff.before}</del>
              )}
            </td>
            <td className="py-1.5 break-words">
              {diff.after === null ? (
                <span className="italic text-muted-foreground">cleared</span>
              ) : (
                <ins className="no-underline">
                  <ArrowRight className="mr-1 inline size-3 text-success" aria-hidden="true" />
                  {diff.after}
                </ins>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The audited history as a timeline: when, who, the event, its summary, field diffs and request id.
 * `complete`: every entry of the subject is in `entries` (one page, no filter).
 */
export function HistoryTimeline({
  entries,
  complete,
}: {
  entries: readonly HistoryEntry[];
  complete: boolean;
}) {
  const diffs = useMemo(() => historyDiffs(entries), [entries]);
  return (
    <ol
      className="relative space-y-4 border-l-2 border-border pl-6"
      aria-label="Audited events, newest first"
    >
      {entries.map((entry) => {
        const Actor = entry.actor ? UserRound : Bot;
        return (
          <li key={entry.id} className="relative rounded-xl border bg-card p-4 shadow-sm">
            <span
              className="absolute top-5 -left-[1.95rem] size-3 rounded-full border-2 border-background bg-primary"
              aria-hidden="true"
            />
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-medium">{entry.summary}</p>
              <time
                dateTime={entry.at}
                title={entry.at}
                className="text-sm whitespace-nowrap text-muted-foreground"
              >
                {dateTime.format(new Date(entry.at))}
              </time>
            </div>
            <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
              <div className="flex items-center gap-1">
                <dt className="sr-only">Who</dt>
                <Actor className="size-3.5" aria-hidden="true" />
                <dd>{entry.actor ? (entry.actor.username ?? entry.actor.id) : 'System'}</dd>
              </div>
              <div className="flex items-center gap-1">
                <dt>Event</dt>
                <dd>
                  <code className="rounded bg-muted px-1 py-0.5 text-foreground">{entry.type}</code>
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt>Request</dt>
                <dd>
                  <code className="rounded bg-muted px-1 py-0.5 text-foreground">
                    {entry.requestId ?? 'none (system)'}
                  </code>
                </dd>
              </div>
            </dl>
            <DiffRows diffs={diffs.get(entry.id) ?? []} complete={complete} />
          </li>
        );
      })}
    </ol>
  );
}
