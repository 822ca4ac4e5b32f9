import type { FeatureKey } from '../features';

/** User-facing texts of Features Management (part of Msg). */
export const featureMessages = {
  /** Spec admin/changeFeatureStatus 'Feature Updated Successfully', in sentence case. */
  updated: 'Feature updated successfully',
  listRequired: 'Please send at least one feature',
  unknownFeature: 'This feature does not exist',
  idMismatch: 'The feature does not match its id',
  statusInvalid: 'The status must be 1 (on) or 0 (off)',
  duplicate: 'The same feature is sent twice',
  /** The refusal of a switched-off feature's calls (403), and the page shown instead of its screen. */
  off: {
    break_logs_out: 'Break logs out is switched off by the super admin',
    quick_job_manager: 'Quick job manager is switched off by the super admin',
    work_from_home: 'Working from home is switched off by the super admin',
    leave_balances: 'Leave balances are switched off by the super admin',
    live_alerts: 'Live alerts are switched off by the super admin',
    sms: 'SMS sending is switched off by the super admin',
    erp_sync: 'ERP sync is switched off by the super admin',
  } satisfies Record<FeatureKey, string>,
  /** The page shown at a switched-off screen's address. */
  offTitle: 'This feature is switched off',
  offHint: 'The super admin has switched this feature off for everyone. Ask them if you need it.',
} as const;
