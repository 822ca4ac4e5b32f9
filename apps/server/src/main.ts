import { buildApp } from './app';
import { loadConfig } from './config';
import { hasNoUsers, openConfiguredDatabase } from './db/bootstrap';
import { DEMO_LOGINS, seedDemo } from './db/seed/demo';
import { seedDemoWork } from './db/seed/demoWork';
import { clearInterruptedDemo, demoWorkDone, demoWorkInterrupted } from './db/seed/demoStart';
import { companyToday } from './companyToday';
import { DEMO_PASSWORD } from './db/seed/demoData';
import { EventBus } from './realtime/bus';
import { exitWithMessage } from './cli/fail';
import { startSmsDelivery } from './modules/admin/sms/smsDelivery';
import { startEmbeddedUpkeep } from './db/embeddedUpkeep';

let config: ReturnType<typeof loadConfig>;
let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
try {
  config = loadConfig();
  database = await openConfiguredDatabase(config);
} catch (err) {
  // A bad setting or a locked data directory: say what, not where in the code.
  exitWithMessage(err);
}

if (await demoWorkInterrupted(database.db)) {
  console.log(
    'The demo company’s first start was stopped before its past weeks were written: starting it afresh…',
  );
  await clearInterruptedDemo(database.db);
}
let seeded = false;
if (await hasNoUsers(database)) {
  if (!config.DATABASE_URL || config.SEED_DEMO) {
    console.log('The database is empty: seeding the demo company…');
    await seedDemo(database.db, {
      timeZone: config.COMPANY_TIME_ZONE,
      companyName: config.COMPANY_NAME,
      workToFollow: true,
    });
    seeded = true;
    console.log(`Demo logins (password ${DEMO_PASSWORD}):\n${DEMO_LOGINS.map((e) => `  ${e}`).join('\n')}`);
  } else {
    console.log(
      'No users yet. Create the first super admin with: npm run create-admin -- --email you@company.com',
    );
  }
}

const bus = new EventBus(database, (line) => console.warn(line));
await bus.start();
// Past weeks and today's floor are worked through the board's commands, which announce on the bus.
if (seeded) {
  console.log('Working through two weeks of the demo company’s days…');
  await seedDemoWork(database.db, bus, { today: companyToday(config), timeZone: config.COMPANY_TIME_ZONE });
  await demoWorkDone(database.db);
}
const app = await buildApp({ config, database, bus });
await app.listen({ port: config.PORT, host: config.HOST });
const smsWorker = startSmsDelivery({ config, database, bus }, (line) => console.log(line));
const upkeep = startEmbeddedUpkeep(database, {
  timeZone: config.COMPANY_TIME_ZONE,
  log: (line) => console.log(line),
});
const where = database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
console.log(`Jobline ${config.version} is running on http://localhost:${config.PORT} (${where})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  await app.close();
  await smsWorker.stop();
  await upkeep.stop();
  await bus.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
