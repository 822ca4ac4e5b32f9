import { useMemo, useState } from 'react';
import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { notifyError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import type { Holiday } from './api';
import { confirmAction } from '../../components/confirm';
import { formatRange, overlaps } from './days';
import { HolidayCalendar, type VisiblePeriod } from './HolidayCalendar';
import { HolidayDetailsModal } from './HolidayDetailsModal';
import { HolidayFormModal, type HolidayDraft } from './HolidayFormModal';
import { HolidayList } from './HolidayList';
import { holidayKeys, useDeleteHoliday, useHolidays } from './queries';

const NO_DAYS: HolidayDraft = { start: '', end: '' };

/** Holiday Planner (spec 002 §2, screens.md §9.3–9.4): the company holidays on a calendar. */
export function HolidayPlannerPage() {
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<VisiblePeriod | null>(null);
  const holidays = useHolidays(period?.visible ?? null);
  const remove = useDeleteHoliday();

  const [addOpened, setAddOpened] = useState(false);
  const [draft, setDraft] = useState<HolidayDraft>(NO_DAYS);
  const [openedId, setOpenedId] = useState<number | null>(null);
  // The last one shown stays while the dialog fades out.
  const [shown, setShown] = useState<Holiday | null>(null);
  const [showDay, setShowDay] = useState<{ day: string } | null>(null);

  // Someone else added or removed a holiday: show the plan as it is now.
  useRealtimeEvent(RealtimeEventType.HOLIDAYS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: holidayKeys.all });
  });

  const openAdd = (days: HolidayDraft) => {
    setDraft(days);
    setAddOpened(true);
  };
  const open = (holiday: Holiday) => {
    setShown(holiday);
    setOpenedId(holiday.id);
  };
  const askDelete = (holiday: Holiday) =>
    confirmAction({
      title: 'Delete this holiday?',
      body: `“${holiday.description}” (${formatRange(holiday)}) will be removed from the plan, and its days count as working days again.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        remove.mutate(holiday.id, {
          onSuccess: () => setOpenedId(null),
          onError: (error) => notifyError(error),
        }),
    });

  const inPeriod = useMemo(
    () => (period ? holidays.data?.filter((h) => overlaps(h, period.period)) : undefined),
    [holidays.data, period],
  );
  // A holiday removed elsewhere closes its dialog.
  const openedStillThere = openedId !== null && !!holidays.data?.some((h) => h.id === openedId);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Holiday Planner
          </Title>
          <Text c="dimmed" size="sm">
            Company holidays count as days off for leave, attendance and plans.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openAdd(NO_DAYS)}>
          Add holiday
        </Button>
      </Group>

      {holidays.isError && (
        <QueryError what="the holidays" error={holidays.error} onRetry={() => holidays.refetch()} />
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <HolidayCalendar
            holidays={holidays.data ?? []}
            loading={holidays.isFetching}
            onPeriodChange={setPeriod}
            onSelectDays={openAdd}
            onOpen={open}
            showDay={showDay}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <HolidayList
            title={period?.title ?? ''}
            holidays={inPeriod}
            loading={holidays.isPending}
            failed={holidays.isError}
            onOpen={open}
            onDelete={askDelete}
          />
        </Grid.Col>
      </Grid>

      <HolidayFormModal
        opened={addOpened}
        draft={draft}
        onClose={() => setAddOpened(false)}
        onAdded={(holiday) => {
          // Added for another period: go there, so the user sees it.
          if (period && !overlaps(holiday, period.visible)) setShowDay({ day: holiday.start });
        }}
      />
      <HolidayDetailsModal
        opened={openedStillThere}
        holiday={shown}
        deleting={remove.isPending}
        onDelete={askDelete}
        onClose={() => setOpenedId(null)}
      />
    </Stack>
  );
}
