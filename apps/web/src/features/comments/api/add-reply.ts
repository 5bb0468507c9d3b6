import { type ConsultantComment, commentResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { commentKeys, commentsPath } from './keys';

export function addReply(establishmentId: string, values: { reply: string; comment_id: string }) {
  return apiRequest<ConsultantComment>(`${commentsPath(establishmentId)}/replies`, {
    method: 'POST',
    body: values,
    parser: commentResponse,
  });
}

export function useAddReply(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { reply: string; comment_id: string }) => addReply(establishmentId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.establishment(establishmentId) }),
  });
}
