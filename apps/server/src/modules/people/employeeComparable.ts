import { EmployeeStatus, Msg, USER_TYPE_LABELS, type EmployeeRequest } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { divisions, positions, roles, type users } from '../../db/schema';
import { shown, type Comparable } from '../../versions/differences';
import { namesOf } from '../../versions/names';

const M = Msg.staleSaves;
const L = M.employeeFields;
type Form = Omit<EmployeeRequest, 'version' | 'overwrite' | 'image'>;

/** The saved employee in the form's shape (the picture is not compared: the form never sends it back). */
export const employeeForm = (u: typeof users.$inferSelect): Form => ({
  code: u.code,
  fname: u.firstName,
  lname: u.lastName,
  email: u.email,
  mobile: u.mobile ?? '',
  selected_department: u.divisionId!,
  pos_id: u.positionId!,
  role_id: u.roleId!,
  user_type: u.userType as 0 | 4,
  status: u.status as 0 | 1,
});

/** Both sides of a stale employee save, field by field, references by name. */
export async function employeeComparables(
  db: Executor,
  theirs: Form,
  mine: Form,
): Promise<{ theirs: Comparable; mine: Comparable }> {
  const both = [theirs, mine];
  const departments = await namesOf(
    db,
    divisions,
    divisions.name,
    both.map((v) => v.selected_department),
  );
  const titles = await namesOf(
    db,
    positions,
    positions.name,
    both.map((v) => v.pos_id),
  );
  const roleNames = await namesOf(
    db,
    roles,
    roles.name,
    both.map((v) => v.role_id),
  );
  const comparable = (v: Form): Comparable => {
    const out: Comparable = {};
    const put = (field: keyof typeof L, value: unknown) =>
      (out[field] = { label: L[field], value: shown(value) });
    put('code', v.code);
    put('fname', v.fname);
    put('lname', v.lname);
    put('email', v.email);
    put('mobile', v.mobile);
    put('selected_department', departments.get(v.selected_department) ?? v.selected_department);
    put('pos_id', titles.get(v.pos_id) ?? v.pos_id);
    put('role_id', roleNames.get(v.role_id) ?? v.role_id);
    put('user_type', USER_TYPE_LABELS[v.user_type] ?? v.user_type);
    put('status', v.status === EmployeeStatus.ACTIVE ? M.active : M.inactive);
    return out;
  };
  return { theirs: comparable(theirs), mine: comparable(mine) };
}
