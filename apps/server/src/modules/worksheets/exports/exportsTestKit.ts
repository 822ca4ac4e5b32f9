import ExcelJS from 'exceljs';
import { HoldRequestType, TaskSection as S } from '@jobline/shared';
import type { Actor } from '../../../test/helpers';
import type { TestApp } from '../../../test/testApp';
import { contextAt } from '../../boards/boardsTestKit';
import { endWorkingDay } from '../../boards/dayEnder';
import { changeHold } from '../../boards/holdChanger';
import { restoreHold } from '../../boards/holdRestorer';
import { moveTask } from '../../boards/taskMover';
import { companyAt } from '../worksheetTestKit';

/**
 * A worked day through the board's own commands: 08:40 start, meeting 11:00–11:45, lunch
 * 12:45–13:30, finished 16:00, session end 17:10.
 */
export async function workADay(t: TestApp, holder: Actor, taskUserId: number, day: string) {
  const ctx = (hhmm: string) => ({ ...contextAt(t, holder, companyAt(day, hhmm)), today: day });
  const db = t.database.db;
  await moveTask(db, ctx('08:40'), { taskUserId, from: S.PICKED, to: S.ONGOING, via: 'move' });
  await changeHold(
    db,
    ctx('11:00'),
    { type: HoldRequestType.MEETING, comment: 'Review' },
    { breakLogsOut: false },
  );
  await restoreHold(db, ctx('11:45'));
  await changeHold(db, ctx('12:45'), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
  await restoreHold(db, ctx('13:30'));
  await moveTask(db, ctx('16:00'), { taskUserId, from: S.ONGOING, to: S.FINISHED, via: 'move' });
  await endWorkingDay(db, ctx('17:10'));
}

/** The first worksheet of a workbook as plain values, row by row. */
export async function workbookRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** The rows under the header whose first cell is `first`, up to the totals row. */
export function tableBelow(rows: unknown[][], first: string) {
  const header = rows.findIndex((r) => r[0] === first);
  const body = rows.slice(header + 1);
  const end = body.findIndex((r) => typeof r[0] === 'string' && r[0].startsWith('Total'));
  return { header: rows[header]!, body: end < 0 ? body : body.slice(0, end), totals: body[end] };
}

/**
 * An Excel duration cell (a fraction of a day) as whole minutes. exceljs reads a cell with a time
 * format back as a Date counted from Excel's epoch (1899-12-30), so that is undone first.
 */
export const minutesOf = (cell: unknown): number => {
  // A total is a SUM formula carrying its computed value.
  if (cell && typeof cell === 'object' && 'formula' in cell)
    return minutesOf((cell as unknown as { result: unknown }).result);
  return Math.round((cell instanceof Date ? cell.getTime() / 86_400_000 + 25_569 : Number(cell)) * 1440);
};
