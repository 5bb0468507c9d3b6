import type { WageEntryFilter } from '@anupalan/shared';

/** Query keys of the wage pages: everything of an establishment's wages shares its prefix. */
export const wageKeys = {
  all: (establishmentId: string) => ['wages', establishmentId] as const,
  list: (establishmentId: string, from: string, to: string, page: number) =>
    ['wages', establishmentId, 'list', from, to, page] as const,
  register: (establishmentId: string, registerId: string) =>
    ['wages', establishmentId, 'register', registerId] as const,
  entries: (
    establishmentId: string,
    registerId: string,
    filter: WageEntryFilter,
    nameOrCode: string,
    page: number,
  ) => ['wages', establishmentId, 'register', registerId, 'entries', filter, nameOrCode, page] as const,
  entry: (establishmentId: string, registerId: string, employeeId: string) =>
    ['wages', establishmentId, 'register', registerId, 'entry', employeeId] as const,
};

export const enc = encodeURIComponent;

/** The API path of an establishment's wage registers, or of one register and what is below it. */
export const wagesUrl = (establishmentId: string, registerId?: string, rest?: string) =>
  `/api/establishments/${enc(establishmentId)}/wages${registerId ? `/${enc(registerId)}` : ''}${rest ? `/${rest}` : ''}`;
