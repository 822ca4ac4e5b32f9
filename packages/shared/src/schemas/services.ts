// Request and response schemas of service visits (Service Details Add and Service Details, spec 002
// §2), shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { calendarDay, dayRange, id, pageOf, requiredText, wireNumber } from './common';
import { pageNumber, recordsPerPage } from './jobAdmin';

const M = Msg.services;

/** The service records table pages 15 rows at a time (O-54). */
export const SERVICE_PAGE_SIZE = 15;
/** Each agreement shows two service cards, Service No 1 and 2. */
export const SERVICE_CARD_COUNT = 2;
export const SERVICE_MAX_EMPLOYEES = 20;
export const JOB_CARD_NO_MAX = 40;
/** Text cut of the customer name in the records table (O-53: customer 15 to 20). */
export const SERVICE_CUSTOMER_CUT = 20;

/** A count of machines seen on the visit: required ('This field is required'), a whole number from 0. */
const count = wireNumber(Msg.common.required).check(
  z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 100_000, { error: M.countInvalid }),
);

// ---- POST service ------------------------------------------------------------------------------

/** POST service: one visit against an agreement (spec 002 §5, R-139), with the spec's wire names. */
export const serviceSaveRequest = z.object({
  selected_customer: id(M.customerRequired),
  selected_branch: id(M.branchRequired),
  selected_agreement: id(M.agreementRequired),
  service_date: calendarDay(M.serviceDateRequired),
  job_card_no: requiredText(JOB_CARD_NO_MAX),
  pos_count: count,
  server_count: count,
  terminal_count: count,
  /** User ids of the employees who made the visit (active employees of the service division, R-138). */
  employees: z
    .array(id(M.employeesRequired), { error: M.employeesRequired })
    .check(
      z.minLength(1, { error: M.employeesRequired }),
      z.maxLength(SERVICE_MAX_EMPLOYEES, { error: M.tooManyEmployees }),
    ),
});
export type ServiceSaveRequest = z.infer<typeof serviceSaveRequest>;
export type ServiceSaveInput = z.input<typeof serviceSaveRequest>;

// ---- Records -----------------------------------------------------------------------------------

export const servicePerson = z.object({ id: z.number(), name: z.string() });
export type ServicePerson = z.infer<typeof servicePerson>;

/** One service record (spec 002 §3 'Service record'), with the ids behind its names. */
export const serviceRecord = z.object({
  id: z.number(),
  customer_id: z.number(),
  customer_name: z.string(),
  branch_id: z.number(),
  branch_name: z.string(),
  agreement_id: z.number(),
  agreement_number: z.string(),
  job_card_no: z.string(),
  /** Who made the visit, by name. */
  employees: z.array(servicePerson),
  pos_count: z.number(),
  server_count: z.number(),
  terminal_count: z.number(),
  /** YYYY-MM-DD. */
  service_date: z.string(),
  /** ISO instant the record was saved. */
  created_at: z.string(),
  /** Who recorded it (null once that account is gone). */
  created_by: z.nullable(servicePerson),
});
export type ServiceRecord = z.infer<typeof serviceRecord>;

// ---- POST service/load -------------------------------------------------------------------------

/** POST service/load: the records whose service date falls in the range, a page at a time, newest first. */
export const serviceLoadRequest = z.object({
  range: dayRange(M),
  page: z.optional(pageNumber),
  /** Rows per page, 15 unless asked (O-54). */
  records: z.optional(recordsPerPage),
});
export type ServiceLoadRequest = z.input<typeof serviceLoadRequest>;

export const serviceLoadResponse = z.object({ services: pageOf(serviceRecord) });
export type ServiceLoadResponse = z.infer<typeof serviceLoadResponse>;

// ---- GET service/agreement/{id} ----------------------------------------------------------------

/** The agreement a set of service cards belongs to. */
export const serviceAgreement = z.object({
  id: z.number(),
  agreement_number: z.string(),
  branch_id: z.number(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** Service visits included a year of the term (its due and overdue visits). */
  visits_per_year: z.number(),
});

/** Every visit of one agreement, earliest first: the Service Details cards. */
export const agreementServicesResponse = z.object({
  agreement: serviceAgreement,
  services: z.array(serviceRecord),
});
export type AgreementServicesResponse = z.infer<typeof agreementServicesResponse>;

/**
 * The cards of an agreement: Service No 1 and 2 are its first two visits by date; a card
 * without a visit shows N/A (null here).
 */
export function serviceCards<T>(visitsEarliestFirst: readonly T[]): (T | null)[] {
  return Array.from({ length: SERVICE_CARD_COUNT }, (_, i) => visitsEarliestFirst[i] ?? null);
}

// ---- GET service/due ---------------------------------------------------------------------------

/** The next visit an agreement in force owes: due within 30 days, or overdue. */
export const dueVisit = z.object({
  agreement_id: z.number(),
  agreement_number: z.string(),
  customer_id: z.number(),
  customer_name: z.string(),
  branch_id: z.number(),
  branch_name: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  visits_per_year: z.number(),
  /** Visits the whole term includes, and those recorded so far. */
  visits_included: z.number(),
  visits_done: z.number(),
  /** Which included visit is next (1 for the first). */
  visit_no: z.number(),
  due_date: z.string(),
  state: z.enum(['overdue', 'due']),
  /** Included visits whose day has passed unmade. */
  behind: z.number(),
});
export type DueVisit = z.infer<typeof dueVisit>;

export const dueVisitsResponse = z.object({ today: z.string(), visits: z.array(dueVisit) });
export type DueVisitsResponse = z.infer<typeof dueVisitsResponse>;
