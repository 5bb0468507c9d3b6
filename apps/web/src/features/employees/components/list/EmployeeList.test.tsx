import type { Role, SessionEntry } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { EmployeePlace } from '../../context';
import { EmployeeList } from './EmployeeList';

let role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const EST = '00000000-0000-4000-8000-000000000301';
const place: EmployeePlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Ring Road camp', locked: false },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const list = `/api/establishments/${EST}/employees`;

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  serial_no: n,
  employee_code: `E-${n}`,
  name: `Worker ${n}`,
  establishment_id: EST,
  surname: null,
  label: `Worker ${n} (E-${n})`,
  designation: 'Mason',
  skill_category: 'skilled',
  date_of_birth: '1990-01-01',
  date_of_joining: '2026-04-01',
  exit_date: null,
  status: 'Active',
  is_adolescent: false,
  aadhaar: 'XXXX XXXX 1234',
  subcontractor: null,
  verification: { verified: 2, form_count: 2 },
  max_count: 2,
  ...extra,
});

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  role = 'Contractor';
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('the employee register list', () => {
  it('shows the rows with masked Aadhaar, whose worker each is, the count and the verification warning', async () => {
    api.reply(`GET ${list}`, 200, [
      row(1),
      row(2, {
        subcontractor: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Sub Works' },
        verification: { verified: 1, form_count: 3 },
      }),
    ]);
    api.reply(`GET ${list}/total-count`, 200, { max_count: 2 });
    renderPage(<EmployeeList place={place} />);
    const table = await screen.findByRole('table', { name: 'Employee Register (Form A)' });
    expect(within(table).getAllByText('XXXX XXXX 1234')).toHaveLength(2);
    expect(within(table).getByText('Sub Works')).toBeTruthy();
    expect(within(table).getByText('Contractor')).toBeTruthy();
    // Worker 2 has 1 of 3 forms: the warning; worker 1 has all: none.
    const warning = within(table).getByRole('status');
    expect(warning.textContent).toBe('1/3 verified');
    expect(within(table).getByText('2/2 verified')).toBeTruthy();
    expect(await screen.findByText('2 entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      `/projects/p1/subprojects/s1/establishments/${EST}/employeeRegisters/add`,
    );
    const first = api.requests.find((r) => r.path === list);
    expect(first).toBeTruthy();
  });

  it('asks the server for 25 rows of the chosen status, verification and search, and says when none match', async () => {
    api.on(`GET ${list}`, (_body, url) => ({
      status: 200,
      body: url.searchParams.get('status') === 'Terminated' ? [] : [row(1)],
    }));
    api.reply(`GET ${list}/total-count`, 200, { max_count: 1 });
    renderPage(<EmployeeList place={place} />);
    await screen.findByText('Worker 1');
    fireEvent.click(screen.getByRole('radio', { name: 'Terminated' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name or code' }), { target: { value: 'E-9 ' } });
    expect(await screen.findByText('No employee matches the filters.')).toBeTruthy();
    const urls = api.fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const last = urls.filter((url) => url.pathname === list).at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      status: 'Terminated',
      verification: 'Pending',
      nameOrCode: 'E-9',
      page: '1',
      pageSize: '25',
    });
    const counted = urls.filter((url) => url.pathname === `${list}/total-count`).at(-1);
    expect(counted?.searchParams.get('verification')).toBe('Pending');
  });

  it('says that no employee has been added yet, and offers a consultant no Add', async () => {
    role = 'Consultant';
    api.reply(`GET ${list}`, 200, []);
    api.reply(`GET ${list}/total-count`, 200, { max_count: 0 });
    renderPage(<EmployeeList place={place} />);
    expect(await screen.findByText('No employees added yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Employer' })).toBeNull();
  });

  it('offers Form A, the adolescent register and the manpower report to all, the app link to the contractor', async () => {
    api.reply(`GET ${list}`, 200, [row(1)]);
    api.reply(`GET ${list}/total-count`, 200, { max_count: 1 });
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    renderPage(<EmployeeList place={place} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Form A (employee register)' }));
    expect(opened).toHaveBeenCalledWith(
      `/gen-forms/establishments/${EST}/employee-register`,
      '_blank',
      'noopener',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Adolescent register' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Manpower report' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Send Android app link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload CSV' })).toBeTruthy();
  });

  it('gives a subcontractor Add but neither the upload nor the app link', async () => {
    role = 'Subcontractor';
    api.reply(`GET ${list}`, 200, [row(1)]);
    api.reply(`GET ${list}/total-count`, 200, { max_count: 1 });
    renderPage(<EmployeeList place={place} />);
    await screen.findByText('Worker 1');
    expect(screen.getByRole('link', { name: 'Add' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Manpower report' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Send Android app link' })).toBeNull();
  });

  it('pages by 25: the buttons show the pages of the count', async () => {
    api.reply(`GET ${list}`, 200, [row(1)]);
    api.reply(`GET ${list}/total-count`, 200, { max_count: 51 });
    renderPage(<EmployeeList place={place} />);
    await screen.findByText('51 entries');
    await waitFor(() => expect(screen.getByRole('button', { name: '3' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
  });
});
