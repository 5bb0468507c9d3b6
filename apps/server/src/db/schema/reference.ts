import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/** Indian states and union territories, seeded by a migration. */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  kind: text('kind').notNull(),
});

/** Handbooks listed on /guides. */
export const kits = pgTable('kits', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  link: text('link').notNull(),
  docCategoryId: integer('doc_category_id'),
  body: jsonb('body').$type<{ kitColor?: string; titleColor?: string }>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Form schemas of the shared form engine, keyed by type and purpose. */
export const cmsMaster = pgTable(
  'cms_master',
  {
    id: id(),
    type: text('type').notNull(),
    purpose: text('purpose').notNull(),
    body: jsonb('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cms_master_type_purpose_unique').on(t.type, t.purpose)],
);
