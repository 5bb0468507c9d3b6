import { attendanceImportResult, punchPreview } from '@anupalan/shared';
import { apiRequest } from '../../../../lib/api';
import { browserTimeZone, punchesApi, registerCsvApi, registersApi } from '../paths';

const form = (file: File) => {
  const body = new FormData();
  body.set('file', file, file.name);
  return body;
};

/** POST .../attendance-registers/upload-xl: the workbook (.xlsx), all or nothing. */
export const uploadWorkbook = (establishmentId: string, file: File) =>
  apiRequest(`${registersApi(establishmentId)}/upload-xl`, {
    method: 'POST',
    body: form(file),
    parser: attendanceImportResult,
  });

/** POST generate-csv/.../attendance/{registerId}: the day's CSV, all or nothing. */
export const uploadRegisterCsv = (establishmentId: string, registerId: string, file: File) =>
  apiRequest(registerCsvApi(establishmentId, registerId), {
    method: 'POST',
    query: { time_zone: browserTimeZone() },
    body: form(file),
    parser: attendanceImportResult,
  });

/** POST .../attendance-punches/preview: what the punch log would write, for review (nothing is written). */
export const previewPunches = (establishmentId: string, from: string, to: string, file: File) =>
  apiRequest(`${punchesApi(establishmentId)}/preview`, {
    method: 'POST',
    query: { from_date: from, to_date: to, time_zone: browserTimeZone() },
    body: form(file),
    parser: punchPreview,
  });

/** POST .../attendance-punches/apply {token}: the reviewed entries written. */
export const applyPunches = (establishmentId: string, token: string) =>
  apiRequest(`${punchesApi(establishmentId)}/apply`, {
    method: 'POST',
    query: { time_zone: browserTimeZone() },
    body: { token },
    parser: attendanceImportResult,
  });
