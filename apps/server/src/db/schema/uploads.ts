import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

/** Files received by /files/upload-blob, stored under DATA_DIR/uploads as `<storage_key>.<type>`. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random: the file's name on disk and in its URL, so ids cannot be walked. */
    storageKey: uuid('storage_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileType: text('file_type', { enum: ['jpg', 'png', 'pdf'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** When a submitted form took the file; files never taken are deleted after a day. */
    attachedAt: timestampTz('attached_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_storage_key_unique').on(table.storageKey),
    index('uploads_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.attachedAt} is null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
