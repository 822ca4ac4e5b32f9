import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { EventBus } from '../realtime/bus';
import { checkAnswersAgainstDocument } from './contractCheck';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  bus: EventBus;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, driven with app.inject (or listen() for streams). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const database = await createTestDatabase();
  const bus = new EventBus(database);
  await bus.start();
  const app = await buildApp({ config, database, bus });
  // The same settings build the same routes, so they share one document and validator.
  const contract = checkAnswersAgainstDocument(app, JSON.stringify(env));
  await app.ready();
  return {
    app,
    database,
    bus,
    config,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
      contract.assertClean();
    },
  };
}
