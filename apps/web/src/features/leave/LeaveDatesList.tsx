import { Input, NativeSelect, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { LEAVE_TYPE_LABELS, LeaveType, REQUEST_LEAVE_TYPES, type LeaveDate } from '@jobline/shared';

const OPTIONS = REQUEST_LEAVE_TYPES.map((t) => ({ value: String(t), label: LEAVE_TYPE_LABELS[t] }));

interface Props {
  id: string;
  dates: readonly LeaveDate[];
  onChange(date: string, type: LeaveType): void;
  error?: string;
}

/**
 * 'Advance Settings': a type per day of the range. Sundays and company holidays are
 * Holiday and count as no leave; they cannot be changed.
 */
export function LeaveDatesList({ id, dates, onChange, error }: Props) {
  return (
    <div id={id}>
      <Table.ScrollContainer minWidth={300} mt="xs">
        <Table fz="sm" verticalSpacing={4} captionSide="top">
          <Table.Caption>Leave type of each day</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Leave type</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dates.map((d) => {
              const label = dayjs(d.date).format('ddd D MMM YYYY');
              return (
                <Table.Tr key={d.date}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>
                    {d.leave_type === LeaveType.HOLIDAY ? (
                      <Text size="sm" c="dimmed">
                        {LEAVE_TYPE_LABELS[LeaveType.HOLIDAY]}
                      </Text>
                    ) : (
                      <NativeSelect
                        size="xs"
                        aria-label={`Leave type of ${label}`}
                        data={OPTIONS}
                        value={String(d.leave_type)}
                        onChange={(event) => onChange(d.date, Number(event.currentTarget.value) as LeaveType)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && <Input.Error>{error}</Input.Error>}
    </div>
  );
}
