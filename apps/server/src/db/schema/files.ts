import { MAX_FILE_BYTES } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { createdAt, id } from './columns.js';
import { establishments } from './establishments.js';
import { users } from './users.js';

/**
 * Uploaded files. A file belongs to its uploader's agency, or to an establishment when uploaded on an
 * establishment's pages, and is served only after the same scope check as its owner.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    /** Sniffed from the bytes, never taken from the name or the browser. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    ownerAgencyId: uuid('owner_agency_id')
      .notNull()
      .references(() => agencies.id),
    /** Set for files uploaded on an establishment's pages. */
    establishmentId: uuid('establishment_id').references(() => establishments.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerAgencyId),
    index('files_establishment_idx').on(t.establishmentId),
    check('files_size_check', sql`${t.sizeBytes} between 0 and ${sql.raw(String(MAX_FILE_BYTES))}`),
  ],
);
