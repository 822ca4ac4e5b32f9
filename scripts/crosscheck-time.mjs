// The time cross-check against a database: a random sample of past person-days is
// recomputed with plain SQL over work_log (lead() per person, clipped at company midnights) and must
// agree to the minute with the worksheet's cards, the daily summary and the task cards' spent time.
//   npm run crosscheck:time -- --url postgres://postgres@127.0.0.1:5432/jobline_scale [--sample 200] [--seed 0.42]
// Exits 1 when any figure disagrees.
import { readOptions } from './cliOptions.mjs';
import { sql } from 'drizzle-orm';
import { DEFAULT_BUSINESS_HOURS, dayInZone } from '@jobline/shared';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { crossCheckTime } from '../apps/server/src/modules/worksheets/crosscheck/timeCrossCheck.ts';

const args = readOptions({
  url: { type: 'string', default: process.env.DATABASE_URL },
  sample: { type: 'string', default: '200' },
  seed: { type: 'string' },
  'time-zone': { type: 'string', default: process.env.COMPANY_TIME_ZONE ?? 'Asia/Colombo' },
});
if (!args.url) {
  console.error('Give the database: --url postgres://… (or DATABASE_URL)');
  process.exit(2);
}
const timeZone = args['time-zone'];
const now = new Date();
const today = dayInZone(now, timeZone);
const database = await openDatabase({ url: args.url, poolSize: 4 });
try {
  const started = performance.now();
  if (args.seed) await database.db.execute(sql`select setseed(${Number(args.seed)})`);
  // Past days on which someone has something in the log: today is still moving.
  const sample = await queryRows(
    database.db,
    sql`select user_id, day::text as day from (
          select distinct w.user_id, (w.at at time zone ${timeZone})::date as day
          from work_log w
          where w.superseded_at is null and w.state in (1, 2)
            and w.at < (${today}::date::timestamp at time zone ${timeZone})
        ) d
        order by random() limit ${Number(args.sample)}`,
  );
  const personDays = sample.map((r) => ({ userId: r.user_id, day: r.day }));
  const result = await crossCheckTime(database.db, personDays, {
    timeZone,
    hours: DEFAULT_BUSINESS_HOURS,
    now,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const people = new Set(personDays.map((d) => d.userId)).size;
  console.log(
    `Checked ${result.personDays} person-days (${people} people), ${result.taskCards} task cards, ` +
      `${result.minutes} minutes in ${seconds} s: ${result.mismatches.length} disagreements.`,
  );
  for (const m of result.mismatches.slice(0, 20)) {
    console.log(`  ${m.where} ${m.what}: app ${m.app} min, independent ${m.independent} min`);
  }
  process.exitCode = result.mismatches.length ? 1 : 0;
} finally {
  await database.close();
}
