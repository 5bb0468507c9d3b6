/**
 * Consultant comments (spec part 1, sections 3-5; part 2, section 2): the category of a comment follows from the
 * path segment of the establishment page it was made on.
 */

/** The categories, in the order the compliance dashboard lists them; the ids are the `{categoryId}` of its URLs. */
export const COMMENT_CATEGORIES = [
  'establishmentInfo',
  'subcontractors',
  'employeeRegister',
  'attendanceRegister',
  'wageRegister',
  'incidents',
  'returns',
] as const;
export type CommentCategory = (typeof COMMENT_CATEGORIES)[number];

/** The spec's names of the categories (the English text; the web app shows them through i18n). */
export const COMMENT_CATEGORY_LABELS: Record<CommentCategory, string> = {
  establishmentInfo: 'Establishment Info',
  subcontractors: 'Subcontractors',
  employeeRegister: 'Employee Register',
  attendanceRegister: 'Attendance Register',
  wageRegister: 'Wage Register',
  incidents: 'Incidents',
  returns: 'Returns',
};

/** Path segment below /establishments/{id}/ -> category (spec part 1, section 3). */
export const COMMENT_CATEGORY_BY_SEGMENT: Readonly<Record<string, CommentCategory>> = {
  details: 'establishmentInfo',
  requirements: 'establishmentInfo',
  subcontractors: 'subcontractors',
  employeeRegisters: 'employeeRegister',
  attendanceRegisters: 'attendanceRegister',
  wageRegisters: 'wageRegister',
  incidents: 'incidents',
  returns: 'returns',
};

export const isCommentCategory = (value: string): value is CommentCategory =>
  (COMMENT_CATEGORIES as readonly string[]).includes(value);

/** An establishment page's path: /projects/{p}/subprojects/{s}/establishments/{e}/{segment}[/more...]. */
const PAGE_PATH =
  /^\/projects\/([0-9a-f-]{36})\/subprojects\/([0-9a-f-]{36})\/establishments\/([0-9a-f-]{36})\/([A-Za-z]+)((?:\/[A-Za-z0-9_-]+)*)$/;

export interface CommentPage {
  projectId: string;
  subprojectId: string;
  establishmentId: string;
  segment: string;
  category: CommentCategory;
}

/**
 * Reads an establishment page's path (no query, no host) into its ids and comment category; null for any other
 * path, or a page that has no comment category (the compliance dashboard).
 */
export function commentPageOf(path: string): CommentPage | null {
  const match = PAGE_PATH.exec(path);
  if (!match) return null;
  const [, projectId, subprojectId, establishmentId, segment] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const category = Object.hasOwn(COMMENT_CATEGORY_BY_SEGMENT, segment)
    ? COMMENT_CATEGORY_BY_SEGMENT[segment]
    : undefined;
  return category ? { projectId, subprojectId, establishmentId, segment, category } : null;
}
