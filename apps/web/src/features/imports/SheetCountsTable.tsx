import { Box, List, Table, Text } from '@mantine/core';
import { IMPORT_SHEET_NAMES, type ImportSheetCounts } from '@jobline/shared';

/** Per sheet: how many rows, and how many are new, changed, unchanged (and erroneous, before a commit). */
export function SheetCountsTable({
  sheets,
  caption,
  withErrors,
}: {
  sheets: ImportSheetCounts[];
  caption: string;
  withErrors: boolean;
}) {
  return (
    <>
      {/* A phone has no room for six columns: one line per sheet instead. */}
      <Box hiddenFrom="sm">
        <Text size="sm" fw={600} mb={4}>
          {caption}
        </Text>
        <List size="sm" spacing={4}>
          {sheets.map((s) => (
            <List.Item key={s.kind}>
              <Text span fw={600} inherit>
                {IMPORT_SHEET_NAMES[s.kind]}
              </Text>
              : {s.rows} {s.rows === 1 ? 'row' : 'rows'}, {s.create} new, {s.update} changed, {s.unchanged}{' '}
              unchanged
              {withErrors && (
                <>
                  ,{' '}
                  <Text span inherit c={s.invalid ? 'red.8' : undefined} fw={s.invalid ? 600 : undefined}>
                    {s.invalid} with errors
                  </Text>
                </>
              )}
            </List.Item>
          ))}
        </List>
      </Box>
      <Box visibleFrom="sm">
        <Table withTableBorder striped captionSide="top" data-testid="sheet-counts">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Sheet</Table.Th>
              <Table.Th scope="col" ta="right">
                Rows
              </Table.Th>
              <Table.Th scope="col" ta="right">
                New
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Changed
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Unchanged
              </Table.Th>
              {withErrors && (
                <Table.Th scope="col" ta="right">
                  With errors
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheets.map((s) => (
              <Table.Tr key={s.kind} data-sheet={s.kind}>
                <Table.Th scope="row" fw={500}>
                  {IMPORT_SHEET_NAMES[s.kind]}
                </Table.Th>
                <Table.Td ta="right">{s.rows}</Table.Td>
                <Table.Td ta="right" data-count="create">
                  {s.create}
                </Table.Td>
                <Table.Td ta="right" data-count="update">
                  {s.update}
                </Table.Td>
                <Table.Td ta="right" data-count="unchanged">
                  {s.unchanged}
                </Table.Td>
                {withErrors && (
                  <Table.Td
                    ta="right"
                    data-count="invalid"
                    c={s.invalid ? 'red.8' : undefined}
                    fw={s.invalid ? 600 : undefined}
                  >
                    {s.invalid}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}
