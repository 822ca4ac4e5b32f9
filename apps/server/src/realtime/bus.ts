import { sql } from 'drizzle-orm';
import { RealtimeEventType } from '@jobline/shared';
import { keptQuery, type Database, type Executor } from '../db/client';
import type { Audience } from '../policies/eventAudience';

export const CHANNEL = 'jobline_events';

// Every change sends one: built once (keptQuery).
const notify = keptQuery<never, { channel: string; payload: string }>(
  'event_notify',
  sql`select pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})`,
);

/**
 * One event for the clients: its type and data (the SSE frame), and its audience (who receives it,
 * never sent). Keep it small (NOTIFY payloads stop at 8000 bytes): ids, not records.
 */
export interface RealtimeEvent extends Audience {
  type: string;
  data?: Record<string, unknown>;
}

export type Subscriber = (event: RealtimeEvent) => void;

/** Where the bus reports its feed dropping and coming back: one line each. */
export type BusLog = (line: string) => void;

/**
 * Fans events out across every server instance through PostgreSQL LISTEN/NOTIFY, on PGlite and
 * on a PostgreSQL server alike.
 */
export class EventBus {
  private readonly subscribers = new Set<Subscriber>();
  private stopListening?: () => Promise<void>;
  private changes = 0;

  /**
   * Grows with every event published here (before its commit) and every event heard (after a
   * commit anywhere): a read model cached at one version is out of date at the next.
   */
  get version(): number {
    return this.changes;
  }

  /** Streams and other listeners subscribed on this server. */
  get subscriberCount(): number {
    return this.subscribers.size;
  }

  constructor(
    private readonly database: Database,
    private readonly log: BusLog = () => {},
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(CHANNEL, (payload) => this.dispatch(payload), {
      onDrop: (err) => this.log(`event feed lost (${err?.message ?? 'connection ended'}); reconnecting`),
      onReconnect: () => {
        this.log('event feed back; open streams resync');
        this.deliver({ type: RealtimeEventType.RESYNC, all: true });
      },
    });
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.subscribers.clear();
  }

  /** Inside a transaction the event goes out when it commits, and never if it rolls back. */
  async publish(db: Executor, event: RealtimeEvent): Promise<void> {
    this.changes++;
    await notify(db, { channel: CHANNEL, payload: JSON.stringify(event) });
  }

  /**
   * Delivers an event to this server's own streams at once, without the database: for news only the
   * server doing the work has, such as a long run's progress while its transaction is open (the
   * embedded database runs one statement at a time, so a NOTIFY then would wait for the commit).
   */
  deliverHere(event: RealtimeEvent): void {
    this.deliver(event);
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private dispatch(payload: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    this.deliver(event);
  }

  private deliver(event: RealtimeEvent): void {
    this.changes++;
    for (const subscriber of this.subscribers) subscriber(event);
  }
}
