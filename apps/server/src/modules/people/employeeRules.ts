import { and, ne, or, sql } from 'drizzle-orm';
import { Msg, Perm, RoleId, type EmployeeRequest } from '@jobline/shared';
import { effectivePermissionsSql, type AuthUser } from '../../auth/sessions';
import { isUniqueViolation, queryRows, type Executor } from '../../db/client';
import { users } from '../../db/schema';
import { fieldErrors, forbidden } from '../../errors';

const holdsSuperAdmin = (actor: Pick<AuthUser, 'permissions'>) =>
  actor.permissions.includes(Perm.SUPER_ADMIN);

/**
 * Checks the department, position and role the form names exist and fit together; answers
 * whether the role makes its holder a super admin (the super admin role, or any role holding 1).
 */
export async function checkReferences(
  tx: Executor,
  input: Pick<EmployeeRequest, 'selected_department' | 'pos_id' | 'role_id'>,
): Promise<{ roleGrantsSuperAdmin: boolean }> {
  const [row] = await queryRows<{
    division_found: boolean;
    position_found: boolean;
    position_division: number | null;
    role_found: boolean;
    role_super: boolean;
  }>(
    tx,
    sql`select
      exists(select 1 from divisions where id = ${input.selected_department}) as division_found,
      exists(select 1 from positions where id = ${input.pos_id}) as position_found,
      (select division_id from positions where id = ${input.pos_id}) as position_division,
      exists(select 1 from roles where id = ${input.role_id}) as role_found,
      exists(
        select 1 from role_permissions where role_id = ${input.role_id} and permission_id = ${Perm.SUPER_ADMIN}
      ) as role_super`,
  );
  const errors: Record<string, string> = {};
  if (!row!.division_found) errors.selected_department = Msg.employees.unknownDepartment;
  if (!row!.position_found) errors.pos_id = Msg.employees.unknownPosition;
  else if (row!.division_found && Number(row!.position_division) !== input.selected_department) {
    errors.pos_id = Msg.employees.positionOfOtherDepartment;
  }
  if (!row!.role_found) errors.role_id = Msg.employees.unknownRole;
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return { roleGrantsSuperAdmin: input.role_id === RoleId.SUPER_ADMIN || row!.role_super };
}

/** True when the employee holds Super Admin (1), through their role or directly. */
export async function isSuperAdminEmployee(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ super: boolean }>(
    tx,
    sql`select (u.role_id = ${RoleId.SUPER_ADMIN}
              or ${Perm.SUPER_ADMIN} = any(${effectivePermissionsSql(sql`u.id`, sql`u.role_id`)})) as super
        from users u where u.id = ${userId}`,
  );
  return Boolean(row?.super);
}

/** Rights over rights: only a holder of Super Admin makes or touches a super admin. */
export function assertMayGiveRole(actor: Pick<AuthUser, 'permissions'>, roleGrantsSuperAdmin: boolean) {
  if (roleGrantsSuperAdmin && !holdsSuperAdmin(actor)) throw forbidden(Msg.employees.superAdminRoleOnly);
}

export function assertMayChangeEmployee(actor: Pick<AuthUser, 'permissions'>, targetIsSuperAdmin: boolean) {
  if (targetIsSuperAdmin && !holdsSuperAdmin(actor)) throw forbidden(Msg.employees.superAdminEmployeeOnly);
}

/** Nobody locks themselves out: no deactivating oneself, no changing one's own role. */
export function assertOwnRecordKept(
  actor: Pick<AuthUser, 'id'>,
  target: { id: number; roleId: number | null },
  input: Pick<EmployeeRequest, 'status' | 'role_id'>,
) {
  if (actor.id !== target.id) return;
  const errors: Record<string, string> = {};
  if (input.status !== 1) errors.status = Msg.employees.ownStatus;
  if (input.role_id !== target.roleId) errors.role_id = Msg.employees.ownRole;
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** Codes and e-mails are unique whatever their case; both clashes are told at once. */
export async function assertUnique(
  tx: Executor,
  input: Pick<EmployeeRequest, 'code' | 'email'>,
  exceptId?: number,
): Promise<void> {
  const code = input.code.toLowerCase();
  const email = input.email.toLowerCase();
  const clashes = await tx
    .select({ code: sql<string>`lower(${users.code})`, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        or(sql`lower(${users.code}) = ${code}`, sql`lower(${users.email}) = ${email}`),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  const errors: Record<string, string> = {};
  if (clashes.some((c) => c.code === code)) errors.code = Msg.employees.codeTaken;
  if (clashes.some((c) => c.email === email)) errors.email = Msg.employees.emailTaken;
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** Two saves at once with the same code or e-mail: the unique index decides, the loser hears why. */
export function uniqueViolationToFieldError(err: unknown): unknown {
  if (isUniqueViolation(err, 'users_code_key')) return fieldErrors({ code: Msg.employees.codeTaken });
  if (isUniqueViolation(err, 'users_email_key')) return fieldErrors({ email: Msg.employees.emailTaken });
  return err;
}
