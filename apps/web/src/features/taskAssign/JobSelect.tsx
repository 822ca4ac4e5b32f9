import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import type { AssignJob } from '@jobline/shared';

interface Props {
  jobs: readonly AssignJob[] | undefined;
  loading: boolean;
  value: number | null;
  onChange(value: number | null): void;
  error?: ReactNode;
  /** What the count beside each job counts, e.g. "unassigned". */
  countLabel: string;
  disabled?: boolean;
  placeholder?: string;
  /** The chosen job, kept as an option after its last task is handed out. */
  current?: { id: number; job_no: string } | null;
}

const describe = (job: AssignJob) =>
  [job.job_no, job.job_title ?? job.customer_name].filter(Boolean).join(' · ');

/** A searchable job picker: number, title (or customer) and how many tasks wait on it. */
export function JobSelect({
  jobs,
  loading,
  value,
  onChange,
  error,
  countLabel,
  disabled,
  placeholder,
  current,
}: Props) {
  const options = (jobs ?? []).map((job) => ({
    value: job.id,
    label: `${describe(job)} (${job.open_tasks} ${countLabel})`,
  }));
  if (current && current.id === value && !options.some((o) => o.value === value)) {
    options.unshift({ value: current.id, label: `${current.job_no} (0 ${countLabel})` });
  }
  return (
    <Select<number>
      label="Job"
      required
      placeholder={loading ? 'Loading jobs…' : (placeholder ?? 'Search by job number or title')}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      searchable
      clearable
      limit={200}
      nothingFoundMessage="No job matches"
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
