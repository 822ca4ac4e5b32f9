import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../../db/client';
import { images } from '../../db/schema';

const ALLOWED = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The image's real type read from its bytes (never the name or the client's word), if allowed. */
export async function detectImageType(data: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  return type && ALLOWED.has(type.mime) ? type.mime : null;
}

export async function storeImage(db: Executor, data: Buffer, contentType: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.insert(images).values({ id, contentType, size: data.length, data });
  return id;
}

export async function deleteImage(db: Executor, id: string): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}
