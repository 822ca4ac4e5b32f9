import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { EmployeeFilterBar } from './EmployeeFilterBar';
import { EmployeeFormModal, type FormTarget } from './EmployeeFormModal';
import { EmployeeTable } from './EmployeeTable';
import { useEmployeePage } from './queries';
import { listRequest, useEmployeeFilters } from './useEmployeeFilters';

/**
 * The employee list (spec 001 §2.5): department and status filters, a first-name search, a
 * server-paged table, and the add / edit modal.
 */
export function EmployeesPage() {
  const [filters, setFilters] = useEmployeeFilters();
  const [target, setTarget] = useState<FormTarget | null>(null);
  const page = useEmployeePage(listRequest(filters));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {Msg.employees.title}
          </Title>
          <Text c="dimmed" size="sm">
            Staff records: department, position, role and access to Jobline.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTarget({ mode: 'add' })}>
          Add employee
        </Button>
      </Group>

      <EmployeeFilterBar filters={filters} onChange={setFilters} />

      {page.isError && !page.data ? (
        <QueryError what="the employees" error={page.error} onRetry={() => page.refetch()} />
      ) : (
        <EmployeeTable
          records={page.data?.employees ?? []}
          total={page.data?.total ?? 0}
          page={filters.page}
          perPage={filters.perPage}
          fetching={page.isFetching}
          onPageChange={(next) => setFilters({ page: next })}
          onPerPageChange={(perPage) => setFilters({ perPage })}
          onEdit={(employee) => setTarget({ mode: 'edit', id: employee.id })}
        />
      )}

      <EmployeeFormModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
