import { Skeleton, Stack, Title } from '@mantine/core';
import { QueryError } from '../../components/QueryError';
import { useDailySummary } from './api';
import { DailySummaryTable } from './DailySummaryTable';
import type { WorksheetFilters } from './worksheetFilters';

/** 'All employees': the department's daily summary over the range, one line per employee. */
export function DepartmentSummary({
  filters,
  onOpen,
}: {
  filters: WorksheetFilters;
  onOpen: (userId: number) => void;
}) {
  const summary = useDailySummary({
    range: { start: filters.start, end: filters.end },
    division: filters.division,
    withInactiveUsers: filters.inactive,
  });
  if (summary.isError && !summary.data)
    return <QueryError what="the daily summary" error={summary.error} onRetry={() => summary.refetch()} />;
  if (!summary.data)
    return <Skeleton h={260} radius="md" aria-busy="true" aria-label="Loading the daily summary" />;
  return (
    <Stack gap="xs" aria-busy={summary.isFetching}>
      <Title order={2} size="h4">
        Daily summary
      </Title>
      <DailySummaryTable rows={summary.data.employees} onOpen={onOpen} />
    </Stack>
  );
}
