import type { ProjectListItem, Tier } from '@bb/backend/contracts';
import { Copy, FileText, MoreVertical, Package, Pencil, Play, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { canExportFromDashboard } from '../lib/card-actions';

export interface ProjectCardMenuProps {
  project: ProjectListItem;
  title: string;
  tier: Tier;
  tourTarget?: boolean;
  onDelete: (project: ProjectListItem) => void;
  onDuplicate: (project: ProjectListItem) => void;
  onExport: (project: ProjectListItem, format: 'complete-package' | 'business-plan') => void;
}

/** Continue, Edit Content, the exports (paid plans, completed projects), Duplicate and Delete. */
export function ProjectCardMenu({
  project,
  title,
  tier,
  tourTarget,
  onDelete,
  onDuplicate,
  onExport,
}: ProjectCardMenuProps) {
  const navigate = useNavigate();
  const exports = canExportFromDashboard(tier, project.status);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Actions for ${title}`}
          data-tour={tourTarget ? 'project-actions' : undefined}
        >
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem onSelect={() => void navigate(`/wizard/${project.id}`)}>
          <Play aria-hidden="true" />
          Continue Project
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(`/project/${project.id}/edit`)}>
          <Pencil aria-hidden="true" />
          Edit Content
        </DropdownMenuItem>
        {exports ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
              Export
            </DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => onExport(project, 'complete-package')}>
              <Package aria-hidden="true" />
              Complete Package
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onExport(project, 'business-plan')}>
              <FileText aria-hidden="true" />
              Business Plan
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onDuplicate(project)}>
          <Copy aria-hidden="true" />
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(project)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
