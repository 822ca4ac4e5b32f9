import type { ActivityLogFilters, ActivityLogPage } from '@jobline/shared';
import { api } from '../../../api/client';
import { downloadFile, type DownloadProgress } from '../../../api/download';

/** The filters as a query string: only those set. */
export function filterQuery(filters: ActivityLogFilters, cursor?: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', String(cursor));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const activityLogKeys = {
  all: ['activity-log'] as const,
  list: (filters: ActivityLogFilters) => ['activity-log', filters] as const,
};

/** A page of the log after `cursor` (the last id of the page before). */
export const fetchActivityPage = (filters: ActivityLogFilters, cursor: number | null, signal?: AbortSignal) =>
  api<ActivityLogPage>(`admin/allActivities${filterQuery(filters, cursor)}`, { signal });

/** The filtered log as an Excel file (at most ACTIVITY_EXPORT_CAP rows, newest first). */
export const downloadActivityLog = (
  filters: ActivityLogFilters,
  failed: string,
  onProgress: DownloadProgress,
) =>
  downloadFile(`admin/allActivities/export${filterQuery(filters)}`, 'activity-log.xlsx', failed, {
    onProgress,
  });
