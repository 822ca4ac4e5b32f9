import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The edit version of a record a form saves: a trigger adds one on every write that changes the row
 * (or, for nested rows, its parent), so a save from a stale copy can be told apart (docs/decisions.md,
 * "Stale saves").
 */
export const version = () => integer().notNull().default(1);

/** Binary data; PGlite hands back Uint8Array and pg a Buffer, so normalise to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
