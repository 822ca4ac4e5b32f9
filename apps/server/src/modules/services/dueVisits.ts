import { sql } from 'drizzle-orm';
import { nextVisit, type DueVisit } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';

type AgreementFacts = Omit<DueVisit, 'visits_included' | 'visit_no' | 'due_date' | 'state' | 'behind'>;

/**
 * GET service/due: for every agreement in force today that includes visits, its next visit when it
 * is overdue or due within 30 days (nextVisit), earliest due first. Visits recorded so far count in
 * order, whatever their dates.
 */
export async function dueServiceVisits(db: Executor, today: string): Promise<DueVisit[]> {
  const rows = await queryRows<AgreementFacts>(
    db,
    sql`select a.id as agreement_id, a.number as agreement_number, c.id as customer_id, c.name as customer_name,
               b.id as branch_id, b.name as branch_name, a.valid_from::text as valid_from,
               a.valid_to::text as valid_to, a.visits_per_year,
               (select count(*)::int from service_visits v where v.agreement_id = a.id) as visits_done
        from agreements a
        join branches b on b.id = a.branch_id
        join customers c on c.id = b.customer_id
        where a.valid_from <= ${today} and a.valid_to >= ${today} and a.visits_per_year > 0`,
  );
  return rows
    .flatMap((row): DueVisit[] => {
      const next = nextVisit(row, row.visits_done, today);
      if (!next || next.state === 'later') return [];
      return [
        {
          ...row,
          visits_included: next.included,
          visit_no: next.number,
          due_date: next.due_date,
          state: next.state,
          behind: next.behind,
        },
      ];
    })
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.agreement_id - b.agreement_id);
}
