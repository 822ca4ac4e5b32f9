import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Busy } from '../../components/Loaders';

export const VIEWS = [
  { value: 'dayGridMonth', label: 'Month', unit: 'month' },
  { value: 'timeGridWeek', label: 'Week', unit: 'week' },
  { value: 'timeGridDay', label: 'Day', unit: 'day' },
] as const;
export type CalendarView = (typeof VIEWS)[number]['value'];

interface Props {
  title: string;
  view: CalendarView;
  loading: boolean;
  /** What the spinner says it waits for. */
  busyLabel?: string;
  /** Smaller controls, so the buttons and the view switch share one row at 375 px. */
  compact: boolean;
  onView(view: CalendarView): void;
  onPrev(): void;
  onToday(): void;
  onNext(): void;
}

/**
 * The calendar's own toolbar, in Mantine controls: the title takes a row of its own on a phone,
 * and the view switch is a labelled radio group a keyboard can use.
 */
export function CalendarToolbar(props: Props) {
  const {
    title,
    view,
    loading,
    busyLabel = 'Loading holidays',
    compact,
    onView,
    onPrev,
    onToday,
    onNext,
  } = props;
  const unit = VIEWS.find((v) => v.value === view)?.unit ?? 'month';
  return (
    <Group justify="space-between" gap="sm" mb="sm">
      <Group gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
        <Title order={2} size="h3" aria-live="polite">
          {title}
        </Title>
        {loading && <Busy size="xs" label={busyLabel} />}
      </Group>
      <Group gap="xs" wrap="nowrap" justify="space-between" w={{ base: '100%', sm: 'auto' }}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size={compact ? 'md' : 'lg'}
            aria-label={`Previous ${unit}`}
            onClick={onPrev}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" size={compact ? 'xs' : 'sm'} onClick={onToday}>
            Today
          </Button>
          <ActionIcon
            variant="default"
            size={compact ? 'md' : 'lg'}
            aria-label={`Next ${unit}`}
            onClick={onNext}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <SegmentedControl
          aria-label="Calendar view"
          size={compact ? 'xs' : 'sm'}
          value={view}
          onChange={(value) => onView(value as CalendarView)}
          data={VIEWS.map(({ value, label }) => ({ value, label }))}
        />
      </Group>
    </Group>
  );
}
