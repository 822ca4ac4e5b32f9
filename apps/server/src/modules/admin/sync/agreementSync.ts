import { eq, inArray, sql } from 'drizzle-orm';
import { agreementInput, agreementStatusLabel, Msg, SyncEntity } from '@jobline/shared';
import type { Executor, Tx } from '../../../db/client';
import { agreements, branches, customers } from '../../../db/schema';
import { cellAgreementType, cellDay, cellStatus } from '../../imports/cellValues';
import { agreementTypeName } from '../../customers/presenters';
import {
  fieldDifferences,
  lower,
  type EntitySync,
  type LocalRecord,
  type Shape,
  linkedOrKeyed,
} from './entitySync';
import { checked, countOf, pick, textOf, yesNoOf } from './erpInput';
import type { ErpRecord } from './erpConnector';

export interface AgreementShape extends Shape {
  number: string;
  code: string | null;
  customer_code: string;
  branch_code: string;
  type: number;
  warranty: boolean;
  status: string;
  agreement_date: string | null;
  valid_from: string;
  valid_to: string;
  visits_per_year: number;
}

const LABELS = {
  number: 'Agreement number',
  code: 'Agreement code',
  customer_code: 'Customer',
  branch_code: 'Branch',
  type: 'Type',
  warranty: 'Warranty period',
  status: 'Status',
  agreement_date: 'Agreement date',
  valid_from: 'Valid from',
  valid_to: 'Valid to',
  visits_per_year: 'Visits a year',
};

/** Branch ids by "customer code|branch code" (lower case), and the customer codes known here. */
interface Places {
  branches: Map<string, { branchId: number; customerId: number }>;
  customers: Set<string>;
}
const place = (customer: string, branch: string) => `${lower(customer)}|${lower(branch)}`;

function parse({ fields }: ErpRecord) {
  const number = textOf(pick(fields, 'number', 'agreement_number')) ?? '';
  const customerCode = textOf(fields.customer_code) ?? '';
  const branchCode = textOf(fields.branch_code) ?? '';
  const name = `${number} (${customerCode} ${branchCode})`;
  const where = { customer_code: customerCode, branch_code: branchCode };
  for (const [field, value] of Object.entries(where))
    if (!value) return { key: number, name, reason: Msg.sync.incomplete(field, Msg.common.required) };
  const result = checked(agreementInput, {
    agreement_number: number,
    agreement_code: textOf(pick(fields, 'code', 'agreement_code')),
    agreement_type: cellAgreementType(pick(fields, 'type', 'agreement_type')),
    warranty_period: yesNoOf(pick(fields, 'warranty', 'warranty_period')) ?? false,
    status: cellStatus(fields.status) ?? undefined,
    valid_from: cellDay(fields.valid_from) ?? '',
    valid_to: cellDay(fields.valid_to) ?? '',
    agreement_date: cellDay(fields.agreement_date),
    visits_per_year: fields.visits_per_year === undefined ? undefined : countOf(fields.visits_per_year),
  });
  if ('reason' in result) return { key: number, name, reason: result.reason };
  const a = result.value;
  const value: AgreementShape = {
    number: a.agreement_number,
    code: a.agreement_code ? a.agreement_code : null,
    ...where,
    type: a.agreement_type,
    warranty: a.warranty_period,
    status: a.status,
    agreement_date: a.agreement_date ? a.agreement_date : null,
    valid_from: a.valid_from,
    valid_to: a.valid_to,
    visits_per_year: a.visits_per_year,
  };
  return { key: value.number, name, value };
}

async function loadLocal(db: Executor, ids: readonly number[], keys: readonly string[]) {
  if (!ids.length && !keys.length) return [];
  const rows = await db
    .select({
      a: agreements,
      branchCode: branches.code,
      customerCode: customers.code,
      customerId: customers.id,
    })
    .from(agreements)
    .innerJoin(branches, eq(branches.id, agreements.branchId))
    .innerJoin(customers, eq(customers.id, branches.customerId))
    .where(linkedOrKeyed(agreements.id, agreements.number, ids, keys));
  return rows.map(({ a, branchCode, customerCode, customerId }): LocalRecord<AgreementShape> => ({
    id: a.id,
    key: a.number,
    name: `${a.number} (${customerCode} ${branchCode})`,
    customerId,
    shape: {
      number: a.number,
      code: a.code,
      customer_code: customerCode,
      branch_code: branchCode,
      type: a.type,
      warranty: a.warranty,
      status: a.status,
      agreement_date: a.agreementDate,
      valid_from: a.validFrom,
      valid_to: a.validTo,
      visits_per_year: a.visitsPerYear,
    },
  }));
}

async function references(db: Executor, values: readonly AgreementShape[]): Promise<Places> {
  const codes = [...new Set(values.map((v) => lower(v.customer_code)))];
  const rows = codes.length
    ? await db
        .select({
          branchId: branches.id,
          branchCode: branches.code,
          customerId: customers.id,
          customerCode: customers.code,
        })
        .from(customers)
        .leftJoin(branches, eq(branches.customerId, customers.id))
        .where(inArray(sql`lower(${customers.code})`, codes))
    : [];
  const places: Places = { branches: new Map(), customers: new Set() };
  for (const r of rows) {
    places.customers.add(lower(r.customerCode));
    if (r.branchId !== null && r.branchCode !== null)
      places.branches.set(place(r.customerCode, r.branchCode), {
        branchId: r.branchId,
        customerId: r.customerId,
      });
  }
  return places;
}

function problem(value: AgreementShape, places: Places) {
  if (!places.customers.has(lower(value.customer_code))) return Msg.sync.unknownCustomer(value.customer_code);
  if (!places.branches.has(place(value.customer_code, value.branch_code)))
    return Msg.sync.unknownBranch(value.customer_code, value.branch_code);
  return null;
}

/** Types and statuses as people read them, so a preview says 'Hardware', not 1. */
const readable = (a: AgreementShape): Shape => ({
  ...a,
  type: agreementTypeName(a.type),
  status: agreementStatusLabel(a.status),
  customer_code: a.customer_code.toUpperCase(),
  branch_code: a.branch_code.toUpperCase(),
});

async function write(
  tx: Tx,
  _ctx: unknown,
  erp: AgreementShape,
  local: LocalRecord<AgreementShape> | null,
  places: Places,
) {
  const values = {
    number: erp.number,
    code: erp.code,
    branchId: places.branches.get(place(erp.customer_code, erp.branch_code))!.branchId,
    type: erp.type,
    warranty: erp.warranty,
    status: erp.status,
    agreementDate: erp.agreement_date,
    validFrom: erp.valid_from,
    validTo: erp.valid_to,
    visitsPerYear: erp.visits_per_year,
  };
  if (local) {
    await tx
      .update(agreements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(agreements.id, local.id));
    return local.id;
  }
  const [row] = await tx.insert(agreements).values(values).returning({ id: agreements.id });
  return row!.id;
}

/** Agreements of the customers' branches, matched by agreement number; the branch must be here. */
export const agreementSync: EntitySync<AgreementShape, Places> = {
  entity: SyncEntity.AGREEMENTS,
  recordName: 'agreement',
  parse,
  loadLocal,
  references,
  problem,
  differences: (erp, local) => fieldDifferences(readable(erp), readable(local), LABELS),
  write,
};
