import {
  type CommentCategory,
  type CommentCategoryResponse,
  commentCategoryResponse,
} from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { commentKeys, commentsPath, enc } from './keys';

/** The comments of one category of the establishment: unresolved (and reopened), then resolved. */
export function listCategoryComments(
  establishmentId: string,
  category: CommentCategory,
): Promise<CommentCategoryResponse> {
  return apiRequest(`${commentsPath(establishmentId)}/category/${enc(category)}`, {
    parser: commentCategoryResponse,
  });
}

export function useCategoryComments(establishmentId: string, category: CommentCategory) {
  return useQuery({
    queryKey: commentKeys.category(establishmentId, category),
    queryFn: () => listCategoryComments(establishmentId, category),
  });
}
