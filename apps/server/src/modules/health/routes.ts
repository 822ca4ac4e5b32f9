import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AppDeps } from '../../app';
import { access } from '../../policies/access';

export async function healthRoutes(app: App, { database, config }: AppDeps) {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['health'],
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }),
        },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, version: config.version, database: database.kind };
    },
  );
}
