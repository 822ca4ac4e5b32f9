import { useEffect } from 'react';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import {
  employeeRequest,
  Msg,
  Perm,
  RoleId,
  type EmployeeDetails,
  type EmployeeFormValues,
  type EmployeeRequest,
} from '@jobline/shared';
import { useUser } from '../auth/AuthProvider';
import type { showFormError } from '../../components/notify';
import { useRoles } from '../../api/lookups';
import { PictureField } from './PictureField';
import { EMPLOYEE_FORM_ID, revealFirstError } from './revealFirstError';
import { useDepartments, usePositions } from './queries';

interface Props {
  /** The employee being edited; absent when adding. */
  employee?: EmployeeDetails;
  saving: boolean;
  /** Server refusals land here: (form, error) → field messages. */
  onSubmit(values: EmployeeRequest, form: EmployeeFormApi): void;
  onCancel(): void;
  onDirtyChange(dirty: boolean): void;
  /** Edit mode's extra action (reset password). */
  extraAction?: React.ReactNode;
}

/** What a caller needs of the form: somewhere to put the server's field messages. */
export type EmployeeFormApi = Parameters<typeof showFormError>[0];

const blank: EmployeeFormValues = {
  code: '',
  fname: '',
  lname: '',
  email: '',
  mobile: '',
  selected_department: null,
  pos_id: null,
  role_id: null,
  user_type: 4,
  status: 1,
  image: undefined,
};

const fromEmployee = (e: EmployeeDetails): EmployeeFormValues => ({
  code: e.Code,
  fname: e.FirstName,
  lname: e.LastName,
  email: e.Email,
  mobile: e.Mobile ?? '',
  selected_department: e.Dep_id,
  pos_id: e.pos_id,
  role_id: e.role_id,
  user_type: e.user_type === 0 ? 0 : 4,
  status: e.status === 0 ? 0 : 1,
  image: undefined,
});

/** The Add New Employee / Update Employee Details form (spec 001 §5), checked with the server's schema. */
export function EmployeeForm({ employee, saving, onSubmit, onCancel, onDirtyChange, extraAction }: Props) {
  const user = useUser();
  const form = useForm<EmployeeFormValues>({
    initialValues: employee ? fromEmployee(employee) : blank,
    // Checked on submit only: a message appearing on blur would move the buttons under the pointer.
    validate: schemaResolver(employeeRequest, { sync: true }),
  });
  const departments = useDepartments();
  const values = form.getValues();
  const department = values.selected_department;
  const positions = usePositions(department);
  const roles = useRoles();

  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const isSuperAdmin = user.permissions.includes(Perm.SUPER_ADMIN);
  const self = employee?.id === user.id;
  // The server refuses it too; here the form says so before anyone types.
  const locked = employee?.role_id === RoleId.SUPER_ADMIN && !isSuperAdmin;

  return (
    <form
      noValidate
      id={EMPLOYEE_FORM_ID}
      onSubmit={form.onSubmit((values) => onSubmit(values as EmployeeRequest, form), revealFirstError)}
      aria-label={employee ? Msg.employees.editTitle : Msg.employees.addTitle}
    >
      <Stack>
        {locked && (
          <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {Msg.employees.superAdminEmployeeOnly}
          </Alert>
        )}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            <PictureField
              currentUrl={employee?.image ? employee.image_url : null}
              value={values.image}
              error={form.errors.image}
              onChange={(value) => form.setFieldValue('image', value)}
              onError={(message) => form.setFieldError('image', message)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Employee code"
                required
                maxLength={30}
                data-autofocus
                {...form.getInputProps('code')}
              />
              <TextInput
                label="E-mail"
                required
                type="email"
                maxLength={254}
                {...form.getInputProps('email')}
              />
              <TextInput label="First name" required maxLength={60} {...form.getInputProps('fname')} />
              <TextInput label="Last name" required maxLength={60} {...form.getInputProps('lname')} />
              <TextInput
                label="Mobile"
                required
                inputMode="numeric"
                maxLength={10}
                {...form.getInputProps('mobile')}
              />
              <Select<number>
                label="Department"
                required
                placeholder={departments.isPending ? 'Loading departments…' : 'Choose a department'}
                data={departments.data?.map((d) => ({ value: d.id, label: d.name })) ?? []}
                searchable
                nothingFoundMessage="No department matches"
                {...form.getInputProps('selected_department')}
                onChange={(value) => {
                  form.setFieldValue('selected_department', value);
                  // A position belongs to one department: choose again.
                  form.setFieldValue('pos_id', null);
                }}
              />
              <Select<number>
                label="Position"
                required
                placeholder={department === null ? 'Choose a department first' : 'Choose a position'}
                data={positions.data?.map((p) => ({ value: p.id, label: p.position })) ?? []}
                disabled={department === null}
                searchable
                nothingFoundMessage="This department has no such position"
                {...form.getInputProps('pos_id')}
              />
              <Select<number>
                label="Role"
                required
                placeholder={roles.isPending ? 'Loading roles…' : 'Choose a role'}
                data={
                  roles.data?.map((r) => ({
                    value: r.id,
                    label: r.name,
                    disabled: r.id === RoleId.SUPER_ADMIN && !isSuperAdmin,
                  })) ?? []
                }
                disabled={self}
                description={self ? Msg.employees.ownRole : undefined}
                {...form.getInputProps('role_id')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {/* Radios hand back strings: the form keeps the numbers the server expects. */}
              <Radio.Group
                label="User type"
                required
                value={String(values.user_type)}
                onChange={(value) => form.setFieldValue('user_type', value === '0' ? 0 : 4)}
                error={form.errors.user_type}
              >
                <Group mt={6}>
                  <Radio value="4" label="Interactive User" />
                  <Radio value="0" label="Report User" />
                </Group>
              </Radio.Group>
              <Radio.Group
                label="Status"
                required
                description={self ? Msg.employees.ownStatus : undefined}
                value={String(values.status)}
                onChange={(value) => form.setFieldValue('status', value === '0' ? 0 : 1)}
                error={form.errors.status}
              >
                <Group mt={6}>
                  <Radio value="1" label="Active" />
                  <Radio value="0" label="Inactive" disabled={self} />
                </Group>
              </Radio.Group>
            </SimpleGrid>
          </Stack>
        </fieldset>
        <Group justify="space-between" gap="xs">
          <div>{!locked && extraAction}</div>
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={locked}>
              {employee ? 'Save changes' : 'Add employee'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
