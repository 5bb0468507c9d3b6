import { wageCsvImportResult } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { enc, wageKeys } from './keys';

/** The browser's time zone (the server tells dates by it); India's when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
  } catch {
    return 'Asia/Kolkata';
  }
}

/** The register's entries as CSV (GET filled, POST to upload), in the wages-bulk module. */
const csvUrl = (establishmentId: string, registerId: string) =>
  `/api/generate-csv/establishments/${enc(establishmentId)}/wage-register/${enc(registerId)}`;

export const downloadWageCsv = (establishmentId: string, registerId: string) =>
  downloadFile(csvUrl(establishmentId, registerId), { time_zone: browserTimeZone() }, 'wage-register.csv');

/** POST the CSV (multipart 'file'): all or nothing, every bad row reported, each entry recomputed and checked. */
function uploadWageCsv(establishmentId: string, registerId: string, file: File) {
  const body = new FormData();
  body.set('file', file, file.name);
  return apiRequest(csvUrl(establishmentId, registerId), {
    method: 'POST',
    query: { time_zone: browserTimeZone() },
    body,
    parser: wageCsvImportResult,
  });
}

/** The upload as a mutation: everything of the establishment's wages is read again after it. */
export function useUploadWageCsv(establishmentId: string, registerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadWageCsv(establishmentId, registerId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wageKeys.all(establishmentId) }),
  });
}
