import { Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { fieldError } from '../../errors';
import { unknownPermissionIds } from './queries';

/** The distinct ids, sorted; refuses ids that are not permissions. */
export async function validPermissionSet(db: Executor, ids: readonly number[]): Promise<number[]> {
  const distinct = [...new Set(ids)].sort((a, b) => a - b);
  const unknown = await unknownPermissionIds(db, distinct);
  if (unknown.length) {
    throw fieldError('allowed_permissions', `${Msg.access.unknownPermission}: ${unknown.join(', ')}`);
  }
  return distinct;
}
