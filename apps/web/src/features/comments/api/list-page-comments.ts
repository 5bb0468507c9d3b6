import { type ConsultantComment, commentListResponse } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { commentKeys, commentsPath, enc } from './keys';

/** The comments made on one page of the establishment (its path, without the query). */
export function listPageComments(establishmentId: string, url: string): Promise<ConsultantComment[]> {
  return apiRequest(`${commentsPath(establishmentId)}?url=${enc(url)}`, { parser: commentListResponse });
}

export function usePageComments(establishmentId: string, url: string, enabled = true) {
  return useQuery({
    queryKey: commentKeys.page(establishmentId, url),
    queryFn: () => listPageComments(establishmentId, url),
    enabled: enabled && Boolean(establishmentId),
  });
}
