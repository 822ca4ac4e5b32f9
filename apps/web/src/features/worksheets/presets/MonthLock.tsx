import { Badge, Button, Group } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useMonthLock } from './api';

interface Props {
  userId: number;
  employee: string;
  /** 'YYYY-MM' of the day shown. */
  month: string;
  locked: boolean;
  canLock: boolean;
  canUnlock: boolean;
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A month approved by a reviewer is locked against corrections for that person; only a super admin
 * unlocks it. Both ask first.
 */
export function MonthLock({ userId, employee, month, locked, canLock, canUnlock }: Props) {
  const lock = useMonthLock();
  const name = monthName(month);
  const ask = (locking: boolean) =>
    confirmAction({
      title: locking ? 'Lock month' : 'Unlock month',
      body: locking
        ? `Lock ${name} for ${employee}? Its days can then no longer be corrected.`
        : `Unlock ${name} for ${employee}? Its days can then be corrected again.`,
      confirmLabel: locking ? 'Lock month' : 'Unlock month',
      danger: !locking,
      onConfirm: () =>
        lock.mutate(
          { userId, month, lock: locking },
          {
            onSuccess: () => notifySuccess(locking ? `${name} is locked` : `${name} is unlocked`),
            onError: (error) => notifyError(error),
          },
        ),
    });

  if (!locked && !canLock) return null;
  return (
    <Group gap="xs">
      {locked && (
        <Badge color="gray" variant="light" c="dark.6" leftSection={<IconLock size={12} aria-hidden />}>
          {name} locked
        </Badge>
      )}
      {!locked && canLock && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLock size={14} aria-hidden />}
          onClick={() => ask(true)}
          loading={lock.isPending}
        >
          Lock month
        </Button>
      )}
      {locked && canUnlock && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLockOpen size={14} aria-hidden />}
          onClick={() => ask(false)}
          loading={lock.isPending}
        >
          Unlock month
        </Button>
      )}
    </Group>
  );
}
