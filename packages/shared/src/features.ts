/**
 * The feature switches of Features Management (spec admin/allFeatures): the super admin turns a
 * whole feature off for everyone; the server refuses its calls and the web app hides its screens.
 */
export const Feature = {
  BREAK_LOGS_OUT: 'break_logs_out',
  QUICK_JOB_MANAGER: 'quick_job_manager',
  WORK_FROM_HOME: 'work_from_home',
  LEAVE_BALANCES: 'leave_balances',
  LIVE_ALERTS: 'live_alerts',
  SMS: 'sms',
  ERP_SYNC: 'erp_sync',
  TWO_FACTOR_SUPER_ADMINS: 'two_factor_super_admins',
} as const;
export type FeatureKey = (typeof Feature)[keyof typeof Feature];

export const FEATURE_KEYS: readonly FeatureKey[] = Object.values(Feature);

export const isFeatureKey = (value: unknown): value is FeatureKey =>
  typeof value === 'string' && (FEATURE_KEYS as readonly string[]).includes(value);

/**
 * A switch's state when its row is missing (the migration seeds every row with these): every
 * feature is on except a break ending the session, which the old client never did by default (O-16).
 */
export const FEATURE_DEFAULTS: Readonly<Record<FeatureKey, boolean>> = {
  break_logs_out: false,
  quick_job_manager: true,
  work_from_home: true,
  leave_balances: true,
  live_alerts: true,
  sms: true,
  erp_sync: true,
  two_factor_super_admins: false,
};

/** Which features are on, for the web app (GET auth/me's `features`). */
export type FeatureStates = Record<FeatureKey, boolean>;
