import { expect, type Page } from '@playwright/test';
import { login, subprojectPath } from './helpers';

/**
 * The demo's Hinkal labour camp as the browser tests of the registers prepare it through the API (as the screens
 * would): opening it, a week free of wage registers, Wage Details for every worker and a week of attendance
 * completed, so a wage register can be made whatever the other tests left.
 */

export const CAMP_SUBPROJECT = 'Package 1, Hinkal to Bogadi';
export const CAMP = 'Hinkal labour camp';
/** The camp's weekly holiday (the demo seed): Sunday. */
export const CAMP_HOLIDAY = 0;

export const sideNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Establishments of the subproject' });
/** yyyy-mm-dd as the screens show it: DD/MM/YYYY. */
export const shown = (date: string) => date.split('-').reverse().join('/');
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export function todayInIndia(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The Monday `weeks` weeks before the current week's Monday. */
export function mondayBack(weeks: number): string {
  const today = todayInIndia();
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((day + 6) % 7) - 7 * weeks);
}

/** Calls the API as the signed-in browser does (the session cookie and the CSRF token). */
export async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'anupalan_csrf')?.value ?? '';
  const response = await page.request.fetch(url, {
    method,
    headers: { 'x-csrf-token': csrf },
    data: data === undefined ? undefined : data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Logs in and opens the camp's first page from the subproject's establishments: the camp's id. */
export async function openCamp(page: Page, account: string): Promise<string> {
  await login(page, account);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${await subprojectPath(page, CAMP_SUBPROJECT)}/establishments/choose`);
  await sideNav(page)
    .getByRole('link', { name: new RegExp(CAMP) })
    .first()
    .click();
  await expect(page).toHaveURL(/establishments\/[0-9a-f-]{36}\//);
  return /establishments\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
}

/**
 * The latest past week (Monday to Sunday), `weeks` or more weeks back, that no live wage register overlaps (the
 * demo's registers cover whole months; other tests make weekly ones).
 */
export async function freeWeek(page: Page, establishmentId: string, weeks = 1): Promise<[string, string]> {
  for (let back = weeks; back < weeks + 40; back++) {
    const monday = mondayBack(back);
    const sunday = addDays(monday, 6);
    const { wage_registers: found } = (await api(
      page,
      'GET',
      `/api/establishments/${establishmentId}/wages?from_date=${shown(addDays(monday, -31))}&to_date=${shown(addDays(sunday, 31))}&pageSize=200`,
    )) as { wage_registers: { from_date: string; to_date: string; status: string | null }[] };
    const overlaps = found.some(
      (r) => r.status !== 'cancelled' && r.from_date <= sunday && r.to_date >= monday,
    );
    if (!overlaps) return [monday, sunday];
  }
  throw new Error('No week in the last 40 is free of wage registers');
}

/**
 * Every worker of the establishment with Wage Details, as the contractor keeps them: a worker added without (the
 * employee register's browser test imports two by CSV) gets a wage period from its joining date, else the wage
 * register is refused for it ('No wage period is in force ...'), as the law requires.
 */
export async function ensureWagePeriods(page: Page, establishmentId: string) {
  const base = `/api/establishments/${establishmentId}/employees`;
  for (let pageNo = 1; ; pageNo++) {
    const workers = (await api(page, 'GET', `${base}?status=All&page=${pageNo}&pageSize=200`)) as {
      id: string;
      date_of_joining: string;
    }[];
    for (const worker of workers) {
      const periods = (await api(page, 'GET', `${base}/${worker.id}/employee-wage-period`)) as unknown[];
      if (periods.length === 0)
        await api(page, 'POST', `${base}/${worker.id}/employee-wage-period`, {
          values: { wage_start_date: worker.date_of_joining, wage_amount: '1200', da: '150' },
        });
    }
    if (workers.length < 200) return;
  }
}

/**
 * Every day of first..last complete: the weekly holiday all a weekly off, each other day every worker present
 * (with `overtimeOnFirst`, two hours of overtime for the first worker on the first day, so the register pays some).
 */
export async function completeAttendance(
  page: Page,
  establishmentId: string,
  first: string,
  last: string,
  { overtimeOnFirst = false } = {},
) {
  const base = `/api/establishments/${establishmentId}/attendance-registers`;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const opened = await api(page, 'GET', `${base}?register_date=${date}`);
    // A day the establishment was closed is complete as it is (the demo closes one for rain).
    const day = await api(page, 'GET', `${base}/${opened.id}?page=1&pageSize=1`);
    if (day.attendance_register.is_establishment_closed) continue;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === CAMP_HOLIDAY && opened.week_off_choice_required) {
      await api(page, 'POST', `${base}/${opened.id}/week-off`, { values: { choice: 'all' } });
      continue;
    }
    const { pending_entry_ids: pending } = await api(page, 'GET', `${base}/${opened.id}/pending-entry-ids`);
    for (const [i, employeeId] of (pending as string[]).entries()) {
      const overtime = overtimeOnFirst && date === first && i === 0 ? 2 : 0;
      await api(page, 'POST', `${base}/${opened.id}/attendance-entries/${employeeId}`, {
        values: {
          type: 'present',
          in_time: '09:00',
          out_time: overtime ? '20:00' : '18:00',
          rest_minutes: 60,
          overtime_hours: overtime,
        },
      });
    }
  }
}
