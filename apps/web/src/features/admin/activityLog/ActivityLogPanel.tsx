import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { ACTIVITY_EXPORT_CAP, Msg, type ActivityLogFilters } from '@jobline/shared';
import { DownloadStatus, useFileDownload } from '../../../components/FileDownload';
import { shownInstant } from '../../../components/format';
import { QueryError } from '../../../components/QueryError';
import { downloadActivityLog } from './api';
import { ActivityFilters, NO_FILTERS, type ActivityDraft } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { useActivityLog } from './queries';

const M = Msg.activityLog;
const CAP = ACTIVITY_EXPORT_CAP.toLocaleString('en-US');

/** The filters the server gets: the days once both ends are picked, the search once typing settles. */
function filtersOf(draft: ActivityDraft, search: string): ActivityLogFilters {
  const days = draft.from && draft.to ? { from: draft.from, to: draft.to } : {};
  return {
    ...(draft.customer ? { customer_id: draft.customer } : {}),
    ...(draft.employee ? { employee_id: draft.employee } : {}),
    ...(draft.area ? { area: draft.area } : {}),
    ...days,
    ...(search.trim() ? { search: search.trim() } : {}),
  };
}

/**
 * Employee Activity Log (Super Admin, spec 002 §2): who changed what and when, newest first, with
 * each change's fields old → new; filtered on the server, 50 rows a page, and the filtered log as
 * an Excel file.
 */
export function ActivityLogPanel() {
  const [draft, setDraft] = useState<ActivityDraft>(NO_FILTERS);
  const [search] = useDebouncedValue(draft.search, 400);
  const filters = useMemo(() => filtersOf(draft, search), [draft, search]);
  const log = useActivityLog(filters);
  const download = useFileDownload<'xlsx'>();

  const pages = log.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.data);
  const last = pages.at(-1);
  const filtered = Object.keys(filters).length > 0;
  const searchedTo = last?.has_more && last.searched_to ? last.searched_to : null;
  const empty = searchedTo ? M.nothingMatchesYet : filtered ? M.nothingMatches : M.nothingYet;

  return (
    <Stack gap="md">
      <ActivityFilters draft={draft} onChange={setDraft} />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={download.busy !== null}
            onClick={() =>
              void download.run('xlsx', (onProgress) =>
                downloadActivityLog(filters, M.downloadFailed, onProgress),
              )
            }
          >
            {M.downloadExcel}
          </Button>
          <Text size="xs" c="dimmed" maw={360}>
            {M.exportCap(CAP)}
          </Text>
        </Group>
        <Button
          variant="subtle"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void log.refetch()}
          loading={log.isRefetching && !log.isFetchingNextPage}
        >
          Refresh
        </Button>
      </Group>
      <DownloadStatus
        busy={download.busy}
        error={download.error}
        label={() => M.downloadExcel}
        failedTitle={M.downloadFailed}
        onDismiss={download.dismiss}
      />
      {log.isError && !log.isFetchingNextPage ? (
        <QueryError what="the activity log" error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <ActivityTable rows={rows} fetching={log.isFetching && !log.isFetchingNextPage} empty={empty} />
      )}
      {log.isFetchNextPageError && (
        <QueryError
          what="more of the activity log"
          error={log.error}
          onRetry={() => void log.fetchNextPage()}
        />
      )}
      <Group justify="center" gap="sm">
        {searchedTo && (
          <Text size="sm" c="dimmed" role="status">
            {M.searchedTo(shownInstant(searchedTo))}
          </Text>
        )}
        {log.hasNextPage && (
          <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {searchedTo ? M.searchMore : M.loadMore}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
