import { sql, type SQL } from 'drizzle-orm';
import { Feature, SMS_MAX_ATTEMPTS, SmsState } from '@jobline/shared';
import { queryRows, type Db } from '../../../db/client';
import type { EventBus } from '../../../realtime/bus';
import { isFeatureOn } from '../features/featureSwitches';
import { publishSmsChanged, wakesWorker } from './smsEvents';
import { SmsSendError, type SmsGateway } from './smsGateway';

export interface SmsWorkerOptions {
  db: Db;
  bus: EventBus;
  gateway: SmsGateway;
  /** The clock (tests move it instead of sleeping). */
  now?: () => Date;
  log?: (line: string) => void;
  /** Messages claimed at once. */
  batchSize?: number;
  maxAttempts?: number;
  /** Wait before the second try; it doubles after each failure, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed message is this server's: past it (the server died mid-send) another takes it. */
  leaseMs?: number;
  /** Longest sleep without a notification: catches a lost one and claims of servers that died. */
  sweepMs?: number;
}

const MIN_SLEEP_MS = 1_000;

interface Claimed {
  id: number;
  phone: string | null;
  body: string;
  attempts: number;
}

/** What one run did. */
export interface SmsRun {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers queued messages through the gateway. Any number of servers may run one: a message is
 * claimed under `FOR UPDATE SKIP LOCKED` and leased, so each is handed over by one server at a time.
 * It wakes when a message is queued (the bus: LISTEN/NOTIFY on every server) and at the next retry
 * time, never polling. A failure is tried again after 30 s, 1, 2 and 4 minutes; after the fifth, or
 * at once for a refusal no retry can change, the message is failed with the reason.
 */
export class SmsWorker {
  private readonly now: () => Date;
  private readonly log: (line: string) => void;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private readonly sweepMs: number;
  private unsubscribe?: () => void;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  /** The SMS feature was off at the last run: nothing is sent until a switch event wakes the worker. */
  private paused = false;

  constructor(private readonly options: SmsWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => {});
    this.batchSize = options.batchSize ?? 20;
    this.maxAttempts = options.maxAttempts ?? SMS_MAX_ATTEMPTS;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 30 * 60_000;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.sweepMs = options.sweepMs ?? 5 * 60_000;
  }

  /** Follows the bus and sends what is already due. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.options.bus.subscribe((event) => {
      if (wakesWorker(event)) this.wake();
    });
    this.wake();
  }

  /** Stops waking and waits for a hand-over under way to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs now, or once more right after the run under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (err) {
        this.log(`SMS worker: ${err instanceof Error ? err.message : String(err)}; trying again later`);
      }
    } while (this.again && !this.stopped);
    if (!this.stopped) await this.scheduleNext().catch(() => this.sleep(this.sweepMs));
  }

  /** Sends every message due now (at the worker's clock); answers what became of them. */
  async runOnce(): Promise<SmsRun> {
    const run: SmsRun = { sent: 0, retrying: 0, failed: 0 };
    await this.reclaimAbandoned();
    this.paused = !(await isFeatureOn(this.options.db, Feature.SMS));
    if (this.paused) return run;
    for (;;) {
      const claimed = await this.claim();
      for (const message of claimed) run[await this.deliver(message)] += 1;
      if (claimed.length < this.batchSize || this.stopped) return run;
    }
  }

  /** Wait before the try after `attempts` failed ones. */
  retryDelayMs(attempts: number): number {
    return Math.min(this.retryBaseMs * 2 ** Math.max(0, attempts - 1), this.retryMaxMs);
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.now();
    const rows = await queryRows<Claimed & { id: string | number }>(
      this.options.db,
      sql`with due as (
            select id from sms_outbox
            where state = ${SmsState.QUEUED} and next_attempt_at <= ${now}
            order by next_attempt_at, id
            limit ${this.batchSize}
            for update skip locked
          )
          update sms_outbox o
          set state = ${SmsState.SENDING}, attempts = o.attempts + 1,
              next_attempt_at = ${new Date(now.getTime() + this.leaseMs)}
          from due where o.id = due.id
          returning o.id, o.phone, o.body, o.attempts`,
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
  }

  /** Messages whose server stopped while sending them go back to the queue once their lease ran out. */
  private async reclaimAbandoned(): Promise<void> {
    await this.options.db.execute(
      sql`update sms_outbox set state = ${SmsState.QUEUED}
          where state = ${SmsState.SENDING} and next_attempt_at <= ${this.now()}`,
    );
  }

  private async deliver(message: Claimed): Promise<keyof SmsRun> {
    let reason: string;
    let permanent = false;
    try {
      if (!message.phone) throw new SmsSendError('no mobile number', true);
      await this.options.gateway.send(message.phone, message.body, `jobline-sms-${message.id}`);
      await this.record(
        message,
        'sent',
        sql`state = ${SmsState.SENT}, sent_at = ${this.now()}, last_error = null`,
      );
      return 'sent';
    } catch (err) {
      reason = err instanceof Error ? err.message : String(err);
      permanent = err instanceof SmsSendError && err.permanent;
    }
    if (!permanent && message.attempts < this.maxAttempts) {
      const next = new Date(this.now().getTime() + this.retryDelayMs(message.attempts));
      await this.record(
        message,
        'retrying',
        sql`state = ${SmsState.QUEUED}, next_attempt_at = ${next}, last_error = ${reason}`,
      );
      return 'retrying';
    }
    this.log(
      `SMS ${message.id} to ${message.phone ?? '(none)'} failed after ${message.attempts} tries: ${reason}`,
    );
    await this.record(message, 'failed', sql`state = ${SmsState.FAILED}, last_error = ${reason}`);
    return 'failed';
  }

  /** Writes the outcome unless the message was meanwhile taken over (its lease ran out). */
  private async record(message: Claimed, change: 'sent' | 'retrying' | 'failed', set: SQL) {
    await this.options.db.transaction(async (tx) => {
      await tx.execute(
        sql`update sms_outbox set ${set}
            where id = ${message.id} and state = ${SmsState.SENDING} and attempts = ${message.attempts}`,
      );
      await publishSmsChanged(tx, this.options.bus, change, [message.id]);
    });
  }

  /** Sleeps until the next retry is due, or the sweep, whichever comes first. */
  private async scheduleNext(): Promise<void> {
    if (this.paused) return this.sleep(this.sweepMs);
    const [row] = await queryRows<{ next: Date | string | null }>(
      this.options.db,
      sql`select min(next_attempt_at) as next from sms_outbox where state = ${SmsState.QUEUED}`,
    );
    const next = row?.next ? new Date(row.next).getTime() - this.now().getTime() : this.sweepMs;
    // Still due after a run: another server holds it; look again shortly rather than spin.
    this.sleep(Math.max(MIN_SLEEP_MS, Math.min(next, this.sweepMs)));
  }

  private sleep(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), ms);
    this.timer.unref();
  }
}
