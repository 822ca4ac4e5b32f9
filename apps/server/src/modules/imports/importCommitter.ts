import { CUSTOMERS_SAVE_LOCK } from '../customers/customerSaver';
import { MAX_LISTED_IMPORT_ERRORS, type ImportSheetCounts } from '@jobline/shared';
import { isUniqueViolation, type Db } from '../../db/client';
import { audit, type AuditActor } from '../admin/auditLog';
import { changedMeanwhile, rowProblems } from './importErrors';
import { planImport } from './importPlanner';
import { writePlan } from './planWriter';
import type { DateOrder } from './cellValues';
import type { RawSheet } from './worksheetReader';

/**
 * POST import/commit: checks the file again against the database as it is under the lock, and
 * with no error writes every create and update in one transaction, audited once. A clash with a
 * writer that does not take the lock rolls everything back and answers 409.
 */
export async function commitImport(
  db: Db,
  actor: AuditActor,
  fileName: string,
  sheets: RawSheet[],
  dateOrder: DateOrder = 'DMY',
): Promise<ImportSheetCounts[]> {
  return db
    .transaction(async (tx) => {
      await tx.execute(CUSTOMERS_SAVE_LOCK);
      const plan = await planImport(tx, sheets, dateOrder);
      if (plan.errors.length) {
        throw rowProblems(plan.errors.slice(0, MAX_LISTED_IMPORT_ERRORS), plan.errors.length);
      }
      await writePlan(tx, plan);
      await audit(tx, actor, {
        action: 'import.commit',
        entity: 'import',
        after: { file_name: fileName, sheets: plan.sheets },
      });
      return plan.sheets;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw changedMeanwhile();
      throw err;
    });
}
