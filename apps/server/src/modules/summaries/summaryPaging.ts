import { SUMMARY_PAGE_SIZE } from '@jobline/shared';

/** A page request after validation: page from 1, a size from PAGE_SIZES, an optional search text. */
export interface PageInput {
  page?: number;
  records?: number;
  keyword?: string | null;
}

/** LIMIT and OFFSET of a page, and the search text (null when blank). */
export function pageWindow(input: PageInput, defaultSize = SUMMARY_PAGE_SIZE) {
  const perPage = input.records ?? defaultSize;
  const page = input.page ?? 1;
  const keyword = input.keyword?.trim() || null;
  return { page, perPage, offset: (page - 1) * perPage, keyword };
}

/** The wire page: rows of this page and the total the window count gave. */
export function pageOf<T>(data: T[], total: number, window: { page: number; perPage: number }) {
  return {
    data,
    current_page: window.page,
    per_page: window.perPage,
    last_page: Math.max(1, Math.ceil(total / window.perPage)),
    total,
  };
}
