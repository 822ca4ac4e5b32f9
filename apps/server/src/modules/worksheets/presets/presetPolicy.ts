import { sql } from 'drizzle-orm';
import { holdsAny, Msg, Perm, RoleId } from '@jobline/shared';
import { effectivePermissionsSql, type AuthUser } from '../../../auth/sessions';
import { queryRows, type Executor } from '../../../db/client';
import { forbidden } from '../../../errors';
import { seesAllDivisions } from '../../../policies/divisionScope';

/** Whose worksheet it is: the employee and their division. */
export interface PresetOwner {
  userId: number;
  divisionId: number | null;
}

export type PresetReviewRefusal = 'no_right' | 'own' | 'other_division';

const REFUSALS: Record<PresetReviewRefusal, string | undefined> = {
  no_right: undefined,
  own: Msg.worksheets.onlyOwnPreset,
  other_division: Msg.worksheets.onlyOwnDivisionReview,
};

/**
 * Who reviews worksheet corrections and locks months (R-153, R-154): holders of 40; company-wide
 * when they see every division (the super admin, holders of 41), otherwise an HOD for their own
 * division only; nobody reviews their own day.
 */
export const presetPolicy = {
  scope: (viewer: AuthUser): { all: true } | { all: false; divisionId: number | null } =>
    seesAllDivisions(viewer) ? { all: true } : { all: false, divisionId: viewer.divisionId },

  refusal(viewer: AuthUser, owner: PresetOwner): PresetReviewRefusal | null {
    if (!holdsAny(viewer.permissions, [Perm.REVIEW_PRESETS])) return 'no_right';
    if (owner.userId === viewer.id) return 'own';
    const scope = presetPolicy.scope(viewer);
    if (!scope.all && (scope.divisionId === null || scope.divisionId !== owner.divisionId))
      return 'other_division';
    return null;
  },

  assertReviews(viewer: AuthUser, owner: PresetOwner) {
    const refusal = presetPolicy.refusal(viewer, owner);
    if (refusal) throw forbidden(REFUSALS[refusal]);
  },
};

/** The active people who may review this owner's day: the HODs of their division and company-wide reviewers. */
export async function reviewersOf(db: Executor, owner: PresetOwner): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u
        cross join lateral (select ${effectivePermissionsSql(sql`u.id`, sql`u.role_id`)} as p) r
        where u.status = 1 and u.id <> ${owner.userId}
          and ${Perm.REVIEW_PRESETS} = any(r.p)
          and (u.role_id = ${RoleId.SUPER_ADMIN} or ${Perm.DASHBOARD} = any(r.p)
               or (${owner.divisionId}::int is not null and u.division_id = ${owner.divisionId}))
        order by u.id`,
  );
  return rows.map((r) => r.id);
}
