import '@mantine/dates/styles.css';
import { useState } from 'react';
import { ActionIcon, Button, Card, Checkbox, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCalendarMonth, IconChevronLeft, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Feature, Msg, Perm } from '@jobline/shared';
import { Busy } from '../../components/Loaders';
import { QueryError } from '../../components/QueryError';
import { MonthInput } from '../../components/DayPicker';
import { useFeatureOn } from '../admin/features/featureSwitches';
import { useAuth } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import { LeaveAllowancePanel } from './LeaveAllowancePanel';
import { LeaveCalendar } from './LeaveCalendar';
import { LeaveReviewModal } from './LeaveReviewModal';
import { PendingLeaveList } from './PendingLeaveList';
import {
  leaveKeys,
  useLeaveCalendar,
  useLeaveLive,
  usePendingCancellations,
  usePendingRequests,
} from './queries';

const M = Msg.leave;
/**
 * Employee Leave Details (spec 001 §2.7, screens §6.2; permission 4): the requests and
 * cancellations waiting for the reviewer, and a month of leave of the people they review. Lists and
 * calendar refresh live; Refresh reads them again at once.
 */
export function LeaveDetailsPage() {
  const { can } = useAuth();
  const balancesOn = useFeatureOn(Feature.LEAVE_BALANCES);
  const queryClient = useQueryClient();
  const today = useCompanyToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [collapsed, setCollapsed] = useState(true);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const requests = usePendingRequests();
  const cancellations = usePendingCancellations();
  const calendar = useLeaveCalendar(month);
  useLeaveLive();

  const shift = (months: number) => setMonth(dayjs(`${month}-01`).add(months, 'month').format('YYYY-MM'));
  const monthName = dayjs(`${month}-01`).format('MMMM YYYY');

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Employee Leave Details
        </Title>
        <Text c="dimmed" size="sm">
          Leave waiting for your decision, and who is away when.
        </Text>
      </div>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PendingLeaveList
            title="Pending leave requests"
            what="pending leave requests"
            empty={M.noPendingRequests}
            query={requests}
            reviewLabel="Review"
            onReview={(leave) => setReviewing(leave.id)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PendingLeaveList
            title="Pending cancellations"
            what="pending cancellations"
            empty={M.noPendingCancellations}
            query={cancellations}
            reviewLabel="Review cancellation"
            onReview={(leave) => setReviewing(leave.id)}
          />
        </Grid.Col>
      </Grid>

      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Group gap="xs" align="center" wrap="nowrap">
              <Title order={2} size="h4" aria-live="polite">
                Leave in {monthName}
              </Title>
              {calendar.isFetching && <Busy size="xs" label="Loading the leave calendar" />}
            </Group>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <ActionIcon variant="default" size="lg" aria-label="Previous month" onClick={() => shift(-1)}>
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <MonthInput
                label="Month"
                value={`${month}-01`}
                onChange={(value) => value && setMonth(String(value).slice(0, 7))}
                leftSection={<IconCalendarMonth size={16} aria-hidden />}
                w={170}
              />
              <ActionIcon variant="default" size="lg" aria-label="Next month" onClick={() => shift(1)}>
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void queryClient.invalidateQueries({ queryKey: leaveKeys.all })}
              >
                Refresh
              </Button>
            </Group>
          </Group>
          <Checkbox
            label={M.collapseDailyEvents}
            checked={collapsed}
            onChange={(event) => setCollapsed(event.currentTarget.checked)}
          />
          {calendar.isError && !calendar.data ? (
            <QueryError
              what="the leave calendar"
              error={calendar.error}
              onRetry={() => void calendar.refetch()}
            />
          ) : (
            <>
              {calendar.data && !calendar.data.length && (
                <Text size="sm" c="dimmed">
                  {M.noLeaveThisMonth}
                </Text>
              )}
              <LeaveCalendar
                month={month}
                entries={calendar.data ?? []}
                collapsed={collapsed}
                onOpen={(entry) => setReviewing(entry.leave_request_id)}
              />
            </>
          )}
          <Text size="xs" c="gray.7">
            Red: full day · orange: half day · yellow: short leave · grey, dashed: waiting for a decision. The
            number on a day is how many people are away.
          </Text>
        </Stack>
      </Card>

      {can(Perm.EMPLOYEES) && balancesOn && <LeaveAllowancePanel />}

      <LeaveReviewModal leaveId={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
