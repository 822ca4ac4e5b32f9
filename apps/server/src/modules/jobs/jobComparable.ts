import { JOB_PRIORITY_LABELS, Msg, type JobPriority } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { branches, categories, customers, divisions, jobTypes, systems } from '../../db/schema';
import { shown, type Comparable } from '../../versions/differences';
import { namesOf, userNames } from '../../versions/names';

const L = Msg.staleSaves.jobFields;

/** A job (or a job request) in the shape of its edit form (PUT jobs): ids for references. */
export interface JobFormValues {
  job_title?: string | null;
  job_description?: string;
  customer_id?: number | null;
  location_id?: number | null;
  system_id?: number | null;
  contact_person?: string | null;
  contact_number?: string | null;
  division_id?: number | null;
  employee_id?: number | null;
  requested_by?: number | null;
  job_category_id?: number | null;
  job_type?: number | null;
  job_coordinator_id?: number | null;
  due_date?: string | null;
  remarks?: string | null;
  priority?: number;
  estimates?: {
    estimate_no: string;
    estimate_amount: number;
    confired_date?: string | null;
    billed_amount: number;
    collector: number | null;
  } | null;
}

const TEXT = [
  'job_title',
  'job_description',
  'contact_person',
  'contact_number',
  'due_date',
  'remarks',
] as const;
const PEOPLE = ['employee_id', 'requested_by', 'job_coordinator_id'] as const;
const REFERENCES = [
  ['customer_id', customers, customers.name],
  ['location_id', branches, branches.name],
  ['system_id', systems, systems.name],
  ['job_category_id', categories, categories.name],
  ['job_type', jobTypes, jobTypes.name],
  ['division_id', divisions, divisions.name],
] as const;

/** Both sides of a stale job save, field by field, references by name. */
export async function jobComparables(
  db: Executor,
  theirs: JobFormValues,
  mine: JobFormValues,
): Promise<{ theirs: Comparable; mine: Comparable }> {
  const both = [theirs, mine];
  const people = await userNames(
    db,
    both.flatMap((v) => [...PEOPLE.map((f) => v[f]), v.estimates?.collector]),
  );
  const names = new Map<string, Map<number, string>>();
  for (const [field, table, name] of REFERENCES) {
    names.set(
      field,
      await namesOf(
        db,
        table,
        name,
        both.map((v) => v[field]),
      ),
    );
  }
  const comparable = (v: JobFormValues): Comparable => {
    const out: Comparable = {};
    const put = (field: keyof typeof L, value: unknown) =>
      (out[field] = { label: L[field], value: shown(value) });
    for (const f of TEXT) put(f, v[f]);
    for (const f of PEOPLE) put(f, v[f] == null ? null : (people.get(v[f]!) ?? v[f]));
    for (const [f] of REFERENCES) put(f, v[f] == null ? null : (names.get(f)!.get(v[f]!) ?? v[f]));
    put(
      'priority',
      v.priority == null ? null : (JOB_PRIORITY_LABELS[v.priority as JobPriority] ?? v.priority),
    );
    const e = v.estimates;
    put('estimate_no', e?.estimate_no);
    put('estimate_amount', e ? e.estimate_amount.toFixed(2) : null);
    put('confired_date', e?.confired_date);
    put('billed_amount', e ? e.billed_amount.toFixed(2) : null);
    put('collector', e?.collector == null ? null : (people.get(e.collector) ?? e.collector));
    return out;
  };
  return { theirs: comparable(theirs), mine: comparable(mine) };
}
