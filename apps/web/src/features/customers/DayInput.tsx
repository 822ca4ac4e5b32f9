import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';

// The calendar's arrow buttons have no names of their own; screen readers need them.
const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthLevelControl: 'Choose a month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  yearLevelControl: 'Choose a year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** A day picker showing DD/MM/YYYY and giving YYYY-MM-DD, as the API takes days. */
export function DayInput(props: DatePickerInputProps<'default'>) {
  return (
    <DatePickerInput
      valueFormat="DD/MM/YYYY"
      ariaLabels={ARIA_LABELS}
      placeholder="DD/MM/YYYY"
      // The default placeholder grey is too faint to read (WCAG AA).
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      {...props}
    />
  );
}
