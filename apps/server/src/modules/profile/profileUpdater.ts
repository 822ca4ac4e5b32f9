import { and, eq, isNull, ne } from 'drizzle-orm';
import { Msg, RealtimeEventType, type ProfileUpdateFields } from '@jobline/shared';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { AuthUser } from '../../auth/sessions';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { deleteImage, storeImage } from '../images/imageStore';

/** Profile refusals keep the spec's status 1 beside the per-field messages. */
export const profileError = (errors: Record<string, string>) =>
  new AppError(400, { status: 1, message: Object.values(errors)[0], errors });

export interface ProfileChange {
  fields: ProfileUpdateFields;
  image?: { data: Buffer; contentType: string };
}

/**
 * Applies a My Profile change in one transaction: names and number, a new picture, a new password
 * (checked against the old one; the user's other sessions end with it).
 */
export async function updateProfile(
  db: Db,
  bus: EventBus,
  user: AuthUser,
  actor: AuditActor,
  change: ProfileChange,
): Promise<{ passwordChanged: boolean }> {
  const { fields, image } = change;
  const [current] = await db.select().from(users).where(eq(users.id, user.id));
  if (!current) throw profileError({ id: Msg.common.notFound });

  const patch: Partial<typeof users.$inferInsert> = {};
  if (fields.fname !== undefined) patch.firstName = fields.fname;
  if (fields.lname !== undefined) patch.lastName = fields.lname;
  if (fields.mobile !== undefined) patch.mobile = fields.mobile;
  if (fields.password) {
    if (!(await verifyPassword(current.passwordHash, fields.old_password ?? ''))) {
      throw profileError({ old_password: Msg.profile.oldPasswordWrong });
    }
    patch.passwordHash = await hashPassword(fields.password);
  }
  if (Object.keys(patch).length === 0 && !image) throw profileError({ body: Msg.profile.nothingToUpdate });

  await db.transaction(async (tx) => {
    if (image) patch.imageId = await storeImage(tx, image.data, image.contentType);
    await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    if (image && current.imageId) await deleteImage(tx, current.imageId);
    if (patch.passwordHash) {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      for (const { id } of ended) {
        await bus.publish(tx, { type: RealtimeEventType.SESSION_REVOKED, sessionId: id });
      }
    }
    const visible = (u: Partial<typeof current>) => ({
      first_name: u.firstName,
      last_name: u.lastName,
      mobile: u.mobile,
      image_id: u.imageId,
      password_changed: u.passwordHash !== undefined ? true : undefined,
    });
    await audit(tx, actor, {
      action: 'profile.update',
      entity: 'user',
      entityId: user.id,
      before: visible({
        firstName: current.firstName,
        lastName: current.lastName,
        mobile: current.mobile,
        imageId: current.imageId,
      }),
      after: visible(patch),
    });
  });
  return { passwordChanged: Boolean(patch.passwordHash) };
}
