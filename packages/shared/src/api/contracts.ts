import { z } from 'zod';

/**
 * Response shapes the browser reads and the server declares, written once. The server serialises its
 * answers through them; the web app checks what it receives against them.
 */

export const fileView = z.object({
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type FileView = z.infer<typeof fileView>;

export const agencyListItem = z.object({
  id: z.uuid(),
  type: z.string(),
  scope_agency_id: z.uuid().nullable(),
  body: z.record(z.string(), z.unknown()),
  no_of_users: z.number(),
  serial_no: z.number(),
  max_count: z.number(),
});
export type AgencyListItem = z.infer<typeof agencyListItem>;

export const agencyUser = z.object({
  id: z.uuid(),
  email_address: z.string(),
  body: z.object({ name: z.string(), designation: z.string().optional(), contactNo: z.string().optional() }),
  last_login: z.string().nullable(),
  status: z.enum(['active', 'revoked']),
  serial_no: z.number(),
  max_count: z.number(),
});
export type AgencyUser = z.infer<typeof agencyUser>;

export const auditEntry = z.object({
  id: z.number(),
  op_type: z.string(),
  action: z.string(),
  entity: z.string(),
  description: z.string(),
  changes: z.array(z.string()),
  user: z.string().nullable(),
  created_on: z.string(),
  last_updated_on: z.string(),
  serial_no: z.number(),
  max_count: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** An option of a dropdown: id, name and label, value for async dropdowns, Tag for nested children. */
export interface OptionItem {
  id: string;
  name: string;
  label: string;
  value: string;
  Tag?: OptionItem[];
}
export const optionItem: z.ZodType<OptionItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    label: z.string(),
    value: z.string(),
    Tag: z.array(optionItem).optional(),
  }),
);

export const cmsRecord = z.object({ id: z.uuid(), type: z.string(), purpose: z.string(), body: z.unknown() });
export type CmsRecord = z.infer<typeof cmsRecord>;
