/**
 * The laws the compliance engine checks (../shared/LAW.md). Each compliance item names one of them by `id`
 * (compliance_results.law_id); `code` is what the dashboard's law-wise table shows in its Code column.
 */
export const LAWS = [
  { id: 'CLRA', code: 'CLRA', name: 'Contract Labour (Regulation and Abolition) Act, 1970' },
  { id: 'OSH', code: 'OSH Code', name: 'Occupational Safety, Health and Working Conditions Code, 2020' },
  { id: 'BOCW', code: 'BOCW', name: "Building and Other Construction Workers' (RECS) Act, 1996" },
  {
    id: 'BOCW-CESS',
    code: 'BOCW Cess',
    name: "Building and Other Construction Workers' Welfare Cess Act, 1996",
  },
  { id: 'COW', code: 'Code on Wages', name: 'Code on Wages, 2019' },
  { id: 'MW', code: 'MW Act', name: 'Minimum Wages Act, 1948' },
  { id: 'PW', code: 'PW Act', name: 'Payment of Wages Act, 1936' },
  { id: 'ECA', code: 'EC Act', name: "Employees' Compensation Act, 1923" },
  { id: 'MB', code: 'MB Act', name: 'Maternity Benefit Act, 1961' },
  {
    id: 'POSH',
    code: 'POSH Act',
    name: 'Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013',
  },
] as const;

export type Law = (typeof LAWS)[number];
export type LawId = Law['id'];
export const LAW_IDS = LAWS.map((l) => l.id) as LawId[];

/** Setup: hold before or at the start of work; Periodic: recurring registers, wages, returns; Incident: clocks an event starts. */
export const COMPLIANCE_TYPES = ['Setup', 'Periodic', 'Incident'] as const;
export type ComplianceType = (typeof COMPLIANCE_TYPES)[number];

/** What started a compliance run: the morning run over everything, or one establishment after a change. */
export const COMPLIANCE_RUN_KINDS = ['morning', 'establishment'] as const;
export type ComplianceRunKind = (typeof COMPLIANCE_RUN_KINDS)[number];
