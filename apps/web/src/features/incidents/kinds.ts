import type { ProcessStatusFilter, ProcessType } from '@anupalan/shared';
import type { RegisterPrint } from './print';

/**
 * The five pages of the incidents group (spec part 2, section 2) are one employee-process mechanism, parameterised
 * by the kind: its path segment, the API's process type (and incident type id), the printable documents' process id
 * ('View Documents'), its empty state and its register print (Form C, Form E).
 */
export const PAGE_KINDS = ['workplace', 'harassment', 'deductions', 'maternityLeave', 'termination'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface KindInfo {
  /** The API's process type: /api/establishments/{id}/employee-process/{type}, /api/cms/{type}. */
  type: ProcessType;
  /** Incident type id (spec part 2, section 9): 1 workplace accident, 2 harassment complaint. */
  cmsIncidentId?: 1 | 2;
  /** The process id of GET /api/cms/employee-process/{processId}/documents. */
  documentsId: number;
  /** The register printed from the list, with a date range. */
  print?: RegisterPrint;
  /** The event is an instant (an accident's date and time), shown with its 12-hour time; else a day. */
  eventHasTime?: boolean;
}

export const KINDS: Record<PageKind, KindInfo> = {
  workplace: { type: 'incident', cmsIncidentId: 1, documentsId: 1, eventHasTime: true },
  harassment: { type: 'incident', cmsIncidentId: 2, documentsId: 2 },
  deductions: { type: 'deduction', documentsId: 3, print: 'formC' },
  maternityLeave: { type: 'maternity_leave', documentsId: 4, print: 'formE' },
  termination: { type: 'termination', documentsId: 5 },
};

export const isPageKind = (value: string): value is PageKind =>
  (PAGE_KINDS as readonly string[]).includes(value);

export const isStatusFilter = (value: string | null): value is ProcessStatusFilter =>
  value === 'All' || value === 'Ongoing' || value === 'Completed' || value === 'Cancelled';
