import type { FastifyRequest } from 'fastify';
import {
  FEATURE_DEFAULTS,
  type FeatureKey,
  type FeatureStates,
  Msg,
  RealtimeEventType,
} from '@jobline/shared';
import type { Db, Executor } from '../../../db/client';
import { features } from '../../../db/schema';
import { forbidden } from '../../../errors';
import type { EventBus } from '../../../realtime/bus';

/**
 * The feature switches, kept in memory per database: read once, then again only after a switch
 * changed on any server instance (the features.changed event through LISTEN/NOTIFY) or the event
 * feed came back after a drop. No query per request, no restart after a change.
 */
class SwitchCache {
  private current?: Promise<FeatureStates>;

  constructor(private readonly db: Executor) {}

  /**
   * `via` is the caller's executor: a transaction, while nothing is cached, reads through itself,
   * since on the embedded database it holds the only connection and a read beside it would wait on it.
   */
  read(via: Executor = this.db): Promise<FeatureStates> {
    if (!this.current && via !== this.db) return readSwitches(via);
    if (!this.current) {
      const loading = readSwitches(this.db);
      this.current = loading;
      // A failed read is not kept: the next caller tries again.
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
    }
    return this.current;
  }

  /** A read already under way may hold the old states: it is dropped, the next read starts anew. */
  forget(): void {
    this.current = undefined;
  }
}

/** Every switch's state straight from the table (missing rows take their defaults). */
export async function readSwitches(db: Executor): Promise<FeatureStates> {
  const rows = await db.select({ key: features.key, enabled: features.enabled }).from(features);
  const states: FeatureStates = { ...FEATURE_DEFAULTS };
  for (const row of rows) if (row.key in states) states[row.key as FeatureKey] = row.enabled;
  return states;
}

/**
 * Caches by database. A transaction shares its database's relational schema object with drizzle,
 * so a transaction finds its database's cache too.
 */
const caches = new WeakMap<object, SwitchCache>();
const cacheKey = (db: Executor): object => (db as Db)._?.schema ?? db;

/**
 * Keeps the switches of this database cached and follows the bus; the returned function stops.
 * Called once per server (features routes).
 */
export function watchFeatureSwitches(db: Db, bus: EventBus): () => void {
  const cache = new SwitchCache(db);
  caches.set(cacheKey(db), cache);
  const stop = bus.subscribe((event) => {
    if (event.type === RealtimeEventType.FEATURES_CHANGED || event.type === RealtimeEventType.RESYNC) {
      cache.forget();
    }
  });
  return () => {
    stop();
    if (caches.get(cacheKey(db)) === cache) caches.delete(cacheKey(db));
  };
}

/** After a change committed here: this server reads anew at once (the NOTIFY echo comes later). */
export function forgetFeatureSwitches(db: Executor): void {
  caches.get(cacheKey(db))?.forget();
}

/** Which features are on (cached; a database no server watches is read directly). */
export async function featureStates(db: Executor): Promise<FeatureStates> {
  const cache = caches.get(cacheKey(db));
  return cache ? cache.read(db) : readSwitches(db);
}

/** Whether the super admin has this feature on. Pass the database (deps.database.db) or a transaction. */
export async function isFeatureOn(db: Executor, key: FeatureKey): Promise<boolean> {
  return (await featureStates(db))[key];
}

/** The 403 answered to a call of a switched-off feature, naming it. */
export const featureOff = (key: FeatureKey) => forbidden(Msg.features.off[key]);

/** Refuses (403, naming the feature) unless it is on. */
export async function assertFeatureOn(db: Executor, key: FeatureKey): Promise<void> {
  if (!(await isFeatureOn(db, key))) throw featureOff(key);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database whose feature switches requireFeature consults (set by the features routes). */
    featureSwitchesDb?: Db;
  }
}

/**
 * Usage: `app.get(url, { config: { access }, onRequest: requireFeature(Feature.SMS) }, handler)`;
 * runs after the access check (401/403 first) and before input validation.
 */
export function requireFeature(key: FeatureKey) {
  return async function featureGate(request: FastifyRequest): Promise<void> {
    const db = request.server.featureSwitchesDb;
    if (!db) throw new Error('Feature switches are not set up on this server');
    await assertFeatureOn(db, key);
  };
}
