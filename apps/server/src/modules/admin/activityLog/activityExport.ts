import { sql } from 'drizzle-orm';
import {
  ACTIVITY_AREAS,
  ACTIVITY_EXPORT_CAP,
  Msg,
  shownDay,
  wallClockMs,
  type ActivityLogEntry,
  type ActivityLogFilters,
} from '@jobline/shared';
import type { Config } from '../../../config';
import { queryRows, type Executor } from '../../../db/client';
import { companyName } from '../../../exports/companyName';
import { exportFileName, printedAt } from '../../../exports/fileName';
import type { ReportCell } from '../../../exports/report';
import { streamXlsx, type StreamedReport } from '../../../exports/xlsxStream';
import { resolveFilters } from './activityFilters';
import { readAuditPage } from './activityQueries';
import { presentActivities } from './presenter';

const M = Msg.activityLog;
/** Rows read per round trip while the file is gathered. */
const BATCH = 1_000;
/** A search reads this many rows per round trip, and this many in all, before the file is cut. */
const EXPORT_SEARCH_SLICE = 20_000;
const EXPORT_SEARCH_MOST = 300_000;

export const thousands = (n: number) => n.toLocaleString('en-US');

/** An instant as the file shows it, in the company's zone: 27/11/2026 14:05:09. */
function shownMoment(iso: string, timeZone: string) {
  const wall = new Date(wallClockMs(new Date(iso), timeZone)).toISOString();
  return `${shownDay(wall.slice(0, 10))} ${wall.slice(11, 19)}`;
}

const changeLines = (entry: ActivityLogEntry) =>
  entry.changes.map((c) => `${c.label}: ${c.old ?? '—'} → ${c.new ?? '—'}`).join('\n');

/** What the filters were, in words, for the lines above the table. */
async function filterFacts(db: Executor, filters: ActivityLogFilters): Promise<[string, string][]> {
  const name = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ name: string }>(db, query))[0]?.name ?? '—';
  const facts: [string, string][] = [];
  if (filters.customer_id)
    facts.push([
      'Customer',
      await name(
        sql`select name || ' (' || code || ')' as name from customers where id = ${filters.customer_id}`,
      ),
    ]);
  if (filters.employee_id)
    facts.push([
      'Employee',
      await name(
        sql`select concat_ws(' ', first_name, last_name) as name from users where id = ${filters.employee_id}`,
      ),
    ]);
  if (filters.area) facts.push(['Area', ACTIVITY_AREAS.find((a) => a.key === filters.area)!.label]);
  if (filters.from || filters.to)
    facts.push([
      'Days',
      `${filters.from ? shownDay(filters.from) : '…'} – ${filters.to ? shownDay(filters.to) : '…'}`,
    ]);
  if (filters.search) facts.push(['Search', filters.search]);
  if (!facts.length) facts.push(['Filters', 'None: the whole log']);
  facts.push(['At most', M.exportCap(thousands(ACTIVITY_EXPORT_CAP))]);
  return facts;
}

/**
 * The filtered log as an Excel file, newest first, at most `cap` rows: read a batch at a time
 * through the same keyset pages as the screen and streamed out as it is read (the first bytes
 * leave at once, and 10,000 rows never sit in memory together); the row count and any cut are
 * written under the table.
 */
export async function exportActivities(
  db: Executor,
  config: Pick<Config, 'COMPANY_NAME' | 'COMPANY_TIME_ZONE' | 'COMPANY_DATE_ORDER'>,
  filters: ActivityLogFilters,
  cap = ACTIVITY_EXPORT_CAP,
) {
  const timeZone = config.COMPANY_TIME_ZONE;
  const resolved = await resolveFilters(db, filters, timeZone);
  const notes: [string, string][] = [];

  async function* batches(): AsyncIterable<ReportCell[][]> {
    let cursor: number | undefined;
    let more = true;
    let written = 0;
    let searched = 0;
    let stoppedAt: Date | null = null;
    while (more && written < cap) {
      const page = await readAuditPage(db, resolved, cursor, Math.min(BATCH, cap - written), {
        slice: EXPORT_SEARCH_SLICE,
        budgetMs: 0,
      });
      const entries = await presentActivities(db, page.rows, timeZone);
      written += entries.length;
      yield entries.map((e) => [
        shownMoment(e.created_at, timeZone),
        e.name,
        e.log_name,
        e.action_label,
        e.record.label,
        e.customer?.name ?? null,
        changeLines(e) || null,
        e.ip,
      ]);
      more = page.hasMore;
      cursor = page.nextCursor ?? undefined;
      if (resolved.search) searched += EXPORT_SEARCH_SLICE;
      if (more && page.searchedTo && searched >= EXPORT_SEARCH_MOST) {
        stoppedAt = page.searchedTo;
        break;
      }
    }
    notes.push(['Rows', thousands(written)]);
    if (stoppedAt) notes.push(['Cut', M.exportSearchCut(shownMoment(stoppedAt.toISOString(), timeZone))]);
    else if (more) notes.push(['Cut', M.exportCut(thousands(cap))]);
  }

  const report: StreamedReport = {
    title: M.title,
    facts: await filterFacts(db, filters),
    columns: [
      { header: 'Time', width: 'normal' },
      { header: 'Who', width: 'normal' },
      { header: 'Area', width: 'narrow' },
      { header: 'Action', width: 'normal' },
      { header: 'Record', width: 'wide' },
      { header: 'Customer', width: 'normal' },
      { header: 'Changes', width: 'wide' },
      { header: 'IP', width: 'narrow' },
    ],
    rows: batches(),
    // Filled once the rows are written: the streamed sheet writes its notes last.
    notes,
    landscape: true,
  };
  const now = new Date();
  const stamp = {
    companyName: await companyName(db, config),
    printedAt: printedAt(now, timeZone),
    dateOrder: config.COMPANY_DATE_ORDER,
  };
  return {
    fileName: exportFileName(['activity-log'], 'xlsx', now, timeZone),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: streamXlsx(report, stamp, 'Activity log'),
  };
}
