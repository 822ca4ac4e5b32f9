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
  /** What each switch governs, as the Features panel describes it. */
  descriptions: {
    break_logs_out: 'Taking a Break ends the session: the employee signs in again after it.',
    quick_job_manager: 'The quick job manager (Internal Works/Quick Jobs in the profile menu) and its calls.',
    work_from_home: 'Employees may tick at login that they work from home today.',
    leave_balances:
      'Each employee’s leave balance and allowances are kept and shown; a request beyond the balance is flagged to its reviewer.',
    live_alerts: 'Home raises alerts about long breaks, idle employees and work past its estimate.',
    sms: 'Directors get text messages about their departments (SMS Settings).',
    erp_sync: 'Customers, agreements, systems and jobs are synchronised from the ERP.',
    two_factor_super_admins:
      'Super admins must sign in with an authenticator app code; one without it is sent to set it up first.',
  } satisfies Record<FeatureKey, string>,
  /** The refusal of a switched-off feature's calls (403), and the page shown instead of its screen. */
  off: {
    break_logs_out: 'Break logs out is switched off by the super admin',
    quick_job_manager: 'Quick job manager is switched off by the super admin',
    work_from_home: 'Working from home is switched off by the super admin',
    leave_balances: 'Leave balances are switched off by the super admin',
    live_alerts: 'Live alerts are switched off by the super admin',
    sms: 'SMS sending is switched off by the super admin',
    erp_sync: 'ERP sync is switched off by the super admin',
    two_factor_super_admins: 'Two-factor sign-in is not required for super admins',
  } satisfies Record<FeatureKey, string>,
  /** What switching a feature off does, said before the super admin confirms. */
  offEffect: {
    break_logs_out: 'Taking a Break no longer signs the employee out.',
    quick_job_manager:
      'The quick job manager leaves everyone’s menu, its screen shows that it is off, and its calls are refused.',
    work_from_home:
      'The working-from-home tick leaves the login page; logins no longer mark the day as working from home.',
    leave_balances: 'Leave balances and allowances are hidden and no request is checked against a balance.',
    live_alerts: 'Home stops raising alerts about long breaks, idle employees and overdue work.',
    sms: 'No text messages are sent to directors while it is off.',
    erp_sync: 'Data synchronisation with the ERP is refused while it is off.',
    two_factor_super_admins:
      'Super admins may sign in with their password alone; those who set up an authenticator app keep using it.',
  } satisfies Record<FeatureKey, string>,
  confirmOffTitle: 'Switch off for everyone?',
  confirmOffLead: 'People using these features lose them at once, without reloading:',
  confirmOff: 'Switch off',
  unsaved: 'Not saved yet',
  noChanges: 'Change a switch, then press Update.',
  intro:
    'Each switch turns a whole feature on or off for everyone at once; open screens follow without a reload.',
  /** The page shown at a switched-off screen's address. */
  offTitle: 'This feature is switched off',
  offHint: 'The super admin has switched this feature off for everyone. Ask them if you need it.',
} as const;
