import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  countLeaveDatesIn,
  LEAVE_REMARK_MAX,
  LeaveCancelStatus,
  LeaveStatus,
  leaveStatusText,
  Msg,
  type LeaveDetailResponse,
  type LeaveType,
} from '@jobline/shared';
import { ApiError, errorMessage } from '../../api/client';
import { Fact } from '../../components/Fact';
import { Busy } from '../../components/Loaders';
import { notifyError, notifySuccess } from '../../components/notify';
import type { DecisionPath } from './api';
import { LeaveBalanceTable } from './LeaveBalanceTable';
import { countOf, dayRangeText, statusColor } from './leaveText';
import { useDecideLeave, useLeaveDetail } from './queries';
import { shownInstant } from '../../components/format';

const M = Msg.leave;

interface Props {
  /** The request to review, or null when closed. */
  leaveId: number | null;
  onClose(): void;
}

/**
 * The leave request review modal and the cancel-leave review modal (spec 001 §2.7, screens §6.3–6.4):
 * the request, its balance and what it collides with; Approve and Reject while it is pending,
 * or the cancellation's while that waits. A refusal (someone decided first) reloads what it shows.
 */
export function LeaveReviewModal({ leaveId, onClose }: Props) {
  const detail = useLeaveDetail(leaveId);
  const phone = useMediaQuery('(max-width: 36em)');
  const cancelling =
    detail.data?.leave.cancel_status === LeaveCancelStatus.PENDING &&
    detail.data.leave.status === LeaveStatus.APPROVED;
  return (
    <Modal
      opened={leaveId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={cancelling ? 'Cancel leave review' : 'Leave request review'}
    >
      {detail.isPending ? (
        <Center py="xl">
          <Busy label="Loading the leave request" />
        </Center>
      ) : detail.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Error!">
          {M.loadFailed(errorMessage(detail.error))}
        </Alert>
      ) : (
        <ReviewBody
          key={detail.data.leave.id}
          data={detail.data}
          onDecided={onClose}
          onStale={() => void detail.refetch()}
        />
      )}
    </Modal>
  );
}

interface BodyProps {
  data: LeaveDetailResponse;
  onDecided(): void;
  onStale(): void;
}

function ReviewBody({ data, onDecided, onStale }: BodyProps) {
  const { leave, collisions, balances, over_balance: over } = data;
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const decide = useDecideLeave();
  const pending = leave.status === LeaveStatus.PENDING;
  const details = leave.details.map((d) => ({ date: d.date, leave_type: d.leave_type as LeaveType }));

  const run = (path: DecisionPath) => {
    const reason = remark.trim();
    if (path.endsWith('reject') && !reason) {
      setRemarkError(M.decisionRemarkRequired);
      return;
    }
    decide.mutate(
      { path, id: leave.id, remark: reason || undefined },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onDecided();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fieldErrors['leave_data.remark'] : undefined;
          if (field) return setRemarkError(field);
          notifyError(error);
          // Decided meanwhile: show the request as it is now.
          if (error instanceof ApiError && error.httpStatus === 409) onStale();
        },
      },
    );
  };
  const deciding = (path: DecisionPath) => decide.isPending && decide.variables?.path === path;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={2} size="h3">
            {leave.name}
          </Title>
          {leave.division && (
            <Text size="sm" c="dimmed">
              {leave.division}
            </Text>
          )}
        </div>
        <Badge
          variant="light"
          color={statusColor(leave.status, leave.cancel_status)}
          c="dark.8"
          tt="none"
          size="lg"
        >
          {leaveStatusText(leave.status, leave.cancel_status)}
        </Badge>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label="Dates">{dayRangeText(leave.leave_from, leave.leave_to)}</Fact>
        <Fact label="Leave type">{leave.leave_type_text}</Fact>
        <Fact label="Takes">{countOf(leave)}</Fact>
        <Fact label="Covered by">{leave.covered_by?.name ?? 'Nobody named'}</Fact>
        <Fact label="Asked on">{shownInstant(leave.created_at)}</Fact>
        {leave.reviewed_by && (
          <Fact label="Decided by">
            {leave.reviewed_by.name}
            {leave.review_remark ? ` — ${leave.review_remark}` : ''}
          </Fact>
        )}
      </SimpleGrid>
      <Fact label="Remark">{leave.remark}</Fact>

      {leave.details.length > 1 && (
        <Table.ScrollContainer minWidth={300}>
          <Table fz="sm" verticalSpacing={2} withTableBorder captionSide="top">
            <Table.Caption>Each day</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Leave type</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leave.details.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{dayjs(d.date).format('ddd D MMM YYYY')}</Table.Td>
                  <Table.Td>{d.leave_type_text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <section aria-labelledby="leave-collisions">
        <Title order={3} size="h5" id="leave-collisions" mb={4}>
          What it collides with
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <Text size="sm" fw={600}>
              Work on these days
            </Text>
            {collisions.tasks.length ? (
              <List size="sm" spacing={2} data-testid="colliding-tasks">
                {collisions.tasks.map((task) => (
                  <List.Item key={task.task_user_id}>
                    {task.job_no} · {task.task_no} {task.task_name} —{' '}
                    {[
                      task.planned_in_leave &&
                        task.plan_date &&
                        `planned ${dayjs(task.plan_date).format('ddd D MMM')}`,
                      task.due_in_leave && task.due_date && `due ${dayjs(task.due_date).format('ddd D MMM')}`,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                No planned work or due dates on these days.
              </Text>
            )}
          </div>
          <div>
            <Text size="sm" fw={600}>
              Also away from the division
            </Text>
            {collisions.away.length ? (
              <List size="sm" spacing={2} data-testid="also-away">
                {collisions.away.map((a) => (
                  <List.Item key={a.leave_request_id}>
                    {a.name} — {a.days.map((d) => dayjs(d).format('ddd D MMM')).join(', ')} (
                    {a.status === LeaveStatus.APPROVED ? 'approved' : 'pending'})
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                Nobody else of the division is away then.
              </Text>
            )}
          </div>
        </SimpleGrid>
      </section>

      {over.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={M.overBalance}>
          {over.map((o) => `${o.label} of ${o.year} by ${o.by}`).join('; ')}. Approving is still allowed.
        </Alert>
      )}
      {balances.map((balance) => (
        <LeaveBalanceTable
          key={balance.year}
          balance={balance}
          request={pending ? countLeaveDatesIn(details, balance.year) : undefined}
          caption={`Leave balance of ${leave.name}`}
        />
      ))}

      {(leave.can_decide || leave.can_decide_cancel) && (
        <>
          <Textarea
            label="Remark"
            description="Needed to reject; optional to approve."
            autosize
            minRows={2}
            maxLength={LEAVE_REMARK_MAX}
            value={remark}
            onChange={(event) => {
              setRemark(event.currentTarget.value);
              setRemarkError(null);
            }}
            error={remarkError}
          />
          <Group justify="flex-end" gap="xs">
            {leave.can_decide ? (
              <>
                <Button
                  color="red"
                  variant="light"
                  loading={deciding('reject')}
                  onClick={() => run('reject')}
                >
                  Reject
                </Button>
                <Button loading={deciding('approve')} onClick={() => run('approve')}>
                  Approve
                </Button>
              </>
            ) : (
              <>
                <Button
                  color="red"
                  variant="light"
                  loading={deciding('cancel/reject')}
                  onClick={() => run('cancel/reject')}
                >
                  Reject cancellation
                </Button>
                <Button
                  color="teal"
                  loading={deciding('cancel/approve')}
                  onClick={() => run('cancel/approve')}
                >
                  Approve cancellation
                </Button>
              </>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
