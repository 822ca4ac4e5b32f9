import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import { queryRows, type Db, type Executor } from '../../db/client';
import { audit, type AuditActor } from '../admin/auditLog';
import { hashToken } from '../../auth/sessions';

const M = Msg.planning;

/** The feed's address carries 256 random bits; only their SHA-256 is kept (like session tokens). */
const newToken = () => randomBytes(32).toString('base64url');

export interface FeedStatus {
  exists: boolean;
  created_at: string | null;
}

export async function feedStatusOf(db: Executor, userId: number): Promise<FeedStatus> {
  const [row] = await queryRows<{ created_at: string }>(
    db,
    sql`select to_json(created_at)#>>'{}' as created_at from calendar_feeds where user_id = ${userId}`,
  );
  return { exists: !!row, created_at: row ? new Date(row.created_at).toISOString() : null };
}

/**
 * POST calendar/feed: a new private feed address for the user, replacing any old one (which stops
 * working at once). The token is answered this once and never stored.
 */
export async function issueCalendarFeed(db: Db, actor: AuditActor, userId: number) {
  const token = newToken();
  return db.transaction(async (tx) => {
    const before = await feedStatusOf(tx, userId);
    const [row] = await queryRows<{ created_at: string }>(
      tx,
      sql`insert into calendar_feeds (user_id, token_hash, created_at) values (${userId}, ${hashToken(token)}, now())
          on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at
          returning to_json(created_at)#>>'{}' as created_at`,
    );
    // Who and when, never the token.
    await audit(tx, actor, {
      action: before.exists ? 'calendar_feed.replace' : 'calendar_feed.create',
      entity: 'calendar_feed',
      entityId: userId,
    });
    return {
      token,
      message: before.exists ? M.feedReplaced : M.feedCreated,
      created_at: new Date(row!.created_at).toISOString(),
    };
  });
}

/** DELETE calendar/feed: the address stops working; revoking when there is none changes nothing. */
export async function revokeCalendarFeed(db: Db, actor: AuditActor, userId: number) {
  await db.transaction(async (tx) => {
    const gone = await queryRows<{ user_id: number }>(
      tx,
      sql`delete from calendar_feeds where user_id = ${userId} returning user_id`,
    );
    if (gone.length)
      await audit(tx, actor, { action: 'calendar_feed.revoke', entity: 'calendar_feed', entityId: userId });
  });
}

/** The active employee a feed token belongs to, or null (unknown, revoked, or the employee left). */
export async function feedOwnerOf(db: Executor, token: string) {
  const [row] = await queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    division_id: number | null;
  }>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.division_id from calendar_feeds f
        join users u on u.id = f.user_id
        where f.token_hash = ${hashToken(token)} and u.status = 1`,
  );
  return row ? { id: row.id, name: `${row.first_name} ${row.last_name}`, divisionId: row.division_id } : null;
}
