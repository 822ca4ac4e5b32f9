import { useState } from 'react';
import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/Loaders';
import { AddAccessModal, type AddRequest } from './AddAccessModal';
import type { PermissionGroup } from './api';
import { confirmDiscard } from '../../components/confirm';
import { DirectPermissionsEditor } from './DirectPermissionsEditor';
import { EmployeePicker } from '../../components/EmployeePicker';
import { useEmployee, useRoles } from '../../api/lookups';
import { usePermissionGroups, useUserGrants } from './queries';
import { QueryError } from '../../components/QueryError';
import { RolePermissionsEditor } from './RolePermissionsEditor';
import { RoleSelect } from './RoleSelect';
import { useLeaveGuard } from '../../components/useLeaveGuard';

const UNSAVED = 'The permissions you ticked or unticked here have not been saved.';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * Role Management (spec 002 §9.5): the permissions of a role, or with Direct Permission on, one
 * employee's own permissions on top of the role. The choice lives in the address, so a reload
 * shows the same role or employee.
 */
export function RoleManagementPage() {
  const [params, setParams] = useSearchParams();
  const direct = params.get('direct') === '1';
  const roleId = idParam(params.get('role'));
  const userId = idParam(params.get('user'));
  const [dirty, setDirty] = useState(false);
  const [addOpened, addModal] = useDisclosure();
  const [addRequest, setAddRequest] = useState<AddRequest | null>(null);
  useLeaveGuard(dirty, UNSAVED);

  const roles = useRoles();
  const groups = usePermissionGroups();
  const picked = useEmployee(direct ? userId : null);
  const grants = useUserGrants(direct ? userId : null);

  const change = (key: 'direct' | 'role' | 'user', value: string | null) =>
    confirmDiscard(dirty, UNSAVED, () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    );

  const openAdd = (request: AddRequest) => {
    setAddRequest(request);
    addModal.open();
  };
  const addPermissionTo = (group: PermissionGroup) =>
    openAdd({
      type: 1,
      title: `Add permission to ${group.group_name}`,
      group,
      groups: groups.data ?? [group],
    });

  const role = roles.data?.find((r) => r.id === roleId) ?? null;
  const employee = picked.data ?? null;
  const employeeRoleId = grants.data?.role_id ?? null;
  const employeeRoleName = roles.data?.find((r) => r.id === employeeRoleId)?.name ?? null;

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Role Management
        </Title>
        <Text c="dimmed" size="sm">
          Choose what each role may do, or grant single employees more than their role.
        </Text>
      </div>
      <Card withBorder padding="md">
        <Stack gap="md">
          <Switch
            label="Direct Permission"
            description="Edit one employee's own permissions on top of their role"
            checked={direct}
            onChange={(event) => change('direct', event.currentTarget.checked ? '1' : null)}
          />
          <Group align="flex-end" gap="sm">
            {direct && (
              <EmployeePicker
                label="Employee"
                value={userId}
                onChange={(id) => id !== null && change('user', String(id))}
                clearable={false}
                w={{ base: '100%', xs: 320 }}
              />
            )}
            <RoleSelect
              roles={roles.data}
              loading={roles.isPending}
              value={direct ? employeeRoleId : roleId}
              disabled={direct}
              description={direct ? "The employee's role" : undefined}
              onChange={(id) => change('role', String(id))}
            />
            {!direct && (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => openAdd({ type: 2, title: 'Add role' })}
              >
                Add role
              </Button>
            )}
          </Group>
        </Stack>
      </Card>

      {roles.isError ? (
        <QueryError what="the roles" error={roles.error} onRetry={() => roles.refetch()} />
      ) : direct && picked.isError ? (
        <QueryError what="the employee" error={picked.error} onRetry={() => picked.refetch()} />
      ) : direct && userId !== null && picked.isPending ? (
        <PageLoader />
      ) : direct ? (
        employee ? (
          <DirectPermissionsEditor
            key={employee.id}
            employee={employee}
            roleName={employeeRoleName}
            onDirtyChange={setDirty}
          />
        ) : (
          <EmptyChoice text="Pick an employee to see the permissions of their role and grant more." />
        )
      ) : role ? (
        <RolePermissionsEditor
          key={role.id}
          role={role}
          onDirtyChange={setDirty}
          onAddPermission={addPermissionTo}
        />
      ) : (
        <EmptyChoice
          text={
            roles.data?.length === 0
              ? 'No roles yet. Add one to start.'
              : 'Pick a role to see and change its permissions.'
          }
        />
      )}

      <AddAccessModal
        opened={addOpened}
        request={addRequest}
        onClose={addModal.close}
        onRoleAdded={(id) => {
          // Open the new role unless that would throw away unsaved ticks.
          if (!dirty) change('role', String(id));
        }}
      />
    </Stack>
  );
}

function EmptyChoice({ text }: { text: string }) {
  return (
    <Card withBorder padding="xl">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Card>
  );
}
