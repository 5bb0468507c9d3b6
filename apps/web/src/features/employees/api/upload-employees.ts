import { employeeImportResult } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { employeeKeys, enc } from './keys';

/** POST .../employees/upload-csv with the file as the multipart field `file` (the contractor's). */
export function useUploadEmployees(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('file', file, file.name);
      return apiRequest(`/api/establishments/${enc(establishmentId)}/employees/upload-csv`, {
        method: 'POST',
        body,
        parser: employeeImportResult,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all(establishmentId) }),
  });
}

/** The samples of the import: the header row of the same columns, as CSV and as a spreadsheet. */
export const samplePath = (establishmentId: string, kind: 'csv' | 'xlsx') =>
  `/api/establishments/${enc(establishmentId)}/employees/sample-${kind}`;
