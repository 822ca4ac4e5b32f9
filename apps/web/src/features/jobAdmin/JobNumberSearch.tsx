import { useEffect, useRef, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { ApiError, errorMessage } from '../../api/client';
import { lookupJobNo } from './api';

interface SearchProps {
  initial: string;
  /** A job number came in the address without its id: look it up once. */
  resolveOnLoad: boolean;
  onFound(job: { id: number; job_no: string }): void;
  /** How a number becomes a job; by default POST jobs/getIdByJobNo. */
  lookup?: (jobNo: string) => Promise<{ id: number; job_no: string }>;
}

/** The job number search: Enter runs it; an unknown number says so under the field (002 §8). */
export function JobNumberSearch({ initial, resolveOnLoad, onFound, lookup = lookupJobNo }: SearchProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolved = useRef(false);

  const search = async (value: string) => {
    const searchText = value.trim();
    if (!searchText) return setError(Msg.jobAdmin.jobNoRequired);
    setBusy(true);
    try {
      const job = await lookup(searchText);
      setError(null);
      setText(job.job_no);
      onFound(job);
    } catch (err) {
      setError(
        err instanceof ApiError && err.fieldErrors.searchText
          ? err.fieldErrors.searchText
          : errorMessage(err),
      );
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (resolveOnLoad && !resolved.current) {
      resolved.current = true;
      void search(initial);
    }
    // Only the number the page opened with is looked up by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resolveOnLoad]);

  return (
    <form
      role="search"
      aria-label="Find a job"
      onSubmit={(event) => {
        event.preventDefault();
        void search(text);
      }}
    >
      <Group align="flex-start" gap="xs">
        <TextInput
          label="Job number"
          placeholder={`e.g. J${String(new Date().getFullYear()).slice(2)}-00001`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={40}
          w={{ base: '100%', xs: 280 }}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
          Find job
        </Button>
      </Group>
    </form>
  );
}
