import type { Db } from '../client';
import type { EventBus } from '../../realtime/bus';
import { seedDemoAuthorization } from './demoAuthorization';
import { seedDemoFloor } from './demoFloor';
import { seedDemoHeadHistory } from './demoHeadHistory';
import { seedDemoHistory, seedPersonHistory } from './demoHistory';
import { seededRandom } from './random';
import { seedDemoServices } from './demoServices';

/** How far back the demo's worked days reach: two weeks of worksheets and reports. */
export const DEMO_HISTORY_DAYS = 14;

/**
 * The demo company's work, through the board's own commands: weeks of past days and service visits,
 * then this morning's floor and a request to work past an estimate. Runs after seedDemo, once the event bus is up.
 */
export async function seedDemoWork(db: Db, bus: EventBus, options: { today: string; timeZone: string }) {
  await seedDemoHistory(db, bus, { ...options, days: DEMO_HISTORY_DAYS });
  await seedDemoHeadHistory(db, bus, { ...options, days: DEMO_HISTORY_DAYS });
  // The demo employee, the login a newcomer tries first: five jobs, done by a few days ago, so their
  // summary and worksheets show past weeks and today's boards hold only the demo's current jobs.
  await seedPersonHistory(
    db,
    bus,
    { ...options, days: DEMO_HISTORY_DAYS },
    { email: 'employee@demo.local', random: seededRandom(20260315), site: 5, jobs: 5, seed: 2 },
  );
  await seedDemoServices(db, bus, options.today);
  await seedDemoFloor(db, bus, options.today);
  await seedDemoAuthorization(db, bus, options);
}
