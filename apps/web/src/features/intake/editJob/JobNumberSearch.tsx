import { useState } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Msg } from '@jobline/shared';
import { ApiError, errorMessage } from '../../../api/client';
import { findJobByNumber } from '../api';

/** The job number search of Edit Job Details: Enter (or the button) looks the number up. */
export function JobNumberSearch({ onFound }: { onFound(job: { id: number; job_no: string }): void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: (jobNo: string) => findJobByNumber(jobNo),
    onSuccess: (job) => {
      setError(null);
      setText(job.job_no);
      onFound(job);
    },
    onError: (err) =>
      setError(err instanceof ApiError && err.httpStatus === 404 ? Msg.jobs.jobNotFound : errorMessage(err)),
  });
  const search = () => {
    const jobNo = text.trim();
    if (!jobNo) return setError(Msg.jobs.jobNotFound);
    lookup.mutate(jobNo);
  };
  return (
    <TextInput
      label="Job number"
      placeholder={`e.g. J${String(new Date().getFullYear()).slice(2)}-00042, then Enter`}
      value={text}
      maxLength={40}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          search();
        }
      }}
      rightSection={
        <ActionIcon variant="subtle" aria-label="Find the job" loading={lookup.isPending} onClick={search}>
          <IconSearch size={16} aria-hidden />
        </ActionIcon>
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}
