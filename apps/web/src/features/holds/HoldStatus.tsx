import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { HOLD_REQUEST_LABELS, type CurrentHoldResponse, type HoldRequestType } from '@jobline/shared';
import { useUser } from '../auth/AuthProvider';
import { holdClock, holdStart } from './holdClock';
import { holdIcon } from './holdIcons';
import { useDayActions } from './useDayActions';

/** The time now, a new value each second while shown: the clock runs here, the state is the server's. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export type HoldInForce = NonNullable<CurrentHoldResponse['hold']>;

/**
 * The top bar's word on the user's hold: what, since when, a running clock, and Restore at hand.
 * On a phone it takes a row of its own under the bar, the full width.
 */
export function HoldStatus({ hold, fullWidth = false }: { hold: HoldInForce; fullWidth?: boolean }) {
  const user = useUser();
  const day = useDayActions();
  const now = useNow();
  const since = new Date(hold.since);
  const label = HOLD_REQUEST_LABELS[hold.type as HoldRequestType] ?? 'Hold';
  const start = holdStart(since, new Date(now), user.time_zone);
  const HoldIcon = holdIcon(hold.type);
  return (
    <Group
      gap={fullWidth ? 4 : 6}
      wrap="nowrap"
      justify={fullWidth ? 'space-between' : undefined}
      role="group"
      aria-label={`On hold: ${label} since ${start}`}
      data-testid="hold-status"
      bg="yellow.1"
      pl={8}
      pr={4}
      py={2}
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
    >
      {/* One line whatever the width: on a narrow screen the hold's name gives way first. */}
      <Group gap={fullWidth ? 4 : 6} wrap="nowrap" miw={0} style={{ whiteSpace: 'nowrap' }}>
        <HoldIcon size={16} color="var(--mantine-color-orange-8)" style={{ flex: 'none' }} aria-hidden />
        <Text size="sm" fw={600} c="dark.7" truncate>
          {label}
        </Text>
        <Text size="sm" c="dark.7">
          since {start}
        </Text>
        <Text size="sm" c="dark.7" ff="monospace" component="time" dateTime={hold.since}>
          {holdClock(since.getTime(), now)}
        </Text>
      </Group>
      <Button
        size={fullWidth ? 'compact-xs' : 'compact-sm'}
        radius="xl"
        style={{ flex: 'none' }}
        leftSection={fullWidth ? undefined : <IconPlayerPlay size={14} aria-hidden />}
        onClick={day.restore}
        loading={day.restoring}
      >
        Restore
      </Button>
    </Group>
  );
}
