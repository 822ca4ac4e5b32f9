import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import {
  assessLeave,
  countLeaveDatesIn,
  dayCountVisible,
  LEAVE_REMARK_MAX,
  LEAVE_TYPE_LABELS,
  leaveTypeLocked,
  LeaveType,
  Msg,
  planLeaveDates,
  REQUEST_LEAVE_TYPES,
  type LeaveDate,
} from '@jobline/shared';
import { ApiError } from '../../api/client';
import { EmployeePicker } from '../../components/EmployeePicker';
import { DayRangeInput } from '../../components/DayPicker';
import { notifyError, notifySuccess } from '../../components/notify';
import { useUser } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import { useHolidays } from '../holidays/queries';
import { LeaveBalanceTable } from './LeaveBalanceTable';
import { LeaveDatesList } from './LeaveDatesList';
import { countOfKind, countText } from './leaveText';
import { useLeaveBalance, useSaveLeave } from './queries';

const M = Msg.leave;
const TYPE_OPTIONS = REQUEST_LEAVE_TYPES.map((t) => ({ value: String(t), label: LEAVE_TYPE_LABELS[t] }));

interface Props {
  opened: boolean;
  onClose(): void;
}

/** The New Leave Request modal (spec 001 §2.7, screens §6.1); its form starts afresh at every opening. */
export function NewLeaveRequestModal({ opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={M.newRequestTitle} size="lg" fullScreen={phone}>
      <LeaveRequestForm onDone={onClose} />
    </Modal>
  );
}

/** Every day of the range expanded from the holidays touching it. */
function holidaySet(holidays: readonly { start: string; end: string }[] | undefined): Set<string> {
  const days = new Set<string>();
  for (const h of holidays ?? []) {
    for (
      let d = new Date(`${h.start}T00:00:00Z`);
      d.toISOString().slice(0, 10) <= h.end;
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      days.add(d.toISOString().slice(0, 10));
    }
  }
  return days;
}

type Errors = Record<string, string | undefined>;
/** The fields the form shows a message under, named as the save call names them. */
const SHOWN_FIELDS = [
  'range',
  'selected_leave_type',
  'day_count',
  'dates',
  'remark',
  'selected_covered_by_employee',
];

