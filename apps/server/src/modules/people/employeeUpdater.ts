import { eq } from 'drizzle-orm';
import {
  EmployeeStatus,
  Msg,
  RealtimeEventType,
  type EmployeeDetails,
  type EmployeeRequest,
} from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { deleteImage, storeImage } from '../images/imageStore';
import { decodeEmployeeImage } from './employeeImage';
import { auditedFields, findEmployee, presentEmployee, userColumns } from './employeeRecord';
import {
  assertMayChangeEmployee,
  assertMayGiveRole,
  assertOwnRecordKept,
  assertUnique,
  checkReferences,
  isSuperAdminEmployee,
  uniqueViolationToFieldError,
} from './employeeRules';
import { endAllSessions } from './sessionEnder';
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';
import { employeeComparables, employeeForm } from './employeeComparable';

/**
 * POST employee/update/{id}: the whole record at once. Deactivating ends the employee's sessions
 * at once; a new role or department reaches their open clients as rights.changed (it changes what
 * they may see, their event streams included). Saved only over the version the form loaded (409
 * status 21 when someone changed the employee since).
 */
export async function updateEmployee(
  db: Db,
  bus: EventBus,
  actor: AuthUser,
  auditActor: AuditActor,
  id: number,
  input: EmployeeRequest,
  timeZone?: string,
): Promise<EmployeeDetails> {
  // A string replaces the picture, null removes it, absent or empty keeps it.
  const image = input.image ? await decodeEmployeeImage(input.image) : null;
  const removeImage = input.image === null;
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound(Msg.employees.unknownEmployee);
      assertMayChangeEmployee(actor, await isSuperAdminEmployee(tx, id));
      await assertVersion(tx, {
        entity: 'user',
        id,
        record: Msg.staleSaves.records.employee,
        loaded: input.version,
        current: current.version,
        overwrite: input.overwrite,
        actor: auditActor,
        timeZone,
        compare: () => employeeComparables(tx, employeeForm(current), input),
      });
      const { roleGrantsSuperAdmin } = await checkReferences(tx, input);
      assertMayGiveRole(actor, roleGrantsSuperAdmin);
      assertOwnRecordKept(actor, current, input);
      await assertUnique(tx, input, id);

      let imageId = current.imageId;
      if (image) imageId = await storeImage(tx, image.data, image.contentType);
      else if (removeImage) imageId = null;
      const [updated] = await tx
        .update(users)
        .set({
          ...userColumns(input),
          imageId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (current.imageId && current.imageId !== imageId) await deleteImage(tx, current.imageId);

      const deactivated = current.status === EmployeeStatus.ACTIVE && input.status !== EmployeeStatus.ACTIVE;
      const sessionsEnded = deactivated ? await endAllSessions(tx, bus, id) : 0;
      if (current.roleId !== input.role_id || current.divisionId !== input.selected_department) {
        await bus.publish(tx, {
          type: RealtimeEventType.RIGHTS_CHANGED,
          userIds: [id],
          data: { role_id: input.role_id },
        });
      }
      await audit(tx, auditActor, {
        action: 'employee.update',
        entity: 'user',
        entityId: id,
        before: auditedFields(current),
        after: { ...auditedFields(updated!), ...(deactivated ? { sessions_ended: sessionsEnded } : {}) },
      });
      if (updated!.version !== current.version)
        await publishRecordChanged(tx, bus, auditActor, { entity: 'user', id, version: updated!.version });
      return presentEmployee((await findEmployee(tx, id))!);
    })
    .catch((err) => {
      throw uniqueViolationToFieldError(err);
    });
}
