import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every stored image (profile photos, article images), in the database rather than on one server's
 * disk: any server process serves what another stored, and a backup of the database is a backup of
 * everything (decision 028). `name` is the path under /media/ ("12-a1b2c3d4e5f6-300.webp",
 * "blog/7-0f1e2d3c4b5a-600.webp").
 */
export const mediaFiles = pgTable('media_files', {
  name: text().primaryKey(),
  contentType: text().notNull(),
  byteLength: integer().notNull(),
  content: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