function LeaveRequestForm({ onDone }: { onDone(): void }) {
  const user = useUser();
  const today = useCompanyToday();
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [leaveType, setLeaveType] = useState<LeaveType | null>(null);
  const [advanced, setAdvanced] = useState(false);
  const [chosen, setChosen] = useState<LeaveDate[]>([]);
  const [coveredBy, setCoveredBy] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const save = useSaveLeave();

  const [start, end] = range;
  const complete = !!start && !!end;
  const holidays = useHolidays(complete ? { from: start, to: end } : null);
  const holidayDays = useMemo(() => holidaySet(holidays.data), [holidays.data]);
  const isHoliday = (day: string) => holidayDays.has(day);
  const locked = complete && leaveTypeLocked(start, end);
  const dates = complete && leaveType ? planLeaveDates(start, end, leaveType, isHoliday, chosen) : [];
  const assessment = assessLeave({
    start: start ?? '',
    end: end ?? '',
    leaveType,
    advanced,
    dates,
    today,
    isHoliday,
  });
  const year = Number((start ?? today).slice(0, 4));
  const balance = useLeaveBalance(year);

  const remarkError = remark.trim() ? undefined : M.remarkRequired;
  // Until the first Save, only what the server said shows; afterwards the rules speak as the user types.
  const shown: Errors = tried ? { ...assessment.errors, remark: remarkError, ...errors } : errors;
  const clear = (...fields: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));

  const pickRange = ([first, last]: [string | null, string | null]) => {
    setRange([first, last]);
    clear('range', 'day_count', 'dates', 'selected_leave_type');
    if (!first || !last) return;
    // several days are a Full day leave, locked; a single day clears the choice.
    setLeaveType(last > first ? LeaveType.FULL_DAY : null);
  };

  const submit = () => {
    setTried(true);
    const problems = { ...assessment.errors, ...(remarkError ? { remark: remarkError } : {}) };
    if (Object.keys(problems).length) return;
    save.mutate(
      {
        selected_leave_type: leaveType!,
        dates: advanced ? assessment.dates.map((d, i) => ({ id: i, ...d })) : [],
        advanced,
        remark: remark.trim(),
        selected_covered_by_employee: coveredBy,
        day_count: assessment.count,
        range: { start: start!, end: end! },
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onDone();
        },
        onError: (error) => {
          // The user's input stays; the server's reason shows next to its field.
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
            const mapped: Errors = {};
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              mapped[field.startsWith('range') ? 'range' : field.split('.')[0]!] ??= message;
            }
            setErrors(mapped);
            // A reason for a field the form does not show still reaches the user.
            if (!Object.keys(mapped).some((field) => SHOWN_FIELDS.includes(field))) notifyError(error);
          } else notifyError(error);
        },
      },
    );
  };

  const request = complete ? countLeaveDatesIn(assessment.dates, year) : undefined;
  const overBalance =
    balance.data && request
      ? balance.data.kinds.some((k) => k.remaining - countOfKind(request, k.kind) < 0)
      : false;
  const hasLeave = assessment.dates.length > 0;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <DayRangeInput
          label="Leave dates"
          description="Pick the first and the last day; click a day twice for a single day."
          placeholder="Pick the dates"
          required
          allowSingleDateInRange
          minDate={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={range}
          onChange={(value) => pickRange(value as [string | null, string | null])}
          error={shown.range}
          data-autofocus
        />
        <Select
          label="Leave type"
          placeholder="Select leave type"
          required
          data={TYPE_OPTIONS}
          value={leaveType === null ? null : String(leaveType)}
          onChange={(value) => {
            setLeaveType(value ? (Number(value) as LeaveType) : null);
            clear('selected_leave_type');
          }}
          disabled={locked}
          description={
            locked ? 'Several days are a Full day leave; use Advance Settings for half days.' : undefined
          }
          error={shown.selected_leave_type}
          allowDeselect={false}
        />
        {complete && dayCountVisible(start, end, leaveType) && !advanced && (
          <TextInput
            label="Day count"
            readOnly
            value={String(assessment.count.days)}
            description="Working days in the range; Sundays and company holidays are not counted."
            error={shown.day_count}
          />
        )}
        {complete && leaveType !== null && (
          <div>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setAdvanced((on) => !on)}
              aria-expanded={advanced}
              aria-controls="leave-advance-settings"
            >
              {M.advanceSettings}
            </Anchor>
            {advanced && (
              <LeaveDatesList
                id="leave-advance-settings"
                dates={dates}
                onChange={(date, type) => {
                  setChosen((list) => [...list.filter((d) => d.date !== date), { date, leave_type: type }]);
                  clear('dates');
                }}
                error={shown.dates}
              />
            )}
          </div>
        )}
        {hasLeave && (
          <Text size="sm" aria-live="polite">
            This request takes <strong>{countText(assessment.count)}</strong>.
          </Text>
        )}
        {balance.data && (
          <LeaveBalanceTable
            balance={balance.data}
            request={hasLeave ? request : undefined}
            caption="Your leave balance"
          />
        )}
        {overBalance && hasLeave && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={M.overBalance}
          >
            You may still send it; your reviewer will see that it goes beyond your balance.
          </Alert>
        )}
        <EmployeePicker
          label="Covered by"
          placeholder="Who covers your work (optional)"
          value={coveredBy}
          onChange={(id) => {
            setCoveredBy(id);
            clear('selected_covered_by_employee');
          }}
          hide={(e) => e.id === user.id}
          error={shown.selected_covered_by_employee}
        />
        <Textarea
          label="Remark"
          placeholder="Why you are away"
          required
          autosize
          minRows={2}
          maxLength={LEAVE_REMARK_MAX}
          value={remark}
          onChange={(event) => {
            setRemark(event.currentTarget.value);
            clear('remark');
          }}
          error={shown.remark}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
