import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_SHEET_NAMES,
  Msg,
  type ImportKind,
  type ImportRowError,
  type ImportRowWarning,
  type ImportSheetCounts,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { agreementSpec, branchSpec, type AgreementValues, type BranchValues } from './branchSpecs';
import { customerSpec, systemSpec, type CustomerValues, type SystemValues } from './customerSpecs';
import { keyOf, pairKey, rowInput, type RowInput } from './rowInputs';
import type { FileKeys, SheetSpec } from './sheetSpec';
import type { DateOrder } from './cellValues';
import { rowWarnings, sortWarnings } from './rowWarnings';
import { loadStored, type StoredRecords, type WantedKeys } from './storedRecords';
import type { RawSheet } from './worksheetReader';

const IM = Msg.imports;

/** What one valid row does: create a record, update the stored one (id), or nothing. */
export interface RowOp<V> {
  row: number;
  action: 'create' | 'update' | 'unchanged';
  id?: number;
  values: V;
}

export interface ImportPlan {
  sheets: ImportSheetCounts[];
  /** Every error, in sheet, row and column order. */
  errors: ImportRowError[];
  /** Everything a person should see before importing, in sheet, row and column order. */
  warnings: ImportRowWarning[];
  customers: RowOp<CustomerValues>[];
  branches: RowOp<BranchValues>[];
  agreements: RowOp<AgreementValues>[];
  systems: RowOp<SystemValues>[];
  stored: StoredRecords;
}

type Inputs = Partial<Record<ImportKind, RowInput[]>>;

/** The codes the rows mention, to load the stored records they match or refer to. */
function wantedKeys(inputs: Inputs): WantedKeys {
  const wanted: WantedKeys = {
    customerCodes: new Set(),
    branches: [],
    agreementNumbers: new Set(),
    systemNames: new Set(),
  };
  const add = (set: Set<string>, value: unknown) => {
    const key = keyOf(value);
    if (key) set.add(key);
  };
  const addBranch = (values: Record<string, unknown>) => {
    const [customer, branch] = [keyOf(values.customer_code), keyOf(values.branch_code)];
    if (customer && branch) wanted.branches.push([customer, branch]);
  };
  for (const { values } of inputs.customers ?? []) add(wanted.customerCodes, values.customer_code);
  for (const { values } of inputs.branches ?? []) {
    add(wanted.customerCodes, values.customer_code);
    addBranch(values);
  }
  for (const { values } of inputs.agreements ?? []) {
    add(wanted.customerCodes, values.customer_code);
    addBranch(values);
    add(wanted.agreementNumbers, values.agreement_number);
  }
  for (const { values } of inputs.systems ?? []) add(wanted.systemNames, values.system_name);
  return wanted;
}

function fileKeys(inputs: Inputs): FileKeys {
  const customers = new Set<string>();
  for (const { values } of inputs.customers ?? []) {
    const key = keyOf(values.customer_code);
    if (key) customers.add(key);
  }
  const branches = new Set<string>();
  for (const { values } of inputs.branches ?? []) {
    const [customer, branch] = [keyOf(values.customer_code), keyOf(values.branch_code)];
    if (customer && branch) branches.add(pairKey(customer, branch));
  }
  return { customers, branches };
}

/** Matches, validates and compares one sheet's rows; errors name the sheet's own columns. */
function planSheet<S extends { id: number }, P, V>(spec: SheetSpec<S, P, V>, inputs: RowInput[]) {
  const sheet = IMPORT_SHEET_NAMES[spec.kind];
  const ops: RowOp<V>[] = [];
  const errors: ImportRowError[] = [];
  const warnings: ImportRowWarning[] = [];
  const firstRow = new Map<string, number>();
  for (const input of inputs) {
    const found: Record<string, string> = { ...input.problems };
    const report = (column: string, message: string) => {
      found[column] ??= message;
    };
    const key = spec.key(input.values);
    const first = key === null ? undefined : firstRow.get(key);
    if (first !== undefined) report(spec.keyColumn, `${IM.duplicateRow} ${first}`);
    else if (key !== null) firstRow.set(key, input.row);
    const stored = key === null ? undefined : spec.stored(key);
    const cells = { ...(stored ? spec.present(stored) : spec.defaults), ...input.values };
    const parsed = spec.parse(cells);
    if ('errors' in parsed)
      for (const [column, message] of Object.entries(parsed.errors)) report(column, message);
    else spec.check(parsed.data, stored, report);

    for (const [field, message] of input.warnings) warnings.push({ sheet, row: input.row, field, message });
    if (Object.keys(found).length || 'errors' in parsed) {
      for (const [field, message] of Object.entries(found))
        errors.push({ sheet, row: input.row, field, message });
      continue;
    }
    const values = spec.values(parsed.data, stored);
    warnings.push(...rowWarnings(spec, sheet, input.row, values, stored));
    const action = !stored ? 'create' : spec.same(values, stored) ? 'unchanged' : 'update';
    ops.push({ row: input.row, action, id: stored?.id, values });
  }
  const count = (action: RowOp<V>['action']) => ops.filter((op) => op.action === action).length;
  const counts = {
    kind: spec.kind,
    rows: inputs.length,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    invalid: inputs.length - ops.length,
  };
  return { ops, errors, warnings, counts };
}

const columnIndex = (kind: ImportKind, field: string) =>
  (IMPORT_COLUMNS[kind] as readonly string[]).indexOf(field);

/**
 * What importing these sheets would do, against the database as it is now. Nothing is written;
 * the commit runs this again under the customers' save lock and applies the result.
 */
export async function planImport(
  db: Executor,
  sheets: RawSheet[],
  dateOrder: DateOrder = 'DMY',
): Promise<ImportPlan> {
  const inputs: Inputs = {};
  for (const sheet of sheets)
    inputs[sheet.kind] = sheet.rows.map((row) => rowInput(sheet.kind, row, dateOrder));
  const stored = await loadStored(db, wantedKeys(inputs));
  const file = fileKeys(inputs);

  const plan: ImportPlan = {
    sheets: [],
    errors: [],
    warnings: sheets.flatMap((sheet) => sheet.warnings),
    customers: [],
    branches: [],
    agreements: [],
    systems: [],
    stored,
  };
  const run = <S extends { id: number }, P, V>(spec: SheetSpec<S, P, V>, into: RowOp<V>[]) => {
    const rows = inputs[spec.kind];
    if (!rows) return;
    const result = planSheet(spec, rows);
    into.push(...result.ops);
    plan.errors.push(...result.errors);
    plan.warnings.push(...result.warnings);
    plan.sheets.push(result.counts);
  };
  run(customerSpec(stored), plan.customers);
  run(branchSpec(stored, file), plan.branches);
  run(agreementSpec(stored, file), plan.agreements);
  run(systemSpec(stored), plan.systems);

  const kindOf = new Map(IMPORT_KINDS.map((kind) => [IMPORT_SHEET_NAMES[kind], kind]));
  sortWarnings(plan.warnings, kindOf);
  plan.errors.sort((a, b) => {
    const [ka, kb] = [kindOf.get(a.sheet)!, kindOf.get(b.sheet)!];
    return (
      IMPORT_KINDS.indexOf(ka) - IMPORT_KINDS.indexOf(kb) ||
      a.row - b.row ||
      columnIndex(ka, a.field) - columnIndex(kb, b.field)
    );
  });
  return plan;
}
