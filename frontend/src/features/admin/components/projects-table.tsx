import type { AdminProject } from '@bb/backend/contracts';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { formatDate, humanize } from '../lib/format';
import { DataTable, TableMessage, Td, Th, Tr } from './data-table';

/** The wizard has 8 steps: the admin progress bar is currentStep/8. */
export const WIZARD_STEPS = 8;

/** Project Overview: title, owner, status, progress and creation date of every project. */
export function ProjectsTable({
  projects,
  isPending,
}: {
  projects: readonly AdminProject[] | undefined;
  isPending: boolean;
}) {
  return (
    <DataTable label="Projects">
      <thead>
        <tr>
          <Th>Title</Th>
          <Th>Owner</Th>
          <Th>Status</Th>
          <Th className="w-56">Progress</Th>
          <Th>Created</Th>
          <Th>
            <span className="sr-only">Audited history</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {isPending ? (
          <TableMessage colSpan={6}>Loading projects…</TableMessage>
        ) : !projects || projects.length === 0 ? (
          <TableMessage colSpan={6}>No projects yet.</TableMessage>
        ) : (
          projects.map((project) => {
            const step = Math.max(0, Math.min(WIZARD_STEPS, project.currentStep));
            const percent = Math.round((step / WIZARD_STEPS) * 100);
            return (
              <Tr key={project.id}>
                <Td className="max-w-64 truncate font-medium" title={project.title}>
                  {project.title || <span className="text-muted-foreground italic">Untitled project</span>}
                </Td>
                <Td className="whitespace-nowrap">{project.ownerName}</Td>
                <Td>
                  <Badge variant={project.status === 'completed' ? 'success' : 'secondary'}>
                    {humanize(project.status)}
                  </Badge>
                </Td>
                <Td>
                  <div className="flex items-center gap-3">
                    <Progress
                      value={percent}
                      className="h-2 w-32"
                      aria-label={`${project.title || 'Untitled project'}: step ${step} of ${WIZARD_STEPS}`}
                    />
                    <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                      {step}/{WIZARD_STEPS}
                    </span>
                  </div>
                </Td>
                <Td className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
                </Td>
                <Td>
                  <Link
                    to={`/admin/history/project/${encodeURIComponent(project.id)}`}
                    className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <History className="size-4" aria-hidden="true" />
                    History<span className="sr-only"> of {project.title || 'Untitled project'}</span>
                  </Link>
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
    </DataTable>
  );
}
