import { ActionIcon, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Holiday } from './api';
import { dayCount, formatRange } from './days';

interface Props {
  /** The period's title, e.g. 'November 2026'. */
  title: string;
  holidays: readonly Holiday[] | undefined;
  loading: boolean;
  /** The load failed (the page shows why and offers a retry). */
  failed: boolean;
  onOpen(holiday: Holiday): void;
  onDelete(holiday: Holiday): void;
}

/**
 * The holidays of the period on show as a plain list: what the calendar says, usable with a
 * keyboard and a screen reader.
 */
export function HolidayList({ title, holidays, loading, failed, onOpen, onDelete }: Props) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="holiday-list-title">
      <Title order={2} size="h4" id="holiday-list-title">
        Holidays
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {title}
      </Text>
      {failed && !holidays ? (
        <Text size="sm">The holidays could not be loaded.</Text>
      ) : loading && !holidays ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading holidays">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : !holidays?.length ? (
        <Text size="sm">No holidays in this period.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {holidays.map((holiday) => (
            <Group component="li" key={holiday.id} gap="xs" wrap="nowrap" justify="space-between">
              <UnstyledButton
                onClick={() => onOpen(holiday)}
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`${holiday.description}, ${formatRange(holiday)}`}
              >
                <Text size="sm" fw={500} lineClamp={2}>
                  {holiday.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatRange(holiday)}
                  {dayCount(holiday) > 1 && ` · ${dayCount(holiday)} days`}
                </Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${holiday.description}`}
                onClick={() => onDelete(holiday)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
