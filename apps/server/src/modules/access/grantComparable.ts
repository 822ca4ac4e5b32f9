import { Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { permissions } from '../../db/schema';
import type { Comparable } from '../../versions/differences';
import { namesOf } from '../../versions/names';

/** Both sides of a stale save of a permission set: one line per permission either side grants. */
export async function grantComparables(
  db: Executor,
  theirs: readonly number[],
  mine: readonly number[],
): Promise<{ theirs: Comparable; mine: Comparable }> {
  const names = await namesOf(db, permissions, permissions.name, [...theirs, ...mine]);
  const comparable = (ids: readonly number[]): Comparable =>
    Object.fromEntries(
      ids.map((id) => [
        `permissions.${id}`,
        { label: names.get(id) ?? String(id), value: Msg.staleSaves.granted },
      ]),
    );
  return { theirs: comparable(theirs), mine: comparable(mine) };
}
