import { sql, type SQL } from 'drizzle-orm';
import {
  isPastDue,
  JOB_LIST_PAGE_SIZE,
  JOB_PROGRESS_LABELS,
  JOB_PRIORITY_LABELS,
  type JobListResponse,
  type JobListRow,
  type JobListSortField,
  type JobProgress,
  type SortType,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { containing, fullNameSql, optionalNameSql } from '../../db/sqlText';
import { jobProgressSql } from '../jobs/jobProgress';

const progressSql = jobProgressSql(sql`j.id`, sql`j.status`);

export interface JobListInput {
  page: number;
  records?: number;
  keyword?: string | null;
  sort?: { field: JobListSortField; type: SortType } | null;
  progress?: number | null;
}

/** Sortable columns: the whitelist maps wire names to SQL, so nothing a client sends reaches SQL. */
const SORT_COLUMNS: Record<JobListSortField, SQL> = {
  job_no: sql`j.job_no`,
  customer_name: sql`c.name`,
  employee: optionalNameSql('e'),
  system: sql`s.name`,
  due_date: sql`j.due_date`,
  job_description: sql`j.description`,
  priority: sql`j.priority`,
  created_at: sql`j.created_at`,
};

/** Below this many matches a page is found from the matches, above it by walking the sort order. */
const FEW_MATCHES = 2000;

/**
 * Which jobs a keyword finds: job number, description, customer name or employee name, ignoring
 * case. Customer and employee names are matched in their own (small) tables first, and their ids
 * compared as arrays, so each of the four can use its index (trigrams for number and description)
 * and the jobs table is read only where one matches.
 */
function keywordFilter(keyword: string | null | undefined): SQL {
  const word = keyword?.trim();
  if (!word) return sql``;
  const pattern = containing(word);
  return sql`and (
    j.job_no ilike ${pattern}
    or j.description ilike ${pattern}
    or j.customer_id = any(array(select cu.id from customers cu where cu.name ilike ${pattern}))
    or j.employee_id = any(array(select u.id from users u where ${fullNameSql('u')} ilike ${pattern}))
  )`;
}

interface Row {
  id: number;
  job_no: string;
  customer_name: string | null;
  employee: string | null;
  system: string | null;
  due_date: string | null;
  job_description: string;
  priority: number;
  status: number;
  progress: number;
  kind: number;
}

/**
 * POST jobs/all: one page of the jobs that are not deleted, searched and sorted in SQL. Sorting by
 * one column is stable (ties by id), so paging never repeats or skips a job.
 */
export async function listJobs(
  db: Executor,
  input: JobListInput,
  today: string,
  /** Where the two ways of finding a page part (a test walks both over the same jobs). */
  fewMatches = FEW_MATCHES,
): Promise<JobListResponse> {
  const perPage = input.records ?? JOB_LIST_PAGE_SIZE;
  const page = input.page;
  const progress = input.progress ? sql`and ${progressSql} = ${input.progress}` : sql``;
  const filter = sql`${keywordFilter(input.keyword)} ${progress}`;
  const sort = input.sort ?? { field: 'created_at', type: 'desc' };
  const direction = sort.type === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${SORT_COLUMNS[sort.field]} ${direction} nulls last, j.id ${direction}`;

  const [counted] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from jobs j where j.deleted_at is null ${filter}`,
  );
  const total = Number(counted?.n ?? 0);
  // A keyword with few matches: the page is sorted from them (found through the indexes). Many (or
  // none given): walking the sort order meets a page of them soon, so that is quicker.
  const where =
    input.keyword?.trim() && total <= fewMatches
      ? sql`j.id = any(array(select j.id from jobs j where j.deleted_at is null ${filter}))`
      : sql`j.deleted_at is null ${filter}`;
  const rows = await queryRows<Row>(
    db,
    // The status is worked out for the page's rows only, once they are found: inside the query that
    // finds them, a keyword the planner expects to match thousands of jobs had it work out the status
    // of all of them to show ten.
    sql`select j.*, ${progressSql} as progress
      from (select j.id, j.job_no, c.name as customer_name,
          ${optionalNameSql('e')} as employee,
          s.name as system, j.due_date::text as due_date, j.description as job_description,
          j.priority, j.status, j.kind, ${SORT_COLUMNS[sort.field]} as sort_key
        from jobs j
        left join customers c on c.id = j.customer_id
        left join users e on e.id = j.employee_id
        left join systems s on s.id = j.system_id
        where ${where}
        order by ${order}
        limit ${perPage} offset ${(page - 1) * perPage}) j
      order by j.sort_key ${direction} nulls last, j.id ${direction}`,
  );
  const data: JobListRow[] = rows.map((r) => ({
    id: r.id,
    job_no: r.job_no,
    customer_name: r.customer_name,
    employee: r.employee,
    system: r.system,
    due_date: r.due_date,
    job_description: r.job_description,
    priority: r.priority,
    priority_label:
      JOB_PRIORITY_LABELS[r.priority as keyof typeof JOB_PRIORITY_LABELS] ?? `Unknown (${r.priority})`,
    status: r.status,
    progress: Number(r.progress),
    progress_label: JOB_PROGRESS_LABELS[Number(r.progress) as JobProgress] ?? 'Open',
    kind: r.kind,
    isJobExpired: isPastDue(r.due_date, today),
  }));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    jobs: {
      data,
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      from,
      to: from === null ? null : from + data.length - 1,
      total,
    },
    count: total,
  };
}
