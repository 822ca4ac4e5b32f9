import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar, IconLock } from '@tabler/icons-react';
import { Msg, type TaskableJob, type TaskSheetView } from '@jobline/shared';
import { EmployeePicker } from '../../components/EmployeePicker';
import { DayInput } from '../../components/DayPicker';
import { SearchSelect } from '../../components/SearchSelect';
import { searchTaskableJobs, taskingKeys } from './queries';

export interface HeaderValues {
  approved_by: number | null;
  delivery_date: string | null;
  remarks: string;
}

/** The sheet choice: a saved sheet's id, or a new sheet. */
export type SheetChoice = number | 'new';

interface Props {
  form: UseFormReturnType<HeaderValues>;
  jobId: number | null;
  jobError: string | null;
  onJobChange(jobId: number | null): void;
  sheets: readonly TaskSheetView[] | undefined;
  sheetChoice: SheetChoice | null;
  onSheetChange(choice: SheetChoice): void;
  ownerName: string;
}

const jobLabel = (job: TaskableJob) =>
  `${job.job_no} — ${job.title || job.job_description}${job.customer_name ? ` (${job.customer_name})` : ''}`;

/**
 * The sheet's own fields (spec 001 §2.1): the job, its owner (locked to the user), who approved the
 * estimate, which sheet, the delivery date and remarks.
 */
export function SheetFields({
  form,
  jobId,
  jobError,
  onJobChange,
  sheets,
  sheetChoice,
  onSheetChange,
  ownerName,
}: Props) {
  const approver = form.values.approved_by;
  const sheetOptions = [
    ...(sheets ?? []).map((s) => ({
      value: String(s.id),
      label: `Sheet ${s.sheet_no} (${s.task_count} ${s.task_count === 1 ? 'task' : 'tasks'})`,
    })),
    { value: 'new', label: `New sheet${sheets ? ` (sheet ${sheets.length + 1})` : ''}` },
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      <SearchSelect<TaskableJob>
        label="Job"
        required
        placeholder="Search by job number, title or customer"
        queryKey={taskingKeys.jobs}
        search={searchTaskableJobs}
        labelOf={jobLabel}
        value={jobId}
        onChange={(id) => onJobChange(id)}
        error={jobError}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the job' }}
        nothingFound={Msg.lookups.noJob}
        maxDropdownHeight={320}
      />
      <TextInput
        label="Job owner"
        value={ownerName}
        readOnly
        rightSection={<IconLock size={14} aria-hidden />}
        description="Tasks are created in your name"
      />
      <EmployeePicker
        label="Approved by"
        required
        value={approver}
        onChange={(id) => form.setFieldValue('approved_by', id)}
        error={form.errors.approved_by}
        clearButtonProps={{ 'aria-label': 'Clear approved by' }}
      />
      <Select
        label="Task sheet number"
        placeholder={jobId === null ? 'Select a job first' : 'Loading sheets…'}
        data={jobId === null || !sheets ? [] : sheetOptions}
        value={sheetChoice === null ? null : String(sheetChoice)}
        onChange={(value) => value && onSheetChange(value === 'new' ? 'new' : Number(value))}
        disabled={jobId === null || !sheets}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <DayInput
        label="Delivery date"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the delivery date' }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={form.values.delivery_date || null}
        onChange={(day) => form.setFieldValue('delivery_date', day ?? null)}
        error={form.errors.delivery_date}
      />
      <Textarea
        label="Remarks"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={1000}
        {...form.getInputProps('remarks')}
      />
    </SimpleGrid>
  );
}
