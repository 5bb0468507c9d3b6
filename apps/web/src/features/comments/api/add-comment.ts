import { type ConsultantComment, commentResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { commentKeys, commentsPath } from './keys';

/** A comment on a page; the server takes the author, agency, time and category from the session and the page. */
export function addComment(establishmentId: string, values: { comment: string; url: string }) {
  return apiRequest<ConsultantComment>(commentsPath(establishmentId), {
    method: 'POST',
    body: values,
    parser: commentResponse,
  });
}

export function useAddComment(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { comment: string; url: string }) => addComment(establishmentId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.establishment(establishmentId) }),
  });
}
