import type { ProjectStatus } from '@bb/backend/contracts';

export const UNTITLED_PROJECT = 'Untitled Project';

export function projectTitle(title: string | null | undefined): string {
  return title?.trim() || UNTITLED_PROJECT;
}

export const statusLabels: Record<ProjectStatus, string> = {
  draft: 'Draft',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export { tierLabels } from '@bb/kernel';

/** '3 Mar 2026' in the user's locale. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', else the date. */
export function formatRelative(iso: string, now: Date = new Date(), locale?: string): string {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(iso, locale);
}
