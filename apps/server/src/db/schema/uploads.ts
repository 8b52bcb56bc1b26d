import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
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
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('uploads_storage_key_unique').on(table.storageKey)],
);

export type UploadRow = typeof uploads.$inferSelect;
