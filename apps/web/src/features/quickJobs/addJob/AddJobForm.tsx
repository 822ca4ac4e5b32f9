import { Button, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import {
  addJobChargeable,
  addJobTypeOptions,
  isTaskingKind,
  JobKind,
  type AddJobRequestInput,
} from '@jobline/shared';
import { useDivisions } from '../lookups';
import { JobPicker } from './JobPicker';
import { PlaceFields } from './PlaceFields';
import { RequesterFields } from './RequesterFields';
import { addJobPayload, type AddJobFormState } from './useAddJobForm';

interface Props {
  state: AddJobFormState;
  hideTaskingJob: boolean;
  /** A screen for one job type (the quick job manager's form): the type is not asked. */
  fixedKind?: JobKind;
  /** Online jobs to pick from: all open ones, or only those the caller already works on. */
  onlineScope?: 'online' | 'online-mine';
  saving: boolean;
  onSubmit(kind: JobKind, body: AddJobRequestInput): void;
  onCancel(): void;
}

/** The Add New Custom Job form: the job type decides which fields show (spec 000 §5). */
export function AddJobForm({
  state,
  hideTaskingJob,
  fixedKind,
  onlineScope = 'online',
  saving,
  onSubmit,
  onCancel,
}: Props) {
  const { form, rules } = state;
  const values = form.getValues();
  const kind = values.job_type;
  const online = kind === JobKind.ONLINE_URGENT;
  const divisions = useDivisions(rules.selected_division.visible);

  const jobPicker = rules.selected_job.visible && (
    <JobPicker
      scope={
        online ? onlineScope : values.selected_division ? { divisionId: values.selected_division } : null
      }
      presales={kind === JobKind.PRESALES}
      category={kind === JobKind.PRESALES ? values.category : null}
      picked={state.pickedJob}
      onPick={state.pickJob}
      error={form.errors.selected_job}
      required
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) =>
        onSubmit(submitted.job_type as JobKind, addJobPayload(submitted)),
      )}
    >
      <Stack gap="sm">
        {fixedKind === undefined && (
          <Select<number>
            label="Job type"
            required
            placeholder="Select a job type"
            data={addJobTypeOptions({ hideTaskingJob })}
            value={kind}
            onChange={state.changeType}
            error={form.errors.job_type}
            allowDeselect={false}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <RequesterFields state={state} />
        {rules.selected_division.visible && (
          <Select<number>
            label="Division"
            required
            placeholder="Select a division"
            searchable
            data={divisions.data?.map((d) => ({ value: d.id, label: d.name })) ?? []}
            value={values.selected_division}
            onChange={state.changeDivision}
            error={
              form.errors.selected_division ??
              (divisions.isError ? 'Could not load the divisions' : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {/* Online: the job first, then what it fills; tasking: the category narrows the jobs. */}
        {online && jobPicker}
        <PlaceFields state={state} />
        {!online && jobPicker}
        {rules.job_description.visible && (
          <Textarea
            label="Description"
            required={rules.job_description.required}
            description={isTaskingKind(kind) ? "Leave empty to use the job's description" : undefined}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={4000}
            {...form.getInputProps('job_description')}
          />
        )}
        <Group gap="lg">
          {rules.chargeable.visible && (
            <Checkbox
              label="Chargeable"
              description="Set by the category: only Chargeable Service is charged"
              checked={addJobChargeable(values.category)}
              disabled
              readOnly
            />
          )}
          {rules.qc.visible && (
            <Checkbox label="Enable QC" {...form.getInputProps('qc', { type: 'checkbox' })} />
          )}
          {rules.is_temp_job.visible && (
            <Checkbox label="Temporary job" {...form.getInputProps('is_temp_job', { type: 'checkbox' })} />
          )}
        </Group>
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
