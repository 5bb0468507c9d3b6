import { employeeSchema, employeeWagePeriodSchema, type Role, type SessionEntry } from '@anupalan/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { fixtureSchema } from '../../../../test/fixture-schema';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { EmployeePlace } from '../../context';
import { EmployeePage } from './EmployeePage';

let role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const EST = '00000000-0000-4000-8000-000000000301';
const EMP = '00000000-0000-4000-8000-000000000401';
const place: EmployeePlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Ring Road camp', locked: false },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const base = `/api/establishments/${EST}/employees`;
const page = `/projects/p1/subprojects/s1/establishments/${EST}/employeeRegisters/${EMP}`;

const record = (verified: number, formCount: number) => ({
  id: EMP,
  establishment_id: EST,
  employee_code: 'E-7',
  name: 'Ravi',
  surname: 'Kumar',
  label: 'Ravi Kumar (E-7)',
  designation: 'Mason',
  skill_category: 'skilled',
  date_of_birth: '1990-05-01',
  date_of_joining: '2026-04-01',
  exit_date: null,
  status: 'Active',
  age: 36,
  is_adolescent: false,
  aadhaar: 'XXXX XXXX 4321',
  body: { gender: 'Male', nationality: 'Indian', fatherOrSpouseName: 'Mohan' },
  subcontractor: null,
  verification: { verified, form_count: formCount },
  created_at: '2026-04-01T05:00:00.000Z',
  updated_at: '2026-04-01T05:00:00.000Z',
});

