import { downloadFile } from '../../../../lib/download';
import { browserTimeZone, registerCsvApi, registersApi } from '../paths';

/** GET .../download-xl: the workbook of a range, filled (xlsx). */
export const downloadWorkbook = (establishmentId: string, from: string, to: string) =>
  downloadFile(
    `${registersApi(establishmentId)}/download-xl`,
    { from_date: from, to_date: to, time_zone: browserTimeZone() },
    'attendance.xlsx',
  );

/** GET .../download-report: each worker's days and hours of a range (xlsx). */
export const downloadReport = (establishmentId: string, from: string, to: string) =>
  downloadFile(
    `${registersApi(establishmentId)}/download-report`,
    { from_date: from, to_date: to, time_zone: browserTimeZone() },
    'attendance-report.xlsx',
  );

/** GET generate-csv/.../attendance/{registerId}: the day's CSV, filled. */
export const downloadRegisterCsv = (establishmentId: string, registerId: string) =>
  downloadFile(
    registerCsvApi(establishmentId, registerId),
    { time_zone: browserTimeZone() },
    'attendance.csv',
  );
