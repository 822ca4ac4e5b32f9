import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import pkg from '../../../package.json' with { type: 'json' };
import { trustProxySetting } from './proxyTrust';

export const PRODUCT_VERSION: string = pkg.version;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PostgreSQL connections the server opens at most; unset, the pool's own default (db/client.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  SEED_DEMO: flag,
  /** A session unused this long ends (hours); any request of it counts as a use. */
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  /** A session ends this long after its login, however much it is used (days). */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  COMPANY_TIME_ZONE: z.string().default('Asia/Colombo'),
  COMPANY_NAME: z.string().default('Jobline Demo Company'),
  /**
   * How the company writes a date in figures: DMY (31/01/2026, as in Sri Lanka) or MDY (01/31/2026).
   * An imported 01/02/2026 is read by it, and exported spreadsheets show dates in it.
   */
  COMPANY_DATE_ORDER: z.enum(['DMY', 'MDY']).default('DMY'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: trustProxySetting,
  /**
   * The address people open, e.g. https://jobline.example.com. When it is https, the HTTPS-only
   * headers (HSTS, upgrade-insecure-requests) are always sent; otherwise only to requests that came
   * over HTTPS (directly, or through a trusted proxy that says so).
   */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be a full http or https address such as https://jobline.example.com',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Open event streams this server holds at most, all users together (each is one connection). */
  EVENT_STREAMS_MAX: z.coerce.number().int().positive().default(2000),
  /** Unsent data (KiB) past which a stream whose client stopped reading is closed; it reconnects and resyncs. */
  EVENT_STREAM_BUFFER_KB: z.coerce.number().int().positive().default(256),
  /**
   * A passphrase that encrypts authenticator-app secrets at rest (AES-256-GCM). Unset: they are stored
   * as they are (still never shown after enrolment). Keep it once set: secrets stored with it need it.
   */
  TWO_FACTOR_KEY: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /**
   * true: the Break logs out switch (Features Management) starts on, as long as the super admin has not
   * set it yet; from then on the switch decides whether a Break (menu type 6) signs the employee out (O-16).
   */
  BREAK_LOGS_OUT: flag,
  /** Usual hold lengths and idle time (minutes) past which Home's floor alerts speak up. */
  FLOOR_LUNCH_MINUTES: z.coerce.number().int().positive().default(60),
  FLOOR_SHORT_BREAK_MINUTES: z.coerce.number().int().positive().default(20),
  FLOOR_MEETING_MINUTES: z.coerce.number().int().positive().default(120),
  FLOOR_IDLE_MINUTES: z.coerce.number().int().positive().default(15),
  /** A year's leave for each employee unless an admin sets their own: full days, half days, short leaves. */
  LEAVE_DAYS_PER_YEAR: z.coerce.number().int().min(0).max(366).default(14),
  LEAVE_HALF_DAYS_PER_YEAR: z.coerce.number().int().min(0).max(366).default(12),
  LEAVE_SHORT_LEAVES_PER_YEAR: z.coerce.number().int().min(0).max(366).default(24),
  /**
   * The ERP that customers, agreements, systems and jobs sync from: its API's address (paged GETs of
   * <base>/<customers|agreements|systems|jobs>?page=n&per_page=m with a bearer token). Unset: the
   * exports in ERP_EXPORT_DIR are read instead.
   */
  ERP_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'ERP_BASE_URL must be a full http or https address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sent to the ERP as `Authorization: Bearer <token>`. */
  ERP_TOKEN: z.string().optional(),
  /** The ERP's field names mapped to Jobline's, as JSON: {"CustCode": "code", "CustName": "name"}. */
  ERP_FIELD_MAP: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return {};
      try {
        const map: unknown = JSON.parse(text);
        if (map && typeof map === 'object' && !Array.isArray(map)) {
          const entries = Object.entries(map as Record<string, unknown>);
          if (entries.every(([, to]) => typeof to === 'string' && to !== ''))
            return Object.fromEntries(entries) as Record<string, string>;
        }
      } catch {
        // answered below
      }
      ctx.addIssue({ code: 'custom', message: 'ERP_FIELD_MAP must be a JSON object of field names' });
      return z.NEVER;
    }),
  /** A folder of the ERP's exports (customers, agreements, systems, jobs as .json or .xlsx). */
  ERP_EXPORT_DIR: z.string().default(path.join(repoRoot, 'apps/server/src/modules/admin/sync/demoErp')),
  ERP_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  ERP_PAGE_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
  /**
   * The SMS provider's address taking one message (POST JSON {to, from, text, reference}, README).
   * Unset: messages are written to the log and count as sent.
   */
  SMS_GATEWAY_URL: z
    .url({ protocol: /^https?$/, error: 'SMS_GATEWAY_URL must be a full http or https address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sent to the SMS provider as `Authorization: Bearer <key>`. */
  SMS_GATEWAY_KEY: z.string().optional(),
  /** The sender name or number the messages show. */
  SMS_SENDER: z.string().trim().min(1).max(20).default('Jobline'),
});

export type Config = z.infer<typeof envSchema> & { version: string; repoRoot: string };

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, version: PRODUCT_VERSION, repoRoot };
}
