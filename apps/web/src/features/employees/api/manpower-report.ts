import { downloadFile } from '../../../lib/download';
import { enc } from './keys';

/** GET .../employees/manpower-report?from_date&to_date: headcount by day and skill category, as xlsx. */
export function downloadManpowerReport(establishmentId: string, from: string, to: string): Promise<void> {
  return downloadFile(
    `/api/establishments/${enc(establishmentId)}/employees/manpower-report`,
    { from_date: from, to_date: to },
    'manpower-report.xlsx',
  );
}
