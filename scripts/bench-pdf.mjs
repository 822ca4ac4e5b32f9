// How long buildPdf takes for a big table, without a database or a server:
//   npm run bench:pdf -- [--rows 10000] [--runs 3] [--out /tmp/report.pdf] [--portrait]
// The report is synthetic but shaped like the worksheet's progress report by dates: 9 columns,
// landscape, names and dates, minute columns, and a task text that wraps on every seventh row.
// The first run includes compiling the code.
import { writeFileSync } from 'node:fs';
import { readOptions } from './cliOptions.mjs';
import { buildPdf } from '../apps/server/src/exports/pdf.ts';

const args = readOptions({
  rows: { type: 'string', default: '10000' },
  runs: { type: 'string', default: '3' },
  out: { type: 'string' },
  portrait: { type: 'boolean', default: false },
});
const BUDGET_MS = 2000;
const rowCount = Number(args.rows);

const names = ['Nimal Perera', 'Kumari Silva', 'Ruwan Jayasinghe', 'Dilani Fernando', 'Saman Kumara'];
const tasks = [
  'POS check',
  'Server patching at the Kandy branch, then a restore test of last night’s backup with the branch manager',
  'Terminal swap',
  'Printer rollout — “phase two”',
];
const report = {
  title: 'Progress Report',
  facts: [
    ['Department', 'All departments'],
    ['Period', '01/10/2026 – 31/10/2026'],
    ['Employees', '338'],
  ],
  columns: [
    { header: 'Employee', width: 'wide' },
    { header: 'Code', width: 'narrow' },
    { header: 'Date', width: 'narrow' },
    { header: 'Start', width: 'narrow' },
    { header: 'End', width: 'narrow' },
    { header: 'Worked', minutes: true, width: 'narrow' },
    { header: 'Meeting', minutes: true, width: 'narrow' },
    { header: 'Task', width: 'wide' },
    { header: 'Tasks', decimals: 0, width: 'narrow' },
  ],
  rows: Array.from({ length: rowCount }, (_, i) => [
    names[i % names.length],
    `EMP${String(i % 338).padStart(3, '0')}`,
    `${String((i % 31) + 1).padStart(2, '0')}/10/2026`,
    '08:40',
    i % 11 === 0 ? '' : '17:10',
    350 + (i % 90),
    i % 3 === 0 ? 45 : 0,
    tasks[i % 7 === 0 ? 1 : i % tasks.length],
    i % 6,
  ]),
  totals: ['Total (338 employees)', null, null, null, null, 3_800_000, 150_000, null, 25_000],
  notes: [['Times', 'Hours:minutes, summed from the work log; clock times are company time']],
  landscape: !args.portrait,
};
const stamp = { companyName: 'Lanka POS Services', printedAt: '01/11/2026 09:30' };

console.log(
  `buildPdf, ${rowCount} rows × ${report.columns.length} columns, ${args.portrait ? 'portrait' : 'landscape'}`,
);
const times = [];
let file;
for (let i = 0; i < Number(args.runs); i++) {
  const began = performance.now();
  file = await buildPdf(report, stamp);
  times.push(performance.now() - began);
  console.log(`  run ${i + 1}: ${times[i].toFixed(0)} ms, ${(file.length / 1024).toFixed(0)} kB`);
}
const pages = /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(file.toString('latin1'))?.[1];
const slowest = Math.max(...times);
console.log(
  `  ${pages} pages; fastest ${Math.min(...times).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms ` +
    `(target ${BUDGET_MS} ms) ${slowest < BUDGET_MS ? 'OK' : 'OVER'}`,
);
if (args.out) writeFileSync(args.out, file);
process.exitCode = slowest < BUDGET_MS ? 0 : 1;
