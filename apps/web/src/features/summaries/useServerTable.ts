import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { SUMMARY_PAGE_SIZE } from '@jobline/shared';
import { PAGE_SIZE_OPTIONS, pagingText } from '../../components/tablePaging';

/**
 * The state of a server-paged table with a search box: page, page size and the search text, which
 * reaches the server a moment after typing stops and starts again from page 1.
 */
export function useServerTable(initialSize = SUMMARY_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [records, setRecords] = useState(initialSize);
  const [search, setSearchText] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  return {
    request: { page, records, keyword: keyword || undefined },
    search,
    resetPage: () => setPage(1),
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    /** DataTable's paging props for a page of `total` rows. */
    paging: (noun: string, total: number) => ({
      totalRecords: total,
      page,
      recordsPerPage: records,
      onPageChange: setPage,
      recordsPerPageOptions: PAGE_SIZE_OPTIONS,
      onRecordsPerPageChange: (size: number) => {
        setRecords(size);
        setPage(1);
      },
      ...pagingText(noun),
    }),
  };
}
export type ServerTable = ReturnType<typeof useServerTable>;
