// Request and response schemas of the customers area, shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { AgreementStatus } from '../enums';
import { Msg } from '../messages';
import { isCalendarDay } from '../rules/dates';
import { storedPhone } from '../rules/phones';
import { DEFAULT_VISITS_PER_YEAR, MAX_VISITS_PER_YEAR } from '../rules/serviceSchedule';
import { id, requiredText } from './common';
import { editVersion } from './versions';

const M = Msg.customers;

/** The statuses an agreement may be saved with; 'Warrenty' stays misspelt on the wire (O-47). */
export const AGREEMENT_STATUSES = [
  AgreementStatus.ACCEPTED,
  AgreementStatus.WARRANTY,
  AgreementStatus.PENDING,
  AgreementStatus.CANCELLED,
] as const;
export type AgreementStatusValue = (typeof AGREEMENT_STATUSES)[number];

/** What users read for a status: the wire's 'Warrenty' is shown as 'Warranty'. */
export const agreementStatusLabel = (status: string) =>
  status === AgreementStatus.WARRANTY ? 'Warranty' : status;

/** An optional text: trimmed; empty means "not given" (the server stores null). */
const optionalText = (max: number) =>
  z.nullish(z.string().check(z.trim(), z.maxLength(max, { error: `At most ${max} characters` })));

/** An optional text that must match a format when something is typed (phones: once normalised). */
const optionalFormatted = (
  max: number,
  valid: (v: string) => boolean,
  error: string,
  normalise?: 'lowerCase' | 'phone',
) =>
  z.nullish(
    z.string({ error }).check(
      z.trim(),
      ...(normalise === 'lowerCase' ? [z.toLowerCase()] : []),
      ...(normalise === 'phone' ? [z.overwrite(storedPhone)] : []),
      z.refine((v) => v === '' || (v.length <= max && valid(v)), { error }),
    ),
  );

const WEBSITE =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#]\S*)?$/i;
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

const optionalMobile = optionalFormatted(10, (v) => /^\d{10}$/.test(v), M.invalidMobile, 'phone');
const optionalEmail = optionalFormatted(254, (v) => z.regexes.email.test(v), M.invalidEmail, 'lowerCase');
const optionalWebsite = optionalFormatted(255, (v) => WEBSITE.test(v), M.invalidWebsite);
const optionalPhone = optionalFormatted(20, (v) => PHONE.test(v), M.invalidPhone, 'phone');

const day = (required: string) =>
  z.string({ error: required }).check(
    z.minLength(1, { error: required }),
    z.refine((v) => v === '' || isCalendarDay(v), { error: M.invalidDate }),
  );

const count = z
  .number({ error: M.countInvalid })
  .check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000, { error: M.countInvalid }));

const coordinator = z.nullish(id(M.unknownCoordinator));

