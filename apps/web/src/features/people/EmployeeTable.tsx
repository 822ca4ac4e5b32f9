import 'mantine-datatable/styles.css';
import { ActionIcon, Avatar, Badge, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Msg, type EmployeeListItem } from '@jobline/shared';
import { PAGE_SIZE_OPTIONS, pagingText } from '../../components/tablePaging';

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
const fullName = (e: EmployeeListItem) => `${e.FirstName} ${e.LastName}`;

interface Props {
  records: EmployeeListItem[];
  total: number;
  page: number;
  perPage: number;
  fetching: boolean;
  onPageChange(page: number): void;
  onPerPageChange(perPage: number): void;
  onEdit(employee: EmployeeListItem): void;
}

/** One server page of employees; on a phone the secondary columns fold under the name. */
export function EmployeeTable({ records, total, page, perPage, fetching, onEdit, ...paging }: Props) {
  return (
    <DataTable<EmployeeListItem>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={records.length ? undefined : 220}
      records={records}
      idAccessor="id"
      fetching={fetching}
      loadingText="Loading employees…"
      noRecordsText={Msg.employees.noMatches}
      totalRecords={total}
      page={page}
      recordsPerPage={perPage}
      onPageChange={paging.onPageChange}
      recordsPerPageOptions={PAGE_SIZE_OPTIONS}
      onRecordsPerPageChange={paging.onPerPageChange}
      {...pagingText('Employees')}
      columns={[
        {
          accessor: 'image_url',
          title: <VisuallyHidden>Picture</VisuallyHidden>,
          width: 56,
          render: (e) => <Avatar src={e.image_url} alt="" radius="xl" size={32} />,
        },
        { accessor: 'Code', title: 'Code', noWrap: true },
        {
          accessor: 'FirstName',
          title: 'Name',
          render: (e) => (
            <Stack gap={0}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {fullName(e)}
                </Text>
                {e.status === 0 && (
                  <Badge size="xs" color="gray" variant="outline">
                    Inactive
                  </Badge>
                )}
              </Group>
              {/* The designation column is hidden on phones: show it here instead. */}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {e.designation ?? 'No position'}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'designation',
          title: 'Designation',
          visibleMediaQuery: wide,
          render: (e) => e.designation ?? '—',
        },
        {
          accessor: 'Mobile',
          title: 'Mobile',
          noWrap: true,
          visibleMediaQuery: wide,
          render: (e) => e.Mobile ?? '—',
        },
        { accessor: 'Email', title: 'E-mail', visibleMediaQuery: wide },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Actions</VisuallyHidden>,
          textAlign: 'right',
          width: 56,
          render: (e) => (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${fullName(e)}`} onClick={() => onEdit(e)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
