import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconFilter } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { LeaveCancelStatus, LeaveStatus, leaveStatusText, Msg, type OwnLeave } from '@jobline/shared';
import { DayRangeInput } from '../../components/DayPicker';
import { confirmAction } from '../../components/confirm';
import { Busy } from '../../components/Loaders';
import { notifyError, notifySuccess } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { useCompanyToday } from '../auth/useCompanyToday';
import { countOf, dayRangeText, statusColor } from './leaveText';
import { NewLeaveRequestModal } from './NewLeaveRequestModal';
import { useCancelLeave, useDeleteLeave, useLeaveLive, useOwnLeave } from './queries';

const M = Msg.leave;
export const MY_LEAVE_ANCHOR = 'my-leave';

/**
 * My leave on My Profile (spec 001 §2.6): the user's own requests, filtered by a date range, with
 * delete (pending) and cancel (approved) after 'Are you sure?'. Decisions arrive live.
 */
export function MyLeave() {
  const today = useCompanyToday();
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [applying, setApplying] = useState(false);
  const filter = range[0] && range[1] ? { start: range[0], end: range[1] } : null;
  const leaves = useOwnLeave(filter);
  const remove = useDeleteLeave();
  const cancel = useCancelLeave();
  useLeaveLive();

  // A leave notification opens this list: bring it into view.
  useEffect(() => {
    if (hash === `#${MY_LEAVE_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const ask = (leave: OwnLeave, action: 'delete' | 'cancel') =>
    confirmAction({
      title: M.areYouSure,
      body:
        action === 'delete'
          ? `Your request for ${dayRangeText(leave.leave_from, leave.leave_to)} will be deleted.`
          : `Your leave on ${dayRangeText(leave.leave_from, leave.leave_to)} stays approved until a reviewer accepts the cancellation.`,
      confirmLabel: action === 'delete' ? 'Delete request' : 'Ask to cancel',
      cancelLabel: 'Keep it',
      danger: action === 'delete',
      onConfirm: () =>
        (action === 'delete' ? remove : cancel).mutate(leave.id, {
          onSuccess: (result) => notifySuccess(result.message),
          onError: (error) => notifyError(error),
        }),
    });

  return (
    <Card withBorder padding="lg" ref={ref} id={MY_LEAVE_ANCHOR} style={{ scrollMarginTop: 72 }}>
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4">
              My leave
            </Title>
            <Text size="sm" c="dimmed">
              Your leave requests and what was decided.
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => setApplying(true)}
          >
            {M.applyLeave}
          </Button>
        </Group>
        <DayRangeInput
          label="Show requests touching"
          placeholder="All dates"
          clearable
          allowSingleDateInRange
          leftSection={<IconFilter size={16} aria-hidden />}
          value={range}
          onChange={(value) => setRange(value as [string | null, string | null])}
          maw={360}
        />
        {leaves.isPending ? (
          <Center py="md">
            <Busy size="sm" label="Loading your leave" />
          </Center>
        ) : leaves.isError ? (
          <QueryError what="your leave" error={leaves.error} onRetry={() => void leaves.refetch()} />
        ) : !leaves.data.length ? (
          <Text size="sm" c="dimmed" py="sm">
            {M.noOwnLeave}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {leaves.data.map((leave) => (
              <LeaveItem
                key={leave.id}
                leave={leave}
                today={today}
                busy={
                  (remove.isPending && remove.variables === leave.id) ||
                  (cancel.isPending && cancel.variables === leave.id)
                }
                onDelete={() => ask(leave, 'delete')}
                onCancel={() => ask(leave, 'cancel')}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {applying && <NewLeaveRequestModal opened onClose={() => setApplying(false)} />}
    </Card>
  );
}

interface ItemProps {
  leave: OwnLeave;
  today: string;
  busy: boolean;
  onDelete(): void;
  onCancel(): void;
}

function LeaveItem({ leave, today, busy, onDelete, onCancel }: ItemProps) {
  const range = dayRangeText(leave.leave_from, leave.leave_to);
  const cancellable =
    leave.status === LeaveStatus.APPROVED &&
    leave.cancel_status !== LeaveCancelStatus.PENDING &&
    leave.leave_to >= today;
  return (
    <Paper component="li" withBorder p="sm" data-testid="my-leave-item" aria-label={`Leave ${range}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {range}
            </Text>
            <Badge
              variant="light"
              color={statusColor(leave.status, leave.cancel_status)}
              c="dark.8"
              tt="none"
              data-testid="leave-status"
            >
              {leaveStatusText(leave.status, leave.cancel_status)}
            </Badge>
          </Group>
          <Text size="sm">
            {leave.leave_type_text} · {countOf(leave)}
            {leave.covered_by && ` · covered by ${leave.covered_by.name}`}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {leave.remark}
          </Text>
          {leave.review_remark && (
            <Text size="sm">
              <Text span fw={500} inherit>
                Reviewer:
              </Text>{' '}
              {leave.review_remark}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {leave.status === LeaveStatus.PENDING && (
            <Button size="xs" variant="default" color="red" loading={busy} onClick={onDelete}>
              Delete
            </Button>
          )}
          {cancellable && (
            <Button size="xs" variant="default" loading={busy} onClick={onCancel}>
              Cancel leave
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
