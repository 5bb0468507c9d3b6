import { establishmentPath } from '../../config/paths';
import type { WagePlace } from './context';

const enc = encodeURIComponent;

/** wageRegisters[/rest] of the place's establishment (spec part 2, section 2). */
export function wagesPath(place: WagePlace, rest?: string): string {
  return establishmentPath(
    place.ref,
    place.establishment.id,
    rest ? `wageRegisters/${rest}` : 'wageRegisters',
  );
}

/** The list at a year (the year pager keeps it in the address). */
export const listPath = (place: WagePlace, year?: number) =>
  year ? `${wagesPath(place)}?year=${year}` : wagesPath(place);

export const registerPath = (place: WagePlace, registerId: string) =>
  wagesPath(place, `id/${enc(registerId)}`);

/** The register that starts on a date (yyyy-mm-dd). */
export const startDatePath = (place: WagePlace, date: string) => wagesPath(place, `startDate/${enc(date)}`);

/** The printables the server renders (wages-bulk), opened in a window of their own. */
const genForms = (establishmentId: string, registerId: string) =>
  `/gen-forms/establishments/${enc(establishmentId)}/wages/${enc(registerId)}`;
export const formBPrintPath = genForms;
export const payslipsPrintPath = (establishmentId: string, registerId: string) =>
  `${genForms(establishmentId, registerId)}/payslips_given`;
export const payslipPrintPath = (establishmentId: string, registerId: string, employeeId: string) =>
  `${genForms(establishmentId, registerId)}/wage-entries/${enc(employeeId)}/payslips_given`;
export const reportPath = (establishmentId: string, registerId: string) =>
  `/api/reports/establishments/${enc(establishmentId)}/wages/${enc(registerId)}`;
