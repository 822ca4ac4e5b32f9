import { Feature, Perm } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { isFeatureOn } from '../../admin/features/featureSwitches';
import { hasTwoFactor } from './secondFactor';

/**
 * True for a holder of the Super Admin permission without an authenticator app while the switch
 * "Two-factor required for super admins" is on: such a session may only set it up (or log out).
 * The switch is read from memory, so other users cost nothing.
 */
export async function twoFactorSetupRequired(
  db: Executor,
  user: { id: number; permissions: number[] },
): Promise<boolean> {
  if (!user.permissions.includes(Perm.SUPER_ADMIN)) return false;
  if (!(await isFeatureOn(db, Feature.TWO_FACTOR_SUPER_ADMINS))) return false;
  return !(await hasTwoFactor(db, user.id));
}
