/**
 * Every status code and type, one named enum per meaning (rules O-02, O-05): a number means
 * something only together with the enum it belongs to.
 */

/** Seeded roles. Director must be 3 (the 'Approved With' list loads users/role/3). */
export const RoleId = {
  SUPER_ADMIN: 1,
  ADMIN: 2,
  DIRECTOR: 3,
  HOD: 4,
  TEAM_LEADER: 5,
  COORDINATOR: 6,
  QUICK_JOB_MANAGER: 7,
  EMPLOYEE: 8,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'super admin',
  2: 'admin',
  3: 'director',
  4: 'HOD',
  5: 'team leader',
  6: 'coordinator',
  7: 'quick job manager',
  8: 'employee',
};

/** Employee user type (spec 001 §3). 6 is an opaque legacy value that hides the Dashboard link. */
export const UserType = {
  REPORT_USER: 0,
  INTERACTIVE_USER: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPE_LABELS: Record<number, string> = {
  0: 'Report User',
  4: 'Interactive User',
};
export const USER_TYPE_HIDES_DASHBOARD = 6;

/** Employee status (spec 001 §3): the list filter also has "All" (no value). */
export const EmployeeStatus = {
  INACTIVE: 0,
  ACTIVE: 1,
} as const;
export type EmployeeStatus = (typeof EmployeeStatus)[keyof typeof EmployeeStatus];

/** Agreement type of the registration form (rule R-133). */
export const AgreementType = {
  HARDWARE: 1,
  SOFTWARE: 2,
  BOTH: 3,
} as const;
export type AgreementType = (typeof AgreementType)[keyof typeof AgreementType];
export const AGREEMENT_TYPE_LABELS: Record<AgreementType, string> = {
  1: 'Hardware',
  2: 'Software',
  3: 'Software/Hardware',
};

/** Agreement status texts as the ERP sends them ('Warrenty' is spelt so on the wire, O-47). */
export const AgreementStatus = {
  ACCEPTED: 'Accepted',
  WARRANTY: 'Warrenty',
  PENDING: 'Pending',
  CANCELLED: 'Cancelled',
} as const;

/** Job categories with special rules (R-056..R-062). */
export const CategoryId = {
  ALWAYS_APPROVAL_21: 21,
  PRESALES_NO_SYSTEM_23: 23,
  COMPANY_INTERNAL_24: 24,
  CHARGEABLE_25: 25,
  ALWAYS_APPROVAL_26: 26,
  PRESALES_27: 27,
  HARDWARE_SUPPORT_29: 29,
  SOFTWARE_SUPPORT_30: 30,
} as const;

/** Customer fixed by category 24. */
export const COMPANY_CUSTOMER_ID = 212;
/** The division whose employees make service visits. */
export const SERVICE_DIVISION_ID = 6;

/** Job types stored by name. */
export const STORED_JOB_TYPES = ['Urgent', 'On Line', 'Project', 'Normal', 'On Site'] as const;
