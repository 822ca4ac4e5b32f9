import { loadConfig } from '../config';
import { hasNoUsers, openConfiguredDatabase } from '../db/bootstrap';
import { seedDemo } from '../db/seed/demo';
import { seedScale } from '../db/seed/scale';
import { readArgs } from './args';
import { exitWithMessage } from './fail';

/**
 * The benchmark data set: npm run seed:scale -- --employees 300 --jobs 60000 [--customers 2000]
 * [--without-work]: only people, customers and jobs (the browser tests' large lists).
 * Uses DATABASE_URL when set (benchmarks run on PostgreSQL), else the embedded database.
 */
const args = readArgs();
const count = (name: string, fallback: number) => {
  const n = Number(args[name] ?? fallback);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
  return n;
};
const options = {
  employees: count('employees', 300),
  jobs: count('jobs', 60_000),
  customers: count('customers', 2_000),
  work: args['without-work'] !== 'true',
};

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const began = Date.now();
try {
  if (await hasNoUsers(database)) {
    console.log('Seeding the demo company first…');
    await seedDemo(database.db, { timeZone: config.COMPANY_TIME_ZONE, companyName: config.COMPANY_NAME });
  }
  await seedScale(database.db, {
    ...options,
    timeZone: config.COMPANY_TIME_ZONE,
    log: (l) => console.log(l),
  });
  console.log(`Scale data set ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
} catch (err) {
  await database.close();
  exitWithMessage(err);
} finally {
  await database.close();
}
