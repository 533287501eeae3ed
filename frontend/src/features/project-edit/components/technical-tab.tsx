import type { StepData } from '@bb/backend/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { TabSection } from './editable-tabs';
import { EmptyContent } from './read-only-tabs';

type Tech = NonNullable<StepData['techDocumentation']>;

const stackParts = [
  ['frontend', 'Frontend'],
  ['backend', 'Backend'],
  ['database', 'Database'],
  ['hosting', 'Hosting'],
] as const;

/** Step 7's documentation, read-only: stack, architecture, API and database. */
export function TechnicalTab({ projectId, data }: { projectId: string; data: StepData }) {
  const tech: Tech = data.techDocumentation ?? {};
  const { techStack, architecture, apiSpecification, databaseSchema } = tech;
  const description = 'The technical documentation from step 7.';
  if (!techStack && !architecture && !apiSpecification?.endpoints.length && !databaseSchema?.tables.length) {
    return (
      <TabSection title="Technical" description={description}>
        <EmptyContent projectId={projectId} step={7}>
          No technical documentation yet.
        </EmptyContent>
      </TabSection>
    );
  }
  return (
    <TabSection title="Technical" description={description}>
      {techStack ? (
        <Part title="Tech stack">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {stackParts.map(([key, label]) => (
              <div key={key} className="rounded-lg border p-3">
                <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
                <dd className="mt-1 flex flex-wrap gap-1.5">
                  {techStack[key].length ? (
                    techStack[key].map((t) => (
                      <Badge key={t} variant="secondary">
                        {t}
                      </Badge>
                    ))
                  ) : (
                    <span className="text-sm text-muted-foreground">None</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Part>
      ) : null}
      {architecture ? (
        <Part title={`Architecture: ${architecture.type}`}>
          <ul className="grid gap-3 md:grid-cols-2">
            {architecture.components.map((c) => (
              <li key={c.name} className="rounded-lg border p-3">
                <p className="font-medium">{c.name}</p>
                <p className="mt-1 text-sm text-muted-foreground">{c.description}</p>
                {c.technologies.length ? (
                  <p className="mt-2 text-xs text-muted-foreground">{c.technologies.join(' · ')}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {apiSpecification?.endpoints.length ? (
        <Part title={`API (${apiSpecification.endpoints.length} endpoints)`}>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">API endpoints</caption>
              <thead className="bg-muted/60 text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Method
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Path
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Description
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Parameters
                  </th>
                </tr>
              </thead>
              <tbody>
                {apiSpecification.endpoints.map((e) => (
                  <tr key={`${e.method} ${e.path}`} className="border-t align-top">
                    <td className="px-3 py-2 font-mono text-xs font-semibold">{e.method}</td>
                    <td className="px-3 py-2 font-mono text-xs break-all">{e.path}</td>
                    <td className="px-3 py-2">{e.description}</td>
                    <td className="px-3 py-2 text-xs text-muted-foreground">
                      {e.parameters.length
                        ? e.parameters.map((p) => `${p.name}: ${p.type}${p.required ? '' : '?'}`).join(', ')
                        : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Part>
      ) : null}
      {databaseSchema?.tables.length ? (
        <Part title={`Database (${databaseSchema.tables.length} tables)`}>
          <div className="grid gap-3 md:grid-cols-2">
            {databaseSchema.tables.map((table) => (
              <div key={table.name} className="overflow-x-auto rounded-lg border">
                <table className="w-full text-left text-sm">
                  <caption className="border-b bg-muted/60 px-3 py-2 text-left font-mono text-xs font-semibold">
                    {table.name}
                  </caption>
                  <tbody>
                    {table.fields.map((f) => (
                      <tr key={f.name} className="border-t first:border-t-0">
                        <th scope="row" className="px-3 py-1.5 font-mono text-xs font-medium">
                          {f.name}
                        </th>
                        <td className="px-3 py-1.5 font-mono text-xs">{f.type}</td>
                        <td className="px-3 py-1.5 text-xs text-muted-foreground">{f.constraints}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
        </Part>
      ) : null}
    </TabSection>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}
