import { useEffect, useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Msg, worksheetRange } from '@jobline/shared';
import { useAuth } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import { useWorksheetsLive } from './api';
import { DepartmentSummary } from './DepartmentSummary';
import { EmployeeWorksheet } from './EmployeeWorksheet';
import { WorksheetFilterBar } from './WorksheetFilterBar';
import {
  ALL_EMPLOYEES,
  filtersFromQuery,
  queryOfFilters,
  worksheetRights,
  type WorksheetFilters,
} from './worksheetFilters';

/**
 * The Employee Worksheet (screens §7.1, 001 §2.8, permission 21): where one employee's time went over
 * a day or a range, or with 'All employees' the department's daily summary. The loaded filters live
 * in the address, so a reload or a shared link shows the same report.
 */
export function WorksheetPage() {
  const { user } = useAuth();
  const today = useCompanyToday();
  const [query, setQuery] = useSearchParams();
  const rights = useMemo(() => worksheetRights(user!), [user]);
  const applied = useMemo(() => filtersFromQuery(query, user!, rights, today), [query, user, rights, today]);
  const [draft, setDraft] = useState<WorksheetFilters>(applied);
  useWorksheetsLive();

  // Back and forward through loaded reports bring their filters back into the form.
  useEffect(() => setDraft(applied), [applied]);

  const checked =
    draft.start && draft.end ? worksheetRange.safeParse({ start: draft.start, end: draft.end }) : null;
  const rangeError = !draft.start
    ? undefined
    : checked && !checked.success
      ? checked.error.issues[0]?.message
      : !draft.end
        ? Msg.worksheets.endInvalid
        : undefined;

  const load = (filters: WorksheetFilters) => {
    if (!filters.start || !filters.end) return;
    if (!worksheetRange.safeParse({ start: filters.start, end: filters.end }).success) return;
    setQuery(queryOfFilters(filters, user!));
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {Msg.worksheets.title}
        </Title>
        <Text c="dimmed" size="sm">
          Where the time went: work, holds and time on no task, day by day.
        </Text>
      </div>
      <WorksheetFilterBar
        draft={draft}
        onChange={setDraft}
        onLoad={() => load(draft)}
        rights={rights}
        today={today}
        ownId={user!.id}
        rangeError={rangeError}
      />
      {applied.employee === ALL_EMPLOYEES ? (
        <DepartmentSummary
          filters={applied}
          onOpen={(userId) => load({ ...applied, employee: String(userId) })}
        />
      ) : (
        <EmployeeWorksheet filters={applied} timeZone={user!.time_zone} ownId={user!.id} />
      )}
    </Stack>
  );
}
