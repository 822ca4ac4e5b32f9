import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDivisionEmployees, type EmployeeItem } from '../../../api/lookups';
import { EmployeePicker } from '../../../components/EmployeePicker';
import { useDivisions } from '../lookups';

/** The people of a job: its division and employee, who asked for it and who coordinates it. */
export interface PeopleValues {
  division_id: number | null;
  employee_id?: number | null;
  requested_by: number | null;
  job_coordinator_id: number | null;
}

interface Props<T extends PeopleValues> {
  form: UseFormReturnType<T>;
  required: boolean;
  /** Job forms pick the employee who does the work; requests do not. */
  withEmployee: boolean;
}

const people = (list: EmployeeItem[] | undefined) => list?.map((u) => ({ value: u.id, label: u.name })) ?? [];

/** Division → its employees (GET users/division/{id}); requested employee and coordinator searched among everyone. */
export function PeopleFields<T extends PeopleValues>({ form, required, withEmployee }: Props<T>) {
  const f = form as unknown as UseFormReturnType<PeopleValues>;
  const values = f.getValues();
  const divisions = useDivisions();
  const staff = useDivisionEmployees(withEmployee ? values.division_id : null);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: withEmployee ? 4 : 3 }} spacing="sm">
      <Select<number>
        label="Division"
        required={required}
        placeholder={divisions.isPending ? 'Loading divisions…' : 'Choose a division'}
        data={divisions.data?.map((d) => ({ value: d.id, label: d.name })) ?? []}
        searchable
        nothingFoundMessage="No division matches"
        {...f.getInputProps('division_id')}
        onChange={(id) => {
          f.setFieldValue('division_id', id);
          // The employee works in one division: choose again (the server checks it too).
          if (withEmployee) f.setFieldValue('employee_id', null);
        }}
      />
      {withEmployee && (
        <Select<number>
          label="Employee"
          required
          placeholder={
            values.division_id === null
              ? 'Choose a division first'
              : staff.isPending
                ? 'Loading employees…'
                : 'Choose an employee'
          }
          data={people(staff.data)}
          disabled={values.division_id === null}
          searchable
          nothingFoundMessage="Nobody in this division matches"
          {...f.getInputProps('employee_id')}
        />
      )}
      <EmployeePicker
        label="Requested employee"
        required={required}
        value={values.requested_by}
        onChange={(id) => f.setFieldValue('requested_by', id)}
        error={f.errors.requested_by}
        clearable={!required}
      />
      <EmployeePicker
        label="Job coordinator"
        required={required}
        value={values.job_coordinator_id}
        onChange={(id) => f.setFieldValue('job_coordinator_id', id)}
        error={f.errors.job_coordinator_id}
        clearable={!required}
      />
    </SimpleGrid>
  );
}
