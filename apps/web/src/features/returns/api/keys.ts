/** Query keys of the return pages: everything of an establishment's returns shares its prefix. */
export const returnKeys = {
  all: (establishmentId: string) => ['returns', establishmentId] as const,
  list: (establishmentId: string, from: string, to: string) =>
    ['returns', establishmentId, 'list', from, to] as const,
};

/** The API path of an establishment's returns, or of one return. */
export const returnsUrl = (establishmentId: string, returnId?: string) =>
  `/api/establishments/${encodeURIComponent(establishmentId)}/returns${returnId ? `/${encodeURIComponent(returnId)}` : ''}`;
