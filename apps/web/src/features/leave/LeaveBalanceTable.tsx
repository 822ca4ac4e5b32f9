import { Table, Text } from '@mantine/core';
import type { LeaveBalance, LeaveCount } from '@jobline/shared';
import { countOfKind } from './leaveText';

interface Props {
  balance: LeaveBalance;
  /** What the request being written or reviewed takes in this year (not yet counted as taken). */
  request?: LeaveCount;
  caption: string;
}

/** A year's balance per kind: allowance, taken, pending and what is left, after this request when given. */
export function LeaveBalanceTable({ balance, request, caption }: Props) {
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4} captionSide="top">
      <Table.Caption>{request ? `${caption} (Left: after this request)` : caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{balance.year}</Table.Th>
          <Table.Th scope="col" ta="right">
            Allowed
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Taken
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Pending
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Left
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {balance.kinds.map((k) => {
          const left = k.remaining - countOfKind(request, k.kind);
          return (
            <Table.Tr key={k.kind}>
              <Table.Th scope="row" fw={500}>
                {k.label}
              </Table.Th>
              <Table.Td ta="right">{k.allowance}</Table.Td>
              <Table.Td ta="right">{k.taken}</Table.Td>
              <Table.Td ta="right">{k.pending}</Table.Td>
              <Table.Td ta="right">
                <Text span inherit fw={left < 0 ? 700 : undefined} c={left < 0 ? 'red.9' : undefined}>
                  {left}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
