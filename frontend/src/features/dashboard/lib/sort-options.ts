import type { ProjectSort } from '@bb/backend/contracts';

/** The dashboard's orders, in the order the select lists them. */
export const sortOptions: ReadonlyArray<{ value: ProjectSort; label: string }> = [
  { value: 'updated', label: 'Last Updated' },
  { value: 'created', label: 'Created Date' },
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
];

export function isProjectSort(value: string): value is ProjectSort {
  return sortOptions.some((o) => o.value === value);
}
