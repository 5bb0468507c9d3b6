import { type CommentStatsResponse, commentStatsResponse } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { complianceKeys, enc } from './keys';

/** The establishment's consultant comments by section: total, resolved and unresolved. */
export function getCommentStats(establishmentId: string): Promise<CommentStatsResponse> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/consultant-comments/stats`, {
    parser: commentStatsResponse,
  });
}

export function useCommentStats(establishmentId: string) {
  return useQuery({
    queryKey: complianceKeys.commentStats(establishmentId),
    queryFn: () => getCommentStats(establishmentId),
  });
}
