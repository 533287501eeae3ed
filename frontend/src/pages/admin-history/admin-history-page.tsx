import { historySubjectKinds, type HistorySubjectKind } from '@bb/backend/contracts';
import { AlertCircle, ChevronLeft, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { fetchAllHistory, useAuditHistory } from '@/features/admin/api/get-audit-history';
import { HistoryTimeline } from '@/features/admin/components/history-timeline';
import { historyCsv } from '@/features/admin/lib/history-csv';
import { serverMessageOf } from '@/lib/api-error-message';
import { countOf } from '@/lib/plural';
import { saveFile } from '@/lib/save-file';

const PAGE_SIZE = 50;
const ALL = 'all';

/** The event-type filter: every context's events ('projects.*'). */
const TYPE_FILTERS: ReadonlyArray<{ value: string; label: string }> = [
  { value: ALL, label: 'All events' },
  { value: 'identity.*', label: 'Account and sign-in' },
  { value: 'projects.*', label: 'Projects' },
  { value: 'billing.*', label: 'Billing' },
  { value: 'exports.*', label: 'Exports' },
  { value: 'feedback.*', label: 'Feedback' },
  { value: 'api-keys.*', label: 'API keys' },
  { value: 'ideas.*', label: 'Ideas' },
  { value: 'admin.*', label: 'Admin actions' },
  { value: 'audit.*', label: 'History views' },
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/history/{user|project}/{id}: the subject's audited history for admins: a timeline of
 * every event with who, when, what changed and the request it came from; filters by event type and
 * dates (kept in the URL); pages; a CSV export of everything the filters match.
 */
export default function AdminHistoryPage() {
  const params = useParams();
  const kind = historySubjectKinds.find((k) => k === params.kind) ?? null;
  const id = params.id ?? '';
  if (!kind || !id) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        <h1 className="text-2xl font-bold">History not found</h1>
        <Link to="/admin" className="mt-4 inline-block text-primary underline-offset-4 hover:underline">
          Back to the Admin Dashboard
        </Link>
      </div>
    );
  }
  return <HistoryScreen kind={kind} id={id} />;
}

function HistoryScreen({ kind, id }: { kind: HistorySubjectKind; id: string }) {
  const [search, setSearch] = useSearchParams();
  const type = search.get('type') ?? '';
  const from = DATE.test(search.get('from') ?? '') ? (search.get('from') ?? '') : '';
  const to = DATE.test(search.get('to') ?? '') ? (search.get('to') ?? '') : '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const filters = { type: type || undefined, from: from || undefined, to: to || undefined };
  const history = useAuditHistory(kind, id, { ...filters, page, limit: PAGE_SIZE });
  const [exporting, setExporting] = useState(false);

  const subject = kind === 'user' ? 'User' : 'Project';
  const label = history.data?.subject.label;
  const title = `${subject} history${label ? `: ${label}` : ''}`;
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const chosenValue = form.get('type');
    const chosen = typeof chosenValue === 'string' ? chosenValue : ALL;
    if (chosen !== ALL) next.set('type', chosen);
    for (const key of ['from', 'to'] as const) {
      const raw = form.get(key);
      const value = typeof raw === 'string' ? raw : '';
      if (DATE.test(value)) next.set(key, value);
    }
    setSearch(next);
  };
  const goToPage = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    setSearch(next);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries = await fetchAllHistory(kind, id, filters);
      saveFile(
        new Blob([historyCsv(entries)], { type: 'text/csv;charset=utf-8' }),
        `${kind}-${id}-history.csv`,
      );
      toast({
        title: 'History exported',
        description: `${countOf(entries.length, 'event')} in the CSV file.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: serverMessageOf(error) ?? 'Please try again.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={title} />
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </Link>
      <header className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Every recorded event, newest first. <span className="font-mono text-xs">{id}</span>
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || total === 0}>
          {exporting ? <Spinner label="Exporting" /> : <Download aria-hidden="true" />}
          Export CSV
        </Button>
      </header>

      <form
        key={`${type}|${from}|${to}`}
        onSubmit={apply}
        className="mt-6 grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-[minmax(0,1.4fr)_1fr_1fr_auto] sm:items-end"
        aria-label="Filter the history"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="history-type">Event type</Label>
          <Select name="type" defaultValue={type || ALL}>
            <SelectTrigger id="history-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TYPE_FILTERS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="history-from">From</Label>
          <Input id="history-from" name="from" type="date" defaultValue={from} max={to || undefined} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="history-to">To</Label>
          <Input id="history-to" name="to" type="date" defaultValue={to} min={from || undefined} />
        </div>
        <div className="flex gap-2">
          <Button type="submit">Apply</Button>
          {type || from || to ? (
            <Button type="button" variant="ghost" onClick={() => setSearch(new URLSearchParams())}>
              Clear
            </Button>
          ) : null}
        </div>
      </form>

      <section aria-labelledby="history-results" className="mt-6" aria-busy={history.isFetching}>
        <h2 id="history-results" className="mb-4 text-sm font-medium text-muted-foreground">
          {history.data
            ? `${countOf(total, 'event')}${pages > 1 ? ` · page ${page} of ${pages}` : ''}`
            : 'Loading events'}
        </h2>
        {history.isPending ? (
          <div className="space-y-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        ) : history.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>The history could not be loaded</AlertTitle>
            <AlertDescription>{serverMessageOf(history.error) ?? 'Please try again.'}</AlertDescription>
          </Alert>
        ) : history.data.entries.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
            No events match these filters.
          </p>
        ) : (
          <HistoryTimeline
            entries={history.data.entries}
            complete={pages === 1 && !filters.type && !filters.from && !filters.to}
          />
        )}
        {pages > 1 ? (
          <nav aria-label="History pages" className="mt-6 flex items-center justify-between">
            <Button variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
              Newer
            </Button>
            <Button variant="outline" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
              Older
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
