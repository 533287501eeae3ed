import type { StepData } from '@bb/backend/contracts';
import { Cloud, Database, Layout, Server, Table2, Workflow } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Step 7's documentation as the wizard and the edit page show it: stack, architecture, API and database. */

type TechDocumentation = NonNullable<StepData['techDocumentation']>;

const methodStyles: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  POST: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  PUT: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  PATCH: 'bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300',
  DELETE: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

const stackParts = [
  { key: 'frontend', label: 'Frontend', Icon: Layout },
  { key: 'backend', label: 'Backend', Icon: Server },
  { key: 'database', label: 'Database', Icon: Database },
  { key: 'hosting', label: 'Hosting', Icon: Cloud },
] as const;

function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export function TechStackPanel({ stack }: { stack: TechDocumentation['techStack'] }) {
  if (!stack) return <Empty>No tech stack yet.</Empty>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {stackParts.map(({ key, label, Icon }) => (
        <div key={key} className="rounded-xl border bg-background p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {label}
          </p>
          {stack[key].length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {stack[key].map((tech, i) => (
                <li
                  key={`${i}-${tech}`}
                  className="rounded-md bg-accent px-2 py-1 text-xs font-medium text-accent-foreground"
                >
                  {tech}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">None needed.</p>
          )}
        </div>
      ))}
    </div>
  );
}

export function ArchitecturePanel({ architecture }: { architecture: TechDocumentation['architecture'] }) {
  if (!architecture) return <Empty>No architecture yet.</Empty>;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Architecture type</span>
        <span className="rounded-full bg-gradient-brand px-3 py-1 text-xs font-semibold text-white">
          {architecture.type}
        </span>
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {architecture.components.map((component, i) => (
          <li key={`${i}-${component.name}`} className="rounded-xl border bg-background p-4">
            <p className="flex items-center gap-2 font-medium">
              <Workflow className="size-4 text-primary" aria-hidden="true" />
              {component.name}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{component.description}</p>
            {component.technologies.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`${component.name} technologies`}>
                {component.technologies.map((tech, n) => (
                  <li key={`${n}-${tech}`} className="rounded-md border px-2 py-0.5 text-xs">
                    {tech}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MethodBadge({ method }: { method: string }) {
  const upper = method.toUpperCase();
  return (
    <span
      className={cn(
        'inline-block min-w-14 rounded-md px-2 py-0.5 text-center font-mono text-xs font-bold',
        methodStyles[upper] ?? 'bg-muted text-foreground',
      )}
    >
      {upper}
    </span>
  );
}

export function ApiPanel({ api }: { api: TechDocumentation['apiSpecification'] }) {
  if (!api || api.endpoints.length === 0) return <Empty>No API endpoints yet.</Empty>;
  return (
    <div className="overflow-x-auto rounded-xl border" tabIndex={0} role="region" aria-label="API endpoints">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">API endpoints: method, path, description and parameters</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
          <tr>
            {['Method', 'Path', 'Description', 'Parameters'].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {api.endpoints.map((endpoint, i) => (
            <tr key={`${i}-${endpoint.method}-${endpoint.path}`} className="align-top">
              <td className="px-3 py-2.5">
                <MethodBadge method={endpoint.method} />
              </td>
              <td className="px-3 py-2.5 font-mono text-xs break-all">{endpoint.path}</td>
              <td className="px-3 py-2.5">{endpoint.description}</td>
              <td className="px-3 py-2.5">
                {endpoint.parameters.length === 0 ? (
                  <span className="text-muted-foreground">None</span>
                ) : (
                  <ul className="space-y-0.5">
                    {endpoint.parameters.map((p, n) => (
                      <li key={`${n}-${p.name}`} className="font-mono text-xs">
                        {p.name}
                        <span className="text-muted-foreground">: {p.type}</span>
                        {p.required ? (
                          <span className="ml-1 font-sans text-[0.7rem] font-semibold text-destructive">
                            required
                          </span>
                        ) : (
                          <span className="ml-1 font-sans text-[0.7rem] text-muted-foreground">optional</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DatabasePanel({ schema }: { schema: TechDocumentation['databaseSchema'] }) {
  if (!schema || schema.tables.length === 0) return <Empty>No database tables yet.</Empty>;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {schema.tables.map((table, i) => (
        <section
          key={`${i}-${table.name}`}
          aria-label={`Table ${table.name}`}
          className="overflow-hidden rounded-xl border bg-background"
        >
          <p className="flex items-center gap-2 border-b bg-muted/50 px-3 py-2 font-mono text-sm font-semibold">
            <Table2 className="size-4 text-primary" aria-hidden="true" />
            {table.name}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs">
              <thead className="text-muted-foreground">
                <tr>
                  {['Field', 'Type', 'Constraints'].map((column) => (
                    <th key={column} scope="col" className="px-3 py-1.5 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {table.fields.map((field, n) => (
                  <tr key={`${n}-${field.name}`}>
                    <td className="px-3 py-1.5 font-mono font-medium">{field.name}</td>
                    <td className="px-3 py-1.5 font-mono text-primary">{field.type}</td>
                    <td className="px-3 py-1.5 text-muted-foreground [overflow-wrap:anywhere]">
                      {field.constraints || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
