import { asc, eq } from 'drizzle-orm';
import etag from '@fastify/etag';
import { z } from 'zod';
import { idParam, isSearch, lookupSearchQuery, RoleId } from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { categories, divisions, jobTypes, systems, users } from '../../db/schema';
import { access } from '../../policies/access';
import { SEARCH_DESCRIPTION } from '../../db/pickerSearch';
import { lookupUsers, searchUsers } from './queries';

const tags = ['lookups'];
const named = z.object({ id: z.number(), name: z.string() });
const userItem = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  division_id: z.number().nullable(),
  role_id: z.number().nullable(),
  image_url: z.string(),
});
const userList = { 200: z.object({ users: z.array(userItem) }) };

/**
 * The shared lists every screen picks from; any logged-in user may read them. They are small
 * (docs/decisions.md, "Small lookups"), so they are sent whole with an ETag: a browser that asks
 * again with it gets 304 and no body until the list changes.
 */
export async function lookupRoutes(app: App, deps: AppDeps) {
  await app.register(async (lists: App) => {
    await lists.register(etag, { weak: true });
    lists.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
    });
    await listRoutes(lists, deps);
  });
}

async function listRoutes(app: App, { database }: AppDeps) {
  const { db } = database;
  const config = { access: access.user, revalidated: true };

  app.get(
    '/divisions',
    {
      config,
      schema: {
        summary: 'Divisions (departments)',
        tags,
        response: { 200: z.object({ divisions: z.array(named.extend({ full_name: z.string() })) }) },
      },
    },
    async () => {
      const rows = await db.select().from(divisions).orderBy(asc(divisions.name));
      return { divisions: rows.map((d) => ({ id: d.id, name: d.name, full_name: d.name })) };
    },
  );

  app.get(
    '/categories',
    {
      config,
      schema: {
        summary: 'Job categories',
        tags,
        response: { 200: z.object({ categories: z.array(named) }) },
      },
    },
    async () => ({
      categories: await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.active, true))
        .orderBy(asc(categories.name)),
    }),
  );

  app.get(
    '/job_types',
    {
      config,
      schema: {
        summary: 'Stored job types',
        tags,
        response: { 200: z.object({ job_types: z.array(named) }) },
      },
    },
    async () => ({ job_types: await db.select().from(jobTypes).orderBy(asc(jobTypes.id)) }),
  );

  app.get(
    '/systems',
    {
      config,
      schema: { summary: 'Systems', tags, response: { 200: z.object({ systems: z.array(named) }) } },
    },
    async () => ({
      systems: await db
        .select({ id: systems.id, name: systems.name })
        .from(systems)
        .orderBy(asc(systems.name)),
    }),
  );

  app.get(
    '/users',
    {
      config,
      schema: {
        summary: 'Active employees: searched by code or name, or the whole list by name',
        description: SEARCH_DESCRIPTION,
        tags,
        querystring: lookupSearchQuery,
        response: {
          200: z.object({
            users: z.array(userItem),
            more: z.optional(z.boolean()).describe('With a search: more employees match than were answered'),
          }),
        },
      },
    },
    async (request) =>
      isSearch(request.query) ? searchUsers(db, request.query) : { users: await lookupUsers(db) },
  );

  app.get(
    '/users/division/:id',
    {
      config,
      schema: {
        summary: 'Active employees of a division',
        tags,
        params: z.object({ id: idParam }),
        response: userList,
      },
    },
    async (request) => ({ users: await lookupUsers(db, { where: eq(users.divisionId, request.params.id) }) }),
  );

  app.get(
    '/users/role/:role',
    {
      config,
      schema: {
        summary: 'Active employees of a role (3 = directors, for Approved With)',
        tags,
        params: z.object({ role: idParam }),
        response: userList,
      },
    },
    async (request) => ({ users: await lookupUsers(db, { where: eq(users.roleId, request.params.role) }) }),
  );

  app.get(
    '/users/get/top_management',
    { config, schema: { summary: 'Directors', tags, response: userList } },
    async () => ({ users: await lookupUsers(db, { where: eq(users.roleId, RoleId.DIRECTOR) }) }),
  );
}
