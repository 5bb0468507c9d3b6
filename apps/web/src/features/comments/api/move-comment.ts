import { type ConsultantComment, commentResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { commentKeys, commentsPath } from './keys';

export type CommentMove = 'resolve' | 'reopen';

/** Resolves or reopens a comment; who and when are the server's to record. */
export function moveComment(establishmentId: string, id: string, move: CommentMove) {
  return apiRequest<ConsultantComment>(`${commentsPath(establishmentId)}/${move}`, {
    method: 'POST',
    body: { id },
    parser: commentResponse,
  });
}

export function useMoveComment(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: CommentMove }) => moveComment(establishmentId, id, move),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.establishment(establishmentId) }),
  });
}
