import type { ProjectStatus, Tier } from '@bb/backend/contracts';

/** The dashboard's export items: non-free plans and completed projects only. */
export function canExportFromDashboard(tier: Tier, status: ProjectStatus): boolean {
  return tier !== 'free' && status === 'completed';
}
