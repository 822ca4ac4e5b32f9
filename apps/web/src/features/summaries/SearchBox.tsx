import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ServerTable } from './useServerTable';

/** The search box above a summary table; the server does the searching. */
export function SearchBox({ table, label }: { table: ServerTable; label: string }) {
  return (
    <TextInput
      aria-label={label}
      placeholder="Search"
      maxLength={100}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        table.search ? (
          <CloseButton size="sm" aria-label="Clear the search" onClick={() => table.setSearch('')} />
        ) : null
      }
      value={table.search}
      onChange={(e) => table.setSearch(e.currentTarget.value)}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
