import { createElement, Fragment, useState } from 'react';
import type { DataTablePaginationRenderContext } from 'mantine-datatable';
import { PAGE_SIZES } from '@jobline/shared';

export const PAGE_SIZE_OPTIONS: number[] = [...PAGE_SIZES];

/** The paging labels every table shares; `noun` names its rows ("Branches per page"). */
export const pagingText = (noun: string) => ({
  recordsPerPageLabel: `${noun} per page`,
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${from}–${to} of ${totalRecords}`,
  getPaginationControlProps: (control: string) => ({ 'aria-label': `${control} page` }),
  renderPagination: stablePager,
});

/**
 * The pager's text, page-size menu and pages. mantine-datatable makes these three as new components
 * on each render of its pager, so any render of the table (rows refetched, a live update) put a new
 * page-size menu in place of the old one and closed it under the pointer. Called as functions they
 * answer elements of its own components, which a render keeps (and the menu open).
 */
function stablePager({ Controls }: DataTablePaginationRenderContext) {
  return createElement(Fragment, null, Controls.Text(), Controls.PageSizeSelector(), Controls.Pagination());
}

/**
 * A table's scrolling frame, reachable from the keyboard and named for screen readers: on a phone a
 * wide table scrolls inside it, and while rows load it holds nothing else that takes the focus.
 */
export const scrollFrame = (label: string) => ({
  scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls)` } },
});

/** Paging of a list the page already holds: the DataTable props of the visible slice. */
export function useClientPaging<T>(all: readonly T[], initialSize = 15) {
  const [pageSize, setPageSize] = useState(initialSize);
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(page, lastPage);
  return {
    records: all.slice((current - 1) * pageSize, current * pageSize),
    totalRecords: all.length,
    recordsPerPage: pageSize,
    page: current,
    onPageChange: setPage,
    recordsPerPageOptions: PAGE_SIZE_OPTIONS,
    onRecordsPerPageChange: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

/**
 * A table row that opens something: focusable, named for screen readers, and opened with Enter or
 * Space as well as a click (the table's onRowClick). For mantine-datatable's customRowAttributes.
 */
export const openableRow = (label: string, open: () => void) => ({
  tabIndex: 0,
  'aria-label': label,
  onKeyDown: (e: { key: string; preventDefault(): void }) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  },
});
