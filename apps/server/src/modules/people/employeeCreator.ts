import type { EmployeeDetails, EmployeeRequest } from '@jobline/shared';
import { hashPassword } from '../../auth/password';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { audit, type AuditActor } from '../admin/auditLog';
import { storeImage } from '../images/imageStore';
import { decodeEmployeeImage } from './employeeImage';
import { auditedFields, findEmployee, presentEmployee, userColumns } from './employeeRecord';
import {
  assertMayGiveRole,
  assertUnique,
  checkReferences,
  uniqueViolationToFieldError,
} from './employeeRules';
import { generateInitialPassword } from './initialPassword';

/**
 * POST employee/add: a new employee with a random initial password, which only this answer
 * carries (the database keeps its hash; the audit row keeps neither).
 */
export async function createEmployee(
  db: Db,
  actor: AuthUser,
  auditActor: AuditActor,
  input: EmployeeRequest,
): Promise<{ employee: EmployeeDetails; initialPassword: string }> {
  const image = input.image ? await decodeEmployeeImage(input.image) : null;
  const initialPassword = generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  return db
    .transaction(async (tx) => {
      const { roleGrantsSuperAdmin } = await checkReferences(tx, input);
      assertMayGiveRole(actor, roleGrantsSuperAdmin);
      await assertUnique(tx, input);
      const imageId = image ? await storeImage(tx, image.data, image.contentType) : null;
      const [created] = await tx
        .insert(users)
        .values({
          ...userColumns(input),
          imageId,
          passwordHash,
        })
        .returning();
      await audit(tx, auditActor, {
        action: 'employee.create',
        entity: 'user',
        entityId: created!.id,
        after: auditedFields(created!),
      });
      const employee = presentEmployee((await findEmployee(tx, created!.id))!);
      return { employee, initialPassword };
    })
    .catch((err) => {
      throw uniqueViolationToFieldError(err);
    });
}
