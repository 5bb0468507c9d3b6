/** The dashboard's pages below /establishments/{id}/ (spec part 2, section 2). */
export const dashboardSection = (type?: string, lawId?: string) =>
  ['complianceDashboard', type, lawId]
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');

/** The comments of one section (the comments pages): complianceDashboard/comments/{categoryId}. */
export const commentsSection = (category: string) =>
  `complianceDashboard/comments/${encodeURIComponent(category)}`;
