const enc = encodeURIComponent;

/** The attendance registers' API base of an establishment. */
export const registersApi = (establishmentId: string) =>
  `/api/establishments/${enc(establishmentId)}/attendance-registers`;

/** A day's CSV (GET filled, POST to upload). */
export const registerCsvApi = (establishmentId: string, registerId: string) =>
  `/api/generate-csv/establishments/${enc(establishmentId)}/attendance/${enc(registerId)}`;

export const punchesApi = (establishmentId: string) =>
  `/api/establishments/${enc(establishmentId)}/attendance-punches`;

/** The browser's time zone (the server tells today by it); India's when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
  } catch {
    return 'Asia/Kolkata';
  }
}

/** Form D, the printable register the server renders for a range, opened in a window of its own. */
export const formDPrintPath = (establishmentId: string, from: string, to: string) =>
  `/gen-forms/establishments/${enc(establishmentId)}/attendance-register?${new URLSearchParams({
    from_date: from,
    to_date: to,
    time_zone: browserTimeZone(),
  })}`;
