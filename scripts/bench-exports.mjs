// The worksheet's month-for-every-employee export against its budget (under 5 s), on the scale data:
//   DATABASE_URL=postgres://… npm run seed:scale   (once)
//   DATABASE_URL=postgres://… PORT=3999 npm run -w @jobline/server start
//   node scripts/bench-exports.mjs [--url http://localhost:3999] [--month 2026-10] [--runs 3]
// One request at a time, read as a browser reads it (a stream): time to the first bytes, total time,
// size, and the rows the workbook holds. The PDFs of the same month are timed for the record.
import { readOptions } from './cliOptions.mjs';
import ExcelJS from 'exceljs';

const args = readOptions({
  url: { type: 'string', default: 'http://localhost:3999' },
  month: { type: 'string' },
  runs: { type: 'string', default: '3' },
});
const base = args.url;
const BUDGET_MS = 5000;

// The last whole month before this one, unless given.
const now = new Date();
const month =
  args.month ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
const [year, mon] = month.split('-').map(Number);
const start = `${month}-01`;
const end = new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
});
if (login.status !== 200) throw new Error(`login → ${login.status}`);
const token = (await login.json()).access_token;

/** One download, read chunk by chunk: first-byte and total milliseconds, bytes, the body. */
async function download(path) {
  const began = performance.now();
  const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const chunks = [];
  let firstByte = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - began;
    chunks.push(value);
  }
  const body = Buffer.concat(chunks);
  return { firstByte, total: performance.now() - began, bytes: body.length, body };
}

const query = `start=${start}&end=${end}&division=all&by_dates=true`;
const runs = Number(args.runs);
console.log(`worksheet exports, every employee, ${start} to ${end}, against ${base}`);

const xlsxTimes = [];
for (let i = 0; i < runs; i++) {
  const r = await download(`reports/all_emp_daily_activity/export.xlsx?${query}`);
  xlsxTimes.push(r.total);
  if (i === 0) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.body);
    const rows = workbook.worksheets[0].rowCount;
    console.log(`  Excel by dates: ${rows} rows in the sheet, ${(r.bytes / 1024).toFixed(0)} kB`);
  }
  console.log(
    `  Excel by dates run ${i + 1}: first bytes ${r.firstByte.toFixed(0)} ms, done ${r.total.toFixed(0)} ms`,
  );
}
const worst = Math.max(...xlsxTimes);
console.log(
  `  Excel by dates: slowest ${worst.toFixed(0)} ms (budget ${BUDGET_MS} ms) ${worst < BUDGET_MS ? 'OK' : 'OVER'}`,
);

for (const [label, path] of [
  [
    'Summary PDF (totals)',
    `reports/all_emp_daily_activity/export.pdf?start=${start}&end=${end}&division=all`,
  ],
  [
    'Summary Excel (totals)',
    `reports/all_emp_daily_activity/export.xlsx?start=${start}&end=${end}&division=all`,
  ],
  ['Progress PDF by dates', `reports/all_emp_daily_activity/progress.pdf?${query}`],
]) {
  const r = await download(path);
  console.log(`  ${label}: ${r.total.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} kB`);
}
process.exitCode = worst < BUDGET_MS ? 0 : 1;
