import type { AttendanceFilter } from '@anupalan/shared';

/** Query keys of the attendance pages: everything of an establishment's attendance shares its prefix. */
export const attendanceKeys = {
  all: (establishmentId: string) => ['attendance', establishmentId] as const,
  month: (establishmentId: string, from: string, to: string) =>
    ['attendance', establishmentId, 'month', from, to] as const,
  register: (establishmentId: string, registerId: string) =>
    ['attendance', establishmentId, 'register', registerId] as const,
  entries: (establishmentId: string, registerId: string, filter: AttendanceFilter, page: number) =>
    ['attendance', establishmentId, 'register', registerId, 'entries', filter, page] as const,
  entry: (establishmentId: string, registerId: string, employeeId: string) =>
    ['attendance', establishmentId, 'register', registerId, 'entry', employeeId] as const,
};

export const enc = encodeURIComponent;

/** The API path of an establishment's registers, or of one register and what is below it. */
export const registersUrl = (establishmentId: string, registerId?: string, rest?: string) =>
  `/api/establishments/${enc(establishmentId)}/attendance-registers${registerId ? `/${enc(registerId)}` : ''}${rest ? `/${rest}` : ''}`;
