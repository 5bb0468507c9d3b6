import { type ReturnUploadKey, returnSaved } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile, uploadUrlFor } from '../../../forms/api/upload-file';
import { apiRequest } from '../../../lib/api';
import { returnKeys, returnsUrl } from './keys';

function useRefresh(establishmentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: returnKeys.all(establishmentId) });
}

/** A document of the return: the file first (/api/files of the establishment), then POST returns/{id}. */
export function useUploadDocument(establishmentId: string, returnId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: async ({ key, file }: { key: ReturnUploadKey; file: File }) => {
      const stored = await uploadFile(file, uploadUrlFor({ establishmentId }));
      return apiRequest(returnsUrl(establishmentId, returnId), {
        method: 'POST',
        body: { values: { [key]: { name: stored.name, url: stored.url } } },
        parser: returnSaved,
      });
    },
    onSuccess: refresh,
  });
}

/** PUT returns/{id} {values: {deleteKey}}: removes one document (a completed return is reopened). */
export function useRemoveDocument(establishmentId: string, returnId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: (key: ReturnUploadKey) =>
      apiRequest(returnsUrl(establishmentId, returnId), {
        method: 'PUT',
        body: { values: { deleteKey: key } },
        parser: returnSaved,
      }),
    onSuccess: refresh,
  });
}
