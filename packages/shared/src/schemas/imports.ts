// Request and response schemas of the imports area, shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { requiredText } from './common';
import { agreementInput, branchInput, customerSaveRequest } from './customers';

export {
  importConfirmation,
  importDateRead,
  importLeadingZeros,
  importPhoneLostZero,
  importReady,
  IMPORT_INSTRUCTIONS,
} from '../messages/imports';

const IM = Msg.imports;

export const IMPORT_KINDS = ['customers', 'branches', 'agreements', 'systems'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The sheet (or CSV) names users see, in the order sheets are read and shown. */
export const IMPORT_SHEET_NAMES: Record<ImportKind, string> = {
  customers: 'Customers',
  branches: 'Branches',
  agreements: 'Agreements',
  systems: 'Systems',
};

/** The columns of each sheet, in template order. */
export const IMPORT_COLUMNS = {
  customers: [
    'customer_code',
    'customer_name',
    'address',
    'owner',
    'contact_person',
    'mobile_no',
    'email',
    'website',
  ],
  branches: [
    'customer_code',
    'branch_code',
    'branch_name',
    'contact_person',
    'mobile_no',
    'phone_no',
    'address',
    'email',
    'pos_count',
    'server_count',
    'terminal_count',
  ],
  agreements: [
    'customer_code',
    'branch_code',
    'agreement_number',
    'agreement_code',
    'agreement_type',
    'warranty',
    'status',
    'valid_from',
    'valid_to',
    'agreement_date',
  ],
  systems: ['system_name', 'system_code'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Columns a sheet must have: the ones its rows are matched by. */
export const IMPORT_KEY_COLUMNS: Record<ImportKind, readonly string[]> = {
  customers: ['customer_code'],
  branches: ['customer_code', 'branch_code'],
  agreements: ['agreement_number'],
  systems: ['system_name'],
};

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** The error list stops here; error_count still tells how many there are. */
export const MAX_LISTED_IMPORT_ERRORS = 1_000;

// ---- row validation: the Customer Registration rules, under the sheet's column names ----------
// (Marked pure so a bundle that only reads the constants and types may drop them.)

const c = customerSaveRequest.shape;
const b = branchInput.shape;

/** A Customers row, validated by the registration form's own field rules. */
export const customerImportRow = /* @__PURE__ */ z.object({
  customer_code: c.customer_code,
  customer_name: c.customer_name,
  address: c.address,
  owner: c.owner,
  contact_person: c.contact_person,
  mobile_no: c.mobile_no,
  email: c.email,
  website: c.website,
});
export type CustomerImportRow = z.output<typeof customerImportRow>;

/** A Branches row: the customer it belongs to and the branch form's field rules. */
export const branchImportRow = /* @__PURE__ */ z.object({
  customer_code: c.customer_code,
  branch_code: b.branch_code,
  branch_name: b.branch_name,
  contact_person: b.branch_contact_person,
  mobile_no: b.branch_mobile_no,
  phone_no: b.branch_phone_no,
  address: b.branch_address,
  email: b.branch_email,
  pos_count: b.pos_count,
  server_count: b.server_count,
  terminal_count: b.terminal_count,
});
export type BranchImportRow = z.output<typeof branchImportRow>;

/**
 * An Agreements row: the branch it belongs to, and the agreement exactly as the registration form
 * validates it (agreementInput, valid_from ≤ valid_to included); its warranty_period is the
 * sheet's warranty column.
 */
export const agreementImportRow = /* @__PURE__ */ z.object({
  customer_code: c.customer_code,
  branch_code: b.branch_code,
  agreement: agreementInput,
});
export type AgreementImportRow = z.output<typeof agreementImportRow>;

/** A Systems row: matched by its name. */
export const systemImportRow = /* @__PURE__ */ z.object({
  system_name: requiredText(120, IM.systemNameRequired),
  system_code: z.nullish(z.string().check(z.trim(), z.maxLength(40, { error: 'At most 40 characters' }))),
});
export type SystemImportRow = z.output<typeof systemImportRow>;

// ---- responses ---------------------------------------------------------------------------------

export const importKind = /* @__PURE__ */ z.enum(IMPORT_KINDS);

/** What one sheet would do (preview) or did (commit). */
export const importSheetCounts = /* @__PURE__ */ z.object({
  kind: importKind,
  /** Rows with anything in them (the header and blank rows are not counted). */
  rows: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  /** Rows with errors: they would do nothing until corrected. */
  invalid: z.number(),
});
export type ImportSheetCounts = z.infer<typeof importSheetCounts>;

/** One problem of one row; row is the spreadsheet's row number, the header being row 1. */
export const importRowError = /* @__PURE__ */ z.object({
  sheet: z.string(),
  row: z.number(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * Something a person should see before importing, though it does not stop the import: a skipped
 * sheet, column or hidden row, a value that may have been damaged by the program that saved the
 * file, how a date was read, and each change to a registered record (its `from` and `to`).
 */
export const importRowWarning = /* @__PURE__ */ z.object({
  sheet: z.string(),
  /** The spreadsheet's row; null when it concerns the sheet as a whole. */
  row: z.nullable(z.number()),
  /** The column; null for a whole sheet or row. */
  field: z.nullable(z.string()),
  message: z.string(),
  from: z.optional(z.nullable(z.string())),
  to: z.optional(z.nullable(z.string())),
});
export type ImportRowWarning = z.infer<typeof importRowWarning>;

export const importPreview = /* @__PURE__ */ z.object({
  file_name: z.string(),
  sheets: z.array(importSheetCounts),
  /** At most MAX_LISTED_IMPORT_ERRORS, in sheet and row order. */
  errors: z.array(importRowError),
  error_count: z.number(),
  /** At most MAX_LISTED_IMPORT_ERRORS, in sheet and row order. */
  warnings: z.array(importRowWarning),
  warning_count: z.number(),
  can_commit: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importCommitResult = /* @__PURE__ */ z.object({
  message: z.string(),
  file_name: z.string(),
  sheets: z.array(importSheetCounts),
});
export type ImportCommitResult = z.infer<typeof importCommitResult>;

/**
 * An import's 400: a file that cannot be read names its field (`errors: {file | kind: message}`); a
 * commit refused for its rows lists them as a preview does, with the count.
 */
export const importRefusal = /* @__PURE__ */ z.looseObject({
  message: z.string(),
  errors: z.union([z.record(z.string(), z.string()), z.array(importRowError)]),
  error_count: z.optional(z.number()),
  can_commit: z.optional(z.boolean()),
});