const schemas = [employeeSchema, employeeWagePeriodSchema].map((schema, index) => ({
  id: `00000000-0000-4000-8000-00000000c00${index}`,
  type: schema.type,
  purpose: schema.purpose,
  body: fixtureSchema(schema),
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: `${page.replace(EMP, ':employeeId')}`,
        element: <EmployeePage place={place} employeeId={EMP} />,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  role = 'Contractor';
  api = createFakeApi();
  api.reply('GET /api/master-cms', 200, schemas);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('an employee of the register', () => {
  it('shows the details through the schema, masked Aadhaar, and the banner while forms are missing', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(1, 2));
    renderAt(page);
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar (E-7)' })).toBeTruthy();
    expect(screen.getByText('This employee has not been verified yet.')).toBeTruthy();
    expect(screen.getByText("The contractor's own worker")).toBeTruthy();
    expect(await screen.findByText('XXXX XXXX 4321')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Verification' })).toBeTruthy();
  });

  it('shows no banner once every form is uploaded, and opens Wage Details from the query', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(2, 2));
    api.reply(`GET ${base}/${EMP}/employee-wage-period`, 200, [
      {
        id: '00000000-0000-4000-8000-000000000501',
        establishment_employee_id: EMP,
        wage_start_date: '2026-04-01',
        wage_end_date: null,
        wage_amount: '125000.50',
        da: '80.00',
        overtime_rate: '31270.13',
        overtime_entered: false,
      },
    ]);
    renderAt(`${page}?tab=wages`);
    expect(await screen.findByRole('tab', { name: 'Wage Details', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Wage periods' });
    // Rupees with Indian grouping, to the paisa.
    expect(within(table).getByText('₹1,25,000.50')).toBeTruthy();
    expect(within(table).getByText('₹31,270.13')).toBeTruthy();
    expect(within(table).getByText('From 01/04/2026')).toBeTruthy();
    expect(
      screen.getByText('As per law, overtime rate should be twice the rate of daily wage on hourly basis'),
    ).toBeTruthy();
    // The contractor edits a period (the schema's accessBy); the banner is gone.
    expect(screen.getByRole('button', { name: 'Edit the period from 01/04/2026' })).toBeTruthy();
    expect(screen.queryByText('This employee has not been verified yet.')).toBeNull();
  });

  it('lets a subcontractor add a wage period but not edit one', async () => {
    role = 'Subcontractor';
    api.reply(`GET ${base}/${EMP}`, 200, record(0, 0));
    api.reply(`GET ${base}/${EMP}/employee-wage-period`, 200, [
      {
        id: '00000000-0000-4000-8000-000000000501',
        establishment_employee_id: EMP,
        wage_start_date: '2026-04-01',
        wage_end_date: null,
        wage_amount: '700.00',
        da: '100.00',
        overtime_rate: '200.00',
        overtime_entered: false,
      },
    ]);
    renderAt(`${page}?tab=wages`);
    expect(await screen.findByText('₹700.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add wage period' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Edit the period/ })).toBeNull();
  });

  it('switches tabs through the query parameter', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(0, 0));
    api.reply(`GET ${base}/${EMP}/employee-wage-period`, 200, []);
    const router = renderAt(page);
    fireEvent.click(await screen.findByRole('tab', { name: 'Wage Details' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=wages'));
    expect(await screen.findByText('No wage period added yet')).toBeTruthy();
  });

  it('lets the contractor delete the employee after asking, then shows the list', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(0, 0));
    api.reply(`DELETE ${base}/${EMP}`, 200, { message: 'Employee deleted successfully' });
    const router = renderAt(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete employee' }));
    expect(
      await screen.findByText('Delete Ravi from the employee register? This cannot be undone.'),
    ).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Employee deleted successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(page.replace(`/${EMP}`, '')));
  });

  it('shows the server refusal when the employee has attendance or wages, and stays', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(0, 0));
    api.reply(`DELETE ${base}/${EMP}`, 409, {
      message: 'This employee has attendance or wages: record the exit instead.',
      code: 'EMPLOYEE_IN_USE',
    });
    const router = renderAt(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete employee' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('This employee has attendance or wages: record the exit instead.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(page);
  });

  it('records the exit in a form (date and reason) and posts it to the exit call', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(0, 0));
    api.reply(`POST ${base}/${EMP}/exit`, 200, { message: 'Exit recorded', id: EMP });
    renderAt(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Record exit' }));
    // The modal and the form engine load lazily on first opening.
    expect(await screen.findByText('Reason for exit', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Date of exit')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  }, 20_000);

  it('offers a consultant neither Delete nor Edit', async () => {
    role = 'Consultant';
    api.reply(`GET ${base}/${EMP}`, 200, record(0, 0));
    renderAt(page);
    expect(await screen.findByText('XXXX XXXX 4321')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('opens the employee form in edit mode for the contractor', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(0, 0));
    const router = renderAt(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=edit'));
    expect(await screen.findByRole('textbox', { name: /Employee code/ })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Employee code/ }) as HTMLInputElement).value).toBe('E-7');
  });

  it('lists the verification forms due, with the banner, the printable form and the upload and delete', async () => {
    api.reply(`GET ${base}/${EMP}`, 200, record(1, 2));
    const form = (n: number, uploaded: boolean) => ({
      id: `00000000-0000-4000-8000-00000000060${n}`,
      form_schema: { title: `Form ${n}`, description: `About form ${n}`, urlPart: `form-${n}` },
      body: uploaded ? { name: 'signed.pdf', url: 'establishments/x/signed.pdf' } : null,
      due_on: '2026-04-15',
      submitted_on: uploaded ? '2026-04-10' : null,
    });
    api.reply(`GET ${base}/${EMP}/employee-verification`, 200, [form(1, true), form(2, false)]);
    api.reply(`DELETE ${base}/${EMP}/employee-verification/${form(1, true).id}`, 200, {
      message: 'Form Deleted Successfully',
    });
    renderAt(`${page}?tab=verification`);
    expect(
      await screen.findByText(
        'Please download the given documents and fill up the necessary details before uploading.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Uploaded on 10/04/2026')).toBeTruthy();
    expect(screen.getAllByText('Due on 15/04/2026')).toHaveLength(2);
    expect(screen.getByText(/^Overdue by \d+ Day\(s\)$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download form: Form 2' }).getAttribute('href')).toBe(
      `/gen-forms/establishment-employees/${EMP}/form-2`,
    );
    expect(screen.getByRole('button', { name: 'Upload signed form: Form 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload signed form: Form 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the uploaded form: Form 1' }));
    expect(await screen.findByText('Form Deleted Successfully')).toBeTruthy();
    const removal = api.requests.find((r) => r.method === 'DELETE');
    expect(removal?.body).toEqual({
      values: { id: form(1, true).id, body: { name: 'signed.pdf', url: 'establishments/x/signed.pdf' } },
    });
  });

  it('says when the employee is not in reach', async () => {
    api.reply(`GET ${base}/${EMP}`, 404, { message: 'Not found.', code: 'NOT_FOUND' });
    renderAt(page);
    expect(await screen.findByText('Employee not found')).toBeTruthy();
  });
});
