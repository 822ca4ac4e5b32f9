import '@mantine/dates/styles.css';
import './dayPicker.css';
import {
  DatePickerInput,
  MonthPickerInput,
  type DatePickerInputProps,
  type MonthPickerInputProps,
} from '@mantine/dates';
import { useCompanyToday } from '../features/auth/useCompanyToday';

// The calendar's arrow and level buttons are icons or bare text: screen readers need names.
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

// Weeks start on Monday; faded days of the neighbouring months fail contrast, so they are hidden.
const SHARED = {
  ariaLabels: ARIA_LABELS,
  firstDayOfWeek: 1 as const,
  hideOutsideDates: true,
  classNames: { day: 'jl-day' },
};

/** The open calendar is a dialog: name it after the field. */
const dropdownName = (label: unknown) => ({
  popoverProps: {
    attributes: {
      dropdown: {
        'aria-label': typeof label === 'string' ? `Choose ${label.toLowerCase()}` : 'Choose a date',
      },
    },
  },
});

/**
 * A day picker showing DD/MM/YYYY and giving YYYY-MM-DD, as the API takes days. Empty, it opens on
 * the company's month, not the device's.
 */
export function DayInput(props: DatePickerInputProps<'default'>) {
  const today = useCompanyToday();
  return (
    <DatePickerInput
      valueFormat="DD/MM/YYYY"
      placeholder="DD/MM/YYYY"
      defaultDate={today}
      {...SHARED}
      {...dropdownName(props.label)}
      {...props}
    />
  );
}

/** A range of days (first and last day, both YYYY-MM-DD). */
export function DayRangeInput(props: DatePickerInputProps<'range'>) {
  const today = useCompanyToday();
  return (
    <DatePickerInput
      type="range"
      valueFormat="ddd D MMM YYYY"
      defaultDate={today}
      {...SHARED}
      {...dropdownName(props.label)}
      {...props}
    />
  );
}

/** A month picker showing 'November 2026' and giving 'YYYY-MM-01'. */
export function MonthInput(props: MonthPickerInputProps<'default'>) {
  return (
    <MonthPickerInput
      valueFormat="MMMM YYYY"
      ariaLabels={ARIA_LABELS}
      popoverProps={{ attributes: { dropdown: { 'aria-label': 'Choose a month' } } }}
      {...props}
    />
  );
}
