import { Group, Radio, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { DayInput } from '../../../components/DayPicker';
import { useCategories, useJobTypes } from '../lookups';

/** What the work is: category, type, when, how urgent, and the words. */
export interface WorkValues {
  job_category_id: number | null;
  job_type?: number | null;
  due_date: string | null;
  priority: number;
  job_title?: string;
  job_description: string;
  remarks: string;
}

interface Props<T extends WorkValues> {
  form: UseFormReturnType<T>;
  /** Jobs have a type and a title; requests do not. */
  kind: 'job' | 'request';
  /** The title is optional on Edit Job Details (O-26). */
  titleRequired: boolean;
  priorities: readonly { value: number; label: string }[];
  /** The earliest due date: the company's today. */
  today: string;
  categoryLocked?: string | null;
  onCategoryChange(categoryId: number | null): void;
}

export function WorkFields<T extends WorkValues>({
  form,
  kind,
  titleRequired,
  priorities,
  today,
  categoryLocked,
  onCategoryChange,
}: Props<T>) {
  const f = form as unknown as UseFormReturnType<WorkValues>;
  const values = f.getValues();
  const categories = useCategories();
  const jobTypes = useJobTypes();
  const job = kind === 'job';

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: job ? 4 : 3 }} spacing="sm">
        <Select<number>
          label="Category"
          required={job}
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          data={categories.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
          searchable
          nothingFoundMessage="No category matches"
          disabled={Boolean(categoryLocked)}
          description={categoryLocked ?? undefined}
          {...f.getInputProps('job_category_id')}
          onChange={onCategoryChange}
        />
        {job && (
          <Select<number>
            label="Job type"
            required
            placeholder={jobTypes.isPending ? 'Loading job types…' : 'Choose a job type'}
            data={jobTypes.data?.map((t) => ({ value: t.id, label: t.name })) ?? []}
            {...f.getInputProps('job_type')}
          />
        )}
        <DayInput
          label="Due date"
          required={job}
          minDate={today}
          clearable={!job}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={values.due_date}
          onChange={(day) => {
            f.setFieldValue('due_date', day ?? null);
            f.clearFieldError('due_date');
          }}
          error={f.errors.due_date}
        />
        {priorities.length > 2 ? (
          <Select
            label="Priority"
            required
            data={priorities.map((p) => ({ value: String(p.value), label: p.label }))}
            value={String(values.priority)}
            onChange={(value) => value && f.setFieldValue('priority', Number(value))}
            allowDeselect={false}
            error={f.errors.priority}
          />
        ) : (
          // Radios hand back strings: the form keeps the numbers the server expects.
          <Radio.Group
            label="Priority"
            required
            value={String(values.priority)}
            onChange={(value) => f.setFieldValue('priority', Number(value))}
            error={f.errors.priority}
          >
            <Group mt={6} gap="md">
              {priorities.map((p) => (
                <Radio key={p.value} value={String(p.value)} label={p.label} />
              ))}
            </Group>
          </Radio.Group>
        )}
      </SimpleGrid>
      {job && (
        <TextInput
          label="Job title"
          required={titleRequired}
          maxLength={200}
          {...f.getInputProps('job_title')}
        />
      )}
      <Textarea
        label={job ? 'Job description' : 'Description'}
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={4000}
        {...f.getInputProps('job_description')}
      />
      <Textarea
        label="Remarks"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={4000}
        {...f.getInputProps('remarks')}
      />
    </>
  );
}
