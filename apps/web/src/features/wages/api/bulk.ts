import { apiRequest, type Parser } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { enc } from './keys';

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

/** What an upload answers: its message (the counts, if any, are the server's to word). */
const uploadAnswer: Parser<{ message: string }> = {
  parse: (data) => {
    const message = (data as { message?: unknown } | undefined)?.message;
    return { message: typeof message === 'string' ? message : '' };
  },
};

/** POST the CSV (multipart 'file'): all or nothing, every bad row reported, each entry recomputed and checked. */
export function uploadWageCsv(establishmentId: string, registerId: string, file: File) {
  const body = new FormData();
  body.set('file', file, file.name);
  return apiRequest(csvUrl(establishmentId, registerId), {
    method: 'POST',
    query: { time_zone: browserTimeZone() },
    body,
    parser: uploadAnswer,
  });
}
