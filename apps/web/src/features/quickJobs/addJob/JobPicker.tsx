import { useState, type ReactNode } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PickableJob } from '@jobline/shared';
import { errorMessage } from '../../../api/client';
import { fetchPickableJobs, quickJobKeys, type PickerScope } from '../api';
import { cut, shownDay } from '../../../components/format';

const labelOf = (job: PickableJob) =>
  `${job.job_no} · ${job.customer_name ?? 'No customer'} · ${cut(job.job_title || job.job_description, 40)}`;

interface Props {
  /** A division's New Job jobs, or the online / urgent ones (all, or those the caller works on). */
  scope: PickerScope | null;
  presales?: boolean;
  /** Only jobs of this category (pre-sales tasking narrows by it). */
  category?: number | null;
  picked: PickableJob | null;
  onPick(job: PickableJob | null): void;
  error?: ReactNode;
  required?: boolean;
}

/**
 * Picks the job a task is added to. The server searches (job number, description, customer) and
 * answers the newest 50, so a company with thousands of open jobs stays quick.
 */
export function JobPicker({
  scope,
  presales = false,
  category = null,
  picked,
  onPick,
  error,
  required,
}: Props) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, 300);
  // Once a job is picked the box shows its label: that is not a new search.
  const term = picked && settled === labelOf(picked) ? '' : settled.trim();
  const scopeKey = scope === null ? '' : typeof scope === 'string' ? scope : `division-${scope.divisionId}`;
  const jobs = useQuery({
    queryKey: quickJobKeys.pickable(scopeKey, term, presales, category),
    queryFn: () => fetchPickableJobs(scope!, term, presales, category),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
  const list = jobs.data ?? [];
  const options = picked && !list.some((j) => j.id === picked.id) ? [picked, ...list] : list;

  return (
    <div>
      <Select<number>
        label="Job"
        placeholder={
          scope === null ? 'Select a division first' : 'Search by job number, customer or description'
        }
        required={required}
        disabled={scope === null}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has already searched; showing its answer as it is.
        filter={({ options: all }) => all}
        data={options.map((job) => ({ value: job.id, label: labelOf(job) }))}
        value={picked?.id ?? null}
        onChange={(id) => onPick(options.find((job) => job.id === id) ?? null)}
        nothingFoundMessage={
          jobs.isError ? errorMessage(jobs.error) : jobs.isFetching ? 'Searching…' : 'No open job matches'
        }
        leftSection={<IconSearch size={16} aria-hidden />}
        maxDropdownHeight={280}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      {picked && (
        <Text size="xs" c="dimmed" mt={4} data-testid="picked-job">
          {[picked.branch_name, picked.system, picked.category, `due ${shownDay(picked.due_date)}`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </div>
  );
}
