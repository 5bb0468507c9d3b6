/** Query keys of the comments: everything of one establishment shares its prefix, so a change refreshes it all. */
export const commentKeys = {
  establishment: (establishmentId: string) => ['comments', establishmentId] as const,
  page: (establishmentId: string, url: string) => ['comments', establishmentId, 'page', url] as const,
  category: (establishmentId: string, category: string) =>
    ['comments', establishmentId, 'category', category] as const,
  lock: (establishmentId: string) => ['comments', establishmentId, 'lock'] as const,
};

export const enc = encodeURIComponent;
export const commentsPath = (establishmentId: string) =>
  `/api/establishments/${enc(establishmentId)}/consultant-comments`;