/** Indexes of entries that repeat an earlier one, ignoring case and blanks around. */
export function repeatedIndexes(values: readonly (string | null | undefined)[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  values.forEach((value, index) => {
    const key = (value ?? '').trim().toLowerCase();
    if (!key) return;
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

export const agreementInput = z
  .object({
    /** Present when the agreement is saved already (edit); absent for a new one. */
    id: z.nullish(id(M.unknownAgreement)),
    agreement_number: requiredText(60, M.agreementNumberRequired),
    agreement_code: optionalText(60),
    warranty_period: z._default(z.boolean(), false),
    agreement_type: z.literal([1, 2, 3], { error: M.agreementTypeRequired }),
    status: z.enum(AGREEMENT_STATUSES, { error: M.statusRequired }),
    valid_from: day(M.validFromRequired),
    valid_to: day(M.validToRequired),
    agreement_date: z.nullish(
      z.string().check(z.refine((v) => v === '' || isCalendarDay(v), { error: M.invalidDate })),
    ),
    /** Service visits included a year of the term; 2 unless told (the two service cards, R-137). */
    visits_per_year: z._default(
      z.number({ error: M.visitsPerYearInvalid }).check(
        z.refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_VISITS_PER_YEAR, {
          error: M.visitsPerYearInvalid,
        }),
      ),
      DEFAULT_VISITS_PER_YEAR,
    ),
  })
  .check(z.refine((a) => a.valid_from <= a.valid_to, { path: ['valid_to'], error: M.validToBeforeFrom }));
export type AgreementInput = z.input<typeof agreementInput>;

export const branchInput = z
  .object({
    id: z.nullish(id(M.unknownBranch)),
    branch_name: requiredText(120, M.branchNameRequired),
    branch_code: requiredText(40, M.branchCodeRequired),
    branch_contact_person: optionalText(120),
    branch_mobile_no: optionalMobile,
    branch_phone_no: optionalPhone,
    branch_address: optionalText(300),
    branch_email: optionalEmail,
    pos_count: count,
    server_count: count,
    terminal_count: count,
    agreements: z._default(z.array(agreementInput).check(z.maxLength(200)), []),
  })
  .check(
    z.superRefine((branch, ctx) => {
      for (const j of repeatedIndexes(branch.agreements.map((a) => a.agreement_number))) {
        ctx.addIssue({
          code: 'custom',
          path: ['agreements', j, 'agreement_number'],
          message: M.agreementNumberTaken,
          input: branch,
        });
      }
    }),
  );
export type BranchInput = z.input<typeof branchInput>;

/**
 * POST customers: the customer with its branches and their agreements (add or edit mode). In edit
 * mode `version` is the one the form loaded, and a saved branch or agreement is removed only when
 * its id is in `removed_branches` or `removed_agreements`; rows the form does not list stay.
 */
export const customerSaveRequest = z
  .object({
    /** Present in edit mode. */
    id: z.nullish(id(M.unknownCustomer)),
    /** Edit mode: the version the form loaded (required there). */
    version: z.nullish(editVersion),
    /** The user saw another person's change and saves over it. */
    overwrite: z.optional(z.boolean({ error: Msg.common.yesOrNo })),
    removed_branches: z._default(z.array(id(M.unknownBranch)).check(z.maxLength(500)), []),
    removed_agreements: z._default(z.array(id(M.unknownAgreement)).check(z.maxLength(5000)), []),
    customer_code: requiredText(40, M.codeRequired),
    customer_name: requiredText(160, M.nameRequired),
    address: optionalText(300),
    owner: optionalText(120),
    contact_person: optionalText(120),
    mobile_no: optionalMobile,
    email: optionalEmail,
    website: optionalWebsite,
    software_coordinator: coordinator,
    marketing_coordinator: coordinator,
    account_coordinator: coordinator,
    branches: z
      .array(branchInput, { error: M.branchRequired })
      .check(z.minLength(1, { error: M.branchRequired }), z.maxLength(500, { error: M.tooManyBranches })),
  })
  .check(
    z.superRefine((customer, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message, input: customer });
      if (customer.id != null && customer.version == null) issue(['version'], Msg.staleSaves.versionRequired);
      for (const i of repeatedIndexes(customer.branches.map((b) => b.branch_code))) {
        issue(['branches', i, 'branch_code'], M.branchCodeTaken);
      }
      const numbers = customer.branches.flatMap((b, i) =>
        b.agreements.map((a, j) => ({ i, j, number: a.agreement_number })),
      );
      for (const k of repeatedIndexes(numbers.map((n) => n.number))) {
        issue(
          ['branches', numbers[k]!.i, 'agreements', numbers[k]!.j, 'agreement_number'],
          M.agreementNumberTaken,
        );
      }
    }),
  );
export type CustomerSaveRequest = z.input<typeof customerSaveRequest>;
export type CustomerSaveData = z.output<typeof customerSaveRequest>;

// ---- responses -------------------------------------------------------------------------------

const lightState = z.enum(['covered', 'warranty', 'none']);
export const agreementLightsView = z.object({ software: lightState, hardware: lightState });

export const customerSummary = z.object({
  id: z.number(),
  customer_code: z.string(),
  customer_name: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const agreementView = z.object({
  id: z.number(),
  branch_id: z.number(),
  agreement_number: z.string(),
  agreement_code: z.nullable(z.string()),
  warranty_period: z.boolean(),
  agreement_type: z.number(),
  /** 'Hardware', 'Software' or 'Software/Hardware'. */
  agreement_type_name: z.string(),
  status: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  agreement_date: z.nullable(z.string()),
  /** Service visits included a year of the term. */
  visits_per_year: z.number(),
});
export type AgreementView = z.infer<typeof agreementView>;

const branchFields = {
  id: z.number(),
  customer_id: z.number(),
  branch_name: z.string(),
  branch_code: z.string(),
  branch_contact_person: z.nullable(z.string()),
  branch_mobile_no: z.nullable(z.string()),
  branch_phone_no: z.nullable(z.string()),
  branch_address: z.nullable(z.string()),
  branch_email: z.nullable(z.string()),
  pos_count: z.number(),
  server_count: z.number(),
  terminal_count: z.number(),
};
export const branchView = z.object({ ...branchFields, lights: agreementLightsView });
export type BranchView = z.infer<typeof branchView>;
export const branchWithAgreements = z.object({
  ...branchFields,
  agreements: z.array(agreementView),
  lights: agreementLightsView,
});
export type BranchWithAgreements = z.infer<typeof branchWithAgreements>;

export const customerDetail = z.object({
  id: z.number(),
  customer_code: z.string(),
  customer_name: z.string(),
  address: z.nullable(z.string()),
  owner: z.nullable(z.string()),
  contact_person: z.nullable(z.string()),
  mobile_no: z.nullable(z.string()),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
  software_coordinator: z.nullable(z.number()),
  marketing_coordinator: z.nullable(z.number()),
  account_coordinator: z.nullable(z.number()),
  branches: z.array(branchWithAgreements),
  /** The edit version: a save sends it back. */
  version: z.number(),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** One current agreement as the job forms read it: type as slash-separated text. */
export const currentAgreementView = z.object({
  id: z.number(),
  branch_id: z.number(),
  agreement_number: z.string(),
  agreement_type: z.string(),
  status: z.string(),
});
export type CurrentAgreementView = z.infer<typeof currentAgreementView>;

/** GET agreement/all/{branch}: every agreement, newest first, and which are valid today. */
export const branchAgreementHistory = z.object({
  agreements: z.array(agreementView),
  current_agreement_id: z.nullable(z.number()),
  current_agreement_ids: z.array(z.number()),
  today: z.string(),
});
export type BranchAgreementHistory = z.infer<typeof branchAgreementHistory>;
