/**
 * Employee processes (spec part 2: incidents, deductions, maternity leave, termination) and the documents to
 * download and fill for each, shown in the 'View Documents' modal. Incident type ids 1 and 2 are the spec's.
 */
export interface ProcessDocument {
  name: string;
  link: string;
}

export interface EmployeeProcessType {
  id: number;
  name: string;
  documents: ProcessDocument[];
}

export const EMPLOYEE_PROCESSES: EmployeeProcessType[] = [
  {
    id: 1,
    name: 'Workplace accident',
    documents: [
      { name: 'Notice of accident (BOCW)', link: '/kits/forms/accident-notice.html' },
      {
        name: "Form EE: report of death or serious injury (Employees' Compensation Act)",
        link: '/kits/forms/form-ee.html',
      },
    ],
  },
  {
    id: 2,
    name: 'Harassment complaint',
    documents: [
      { name: 'Complaint to the Internal Committee (POSH Act)', link: '/kits/forms/posh-complaint.html' },
    ],
  },
  {
    id: 3,
    name: 'Deduction or fine',
    documents: [
      { name: 'Show-cause notice before a fine or deduction', link: '/kits/forms/show-cause-notice.html' },
    ],
  },
  {
    id: 4,
    name: 'Maternity leave',
    documents: [{ name: 'Notice of claim for maternity benefit', link: '/kits/forms/maternity-claim.html' }],
  },
  {
    id: 5,
    name: 'Termination',
    documents: [
      { name: 'Statement of full and final settlement', link: '/kits/forms/final-settlement.html' },
    ],
  },
];
