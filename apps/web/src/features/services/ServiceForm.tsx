import {
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import {
  JOB_CARD_NO_MAX,
  SERVICE_DIVISION_ID,
  SERVICE_MAX_EMPLOYEES,
  serviceSaveRequest,
  type BranchView,
} from '@jobline/shared';
import { useCustomerBranches, useDivisionEmployees } from '../../api/lookups';
import { confirmDiscard } from '../../components/confirm';
import { DayInput } from '../../components/DayPicker';
import { notifySuccess, showFormError } from '../../components/notify';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { useCompanyToday } from '../auth/useCompanyToday';
import { AgreementPickers, type PickedAgreement } from './AgreementPickers';
import { useSaveService } from './queries';

export interface ServiceFormValues {
  selected_customer: number | null;
  selected_branch: number | null;
  selected_agreement: number | null;
  service_date: string;
  job_card_no: string;
  pos_count: number | string;
  server_count: number | string;
  terminal_count: number | string;
  employees: number[];
}

const UNSAVED = 'The service visit you started has not been saved.';

const blank = (today: string): ServiceFormValues => ({
  selected_customer: null,
  selected_branch: null,
  selected_agreement: null,
  service_date: today,
  job_card_no: '',
  pos_count: '',
  server_count: '',
  terminal_count: '',
  employees: [],
});

/** The branch's machines, when it has them on record: the visit usually finds the same. */
const countsOf = (branch: BranchView) =>
  branch.pos_count + branch.server_count + branch.terminal_count > 0
    ? {
        pos_count: branch.pos_count,
        server_count: branch.server_count,
        terminal_count: branch.terminal_count,
      }
    : {};

/**
 * Service Details Add (spec 002 §2, screens §9.7): pick the agreement, say when, which job card,
 * what was there and who went. The shared schema checks the form with the server's messages
 * what only the server can tell comes back next to its field, the input kept.
 */
export function ServiceForm() {
  const today = useCompanyToday();
  const save = useSaveService();
  const form = useForm<ServiceFormValues>({
    initialValues: blank(today),
    validate: schemaResolver(serviceSaveRequest, { sync: true }),
  });
  const values = form.getValues();
  const dirty = form.isDirty();
  useLeaveGuard(dirty, UNSAVED);
  const crew = useDivisionEmployees(SERVICE_DIVISION_ID);
  const places = useCustomerBranches(values.selected_customer);
  const agreement = places.data?.data.agreements.find((a) => a.id === values.selected_agreement);
  const pick = (next: PickedAgreement, branch: BranchView | null) => {
    form.setValues({
      selected_customer: next.customer,
      selected_branch: next.branch,
      selected_agreement: next.agreement,
      ...(branch ? countsOf(branch) : {}),
    });
    for (const field of ['selected_customer', 'selected_branch', 'selected_agreement', 'service_date'])
      form.clearFieldError(field);
  };
  const cancel = () => confirmDiscard(dirty, UNSAVED, () => form.reset());

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="service-form-title">
      <form
        noValidate
        onSubmit={form.onSubmit((input) =>
          save.mutate(serviceSaveRequest.parse(input), {
            onSuccess: (result) => {
              notifySuccess(result.message);
              form.reset();
            },
            onError: (error) => showFormError(form, error),
          }),
        )}
      >
        <Stack>
          <Title order={2} size="h4" id="service-form-title">
            Record a service visit
          </Title>
          <AgreementPickers
            required
            value={{
              customer: values.selected_customer,
              branch: values.selected_branch,
              agreement: values.selected_agreement,
            }}
            onChange={pick}
            errors={{
              customer: form.errors.selected_customer,
              branch: form.errors.selected_branch,
              agreement: form.errors.selected_agreement,
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DayInput
              label="Service date"
              required
              leftSection={<IconCalendar size={16} aria-hidden />}
              minDate={agreement?.valid_from}
              maxDate={agreement && agreement.valid_to < today ? agreement.valid_to : today}
              value={values.service_date || null}
              onChange={(day) => {
                form.setFieldValue('service_date', day ?? '');
                form.clearFieldError('service_date');
              }}
              error={form.errors.service_date}
            />
            <TextInput
              label="Job card no"
              required
              maxLength={JOB_CARD_NO_MAX}
              autoComplete="off"
              {...form.getInputProps('job_card_no')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {(
              [
                ['pos_count', 'POS count'],
                ['server_count', 'Server count'],
                ['terminal_count', 'Terminal count'],
              ] as const
            ).map(([field, label]) => (
              <NumberInput
                key={field}
                label={label}
                required
                min={0}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <MultiSelect<number>
            label="Employees"
            description="Employees of the service division who made the visit"
            required
            placeholder={
              crew.isPending ? 'Loading employees…' : values.employees.length ? undefined : 'Choose employees'
            }
            data={crew.data?.map((u) => ({ value: u.id, label: u.name })) ?? []}
            searchable
            hidePickedOptions
            maxValues={SERVICE_MAX_EMPLOYEES}
            nothingFoundMessage="No employee of the service division matches"
            {...form.getInputProps('employees')}
            error={form.errors.employees ?? (crew.isError ? 'Could not load the employees' : undefined)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
