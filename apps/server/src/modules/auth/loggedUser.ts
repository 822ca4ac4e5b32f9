import { sql } from 'drizzle-orm';
import type { LoggedUser } from '@jobline/shared';
import { keptQuery, type Executor } from '../../db/client';
import { effectivePermissionsSql } from '../../auth/sessions';
import { featureStates } from '../admin/features/featureSwitches';
import { twoFactorSetupRequired } from './twoFactor/setupRequirement';

export const imageUrl = (imageId: string | null) =>
  imageId ? `/api/profile-images/${imageId}` : '/api/profile-images/default';

// Read on every start of the app and after every change of profile: built once (keptQuery).
const loggedUserRow = keptQuery<
  {
    id: number;
    code: string;
    first_name: string;
    last_name: string;
    email: string;
    mobile: string | null;
    division_id: number | null;
    division: string | null;
    position: string | null;
    role_id: number | null;
    role_name: string | null;
    user_type: number;
    image_id: string | null;
    permissions: number[];
    two_factor: boolean;
  },
  { userId: number }
>(
  'logged_user',
  sql`
  select u.id, u.code, u.first_name, u.last_name, u.email, u.mobile, u.division_id,
         d.name as division, p.name as position, u.role_id, r.name as role_name, u.user_type,
         u.image_id, ${effectivePermissionsSql(sql`u.id`, sql`u.role_id`)} as permissions,
         exists (select 1 from two_factor_secrets f where f.user_id = u.id and f.enabled_at is not null)
           as two_factor
  from users u
  left join divisions d on d.id = u.division_id
  left join positions p on p.id = u.position_id
  left join roles r on r.id = u.role_id
  where u.id = ${sql.placeholder('userId')}`,
);

/**
 * GET auth/me: the logged user of entities.md §1.1, with what My Profile shows, and the company's
 * time zone (the client's 'today' is the company's, not the device's), and which features are on.
 */
export async function loadLoggedUser(
  db: Executor,
  userId: number,
  timeZone: string,
): Promise<LoggedUser | null> {
  const [row] = await loggedUserRow(db, { userId });
  if (!row) return null;
  const permissions = row.permissions.map(Number);
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    code: row.code,
    division_id: row.division_id,
    division: row.division,
    position: row.position,
    role_id: row.role_id,
    user_type_id: row.user_type,
    roles: row.role_name ? [row.role_name] : [],
    permissions,
    image: row.image_id,
    image_url: imageUrl(row.image_id),
    emp_details: { image: row.image_id },
    employee: { image: row.image_id },
    time_zone: timeZone,
    features: await featureStates(db),
    two_factor: {
      enabled: row.two_factor,
      setup_required: !row.two_factor && (await twoFactorSetupRequired(db, { id: row.id, permissions })),
    },
  };
}
