import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Msg, type EmployeeCard, type FloorAlertWire } from '@jobline/shared';
import { notifyError, notifySuccess } from '../../components/notify';
import { boardLink } from '../boards/links';
import type { Floor } from './api';
import { clockTime, holdName, shortMinutes } from './cardText';
import { useEndDay } from './queries';

const M = Msg.floor;

function alertText(alert: FloorAlertWire, card: EmployeeCard | undefined) {
  const name = card?.name ?? 'Someone';
  const task = card?.ongoing ? `${card.ongoing.task_no} (${card.ongoing_job?.job_no ?? ''})` : 'a task';
  switch (alert.kind) {
    case 'past_pessimistic':
      return M.pastPessimistic(name, task);
    case 'past_most_likely':
      return M.pastMostLikely(name, task);
    case 'long_hold':
      return M.longHold(name, holdName(alert.hold_type ?? 0), shortMinutes(alert.minutes));
    case 'idle':
      return M.idle(name, shortMinutes(alert.minutes));
    case 'after_hours':
      return M.afterHours(name, task);
  }
}

/** Where an alert leads: the task's board for a task, the employee's card otherwise. */
function alertLink(alert: FloorAlertWire, card: EmployeeCard | undefined) {
  if (alert.task_user_id !== null && card?.ongoing_job)
    return boardLink(card.ongoing_job, false, alert.task_user_id);
  return `#employee-${alert.user_id}`;
}

/** The floor's alerts, worst first, each leading to its task or employee. */
export function FloorAlertStrip({ floor, alerts }: { floor: Floor; alerts: FloorAlertWire[] }) {
  const endDay = useEndDay();
  const cards = new Map(floor.employees.map((c) => [c.id, c]));
  const sorted = [...alerts].sort((a, b) => (a.level === b.level ? 0 : a.level === 'danger' ? -1 : 1));
  return (
    <section aria-labelledby="floor-alerts-title">
      <Text id="floor-alerts-title" size="sm" fw={700} mb={6}>
        {M.alertsTitle}
      </Text>
      {sorted.length === 0 ? (
        <Group gap="xs" role="status">
          <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="sm">{M.noAlerts}</Text>
        </Group>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="floor-alerts">
          {sorted.map((alert) => {
            const card = cards.get(alert.user_id);
            const danger = alert.level === 'danger';
            const link = alertLink(alert, card);
            const text = alertText(alert, card);
            return (
              <Paper
                component="li"
                key={`${alert.kind}-${alert.user_id}`}
                withBorder
                px="sm"
                py={6}
                bg={danger ? 'red.0' : 'yellow.0'}
                data-kind={alert.kind}
                data-level={alert.level}
              >
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <ThemeIcon size="sm" variant="transparent" color={danger ? 'red.8' : 'orange.8'}>
                      {danger ? <IconAlertOctagon aria-hidden /> : <IconAlertTriangle aria-hidden />}
                    </ThemeIcon>
                    <Text size="sm" c="dark.8">
                      <VisuallyHidden>{danger ? 'Danger: ' : 'Warning: '}</VisuallyHidden>
                      {link.startsWith('#') ? (
                        <Anchor href={link} c="dark.8" underline="always">
                          {text}
                        </Anchor>
                      ) : (
                        <Anchor component={Link} to={link} c="dark.8" underline="always">
                          {text}
                        </Anchor>
                      )}
                    </Text>
                  </Group>
                  {alert.kind === 'after_hours' && alert.end_at && floor.can_end_day ? (
                    <Button
                      size="compact-sm"
                      color="red.8"
                      style={{ flex: 'none' }}
                      loading={endDay.isPending && endDay.variables === alert.user_id}
                      onClick={() =>
                        endDay.mutate(alert.user_id, {
                          onSuccess: (answer) => notifySuccess(answer.message),
                          onError: (error) => notifyError(error),
                        })
                      }
                    >
                      {M.endDayAt(clockTime(alert.end_at, floor.time_zone))}
                    </Button>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
