import type { FormSchema } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../test/fake-api';
import { fixtureSchema } from '../test/fixture-schema';
import { renderPage } from '../test/render-form';
import { resetSessionExpiry } from '../test/reset-session';
import { FormRenderer } from './FormRenderer';

const schema: FormSchema = fixtureSchema({
  type: 'test',
  purpose: 'two-steps',
  title: 'Worker',
  saveUrl: '/api/workers/{projectId}',
  steps: [
    {
      title: 'Person',
      fields: [
        { type: 'text', colName: 'body.name', title: 'Name', validations: { isRequired: { enabled: true } } },
        {
          type: 'date-simple',
          colName: 'body.dob',
          title: 'Date of birth',
          validations: { isRequired: { enabled: true } },
        },
        { type: 'time', colName: 'body.in_time', title: 'In time' },
        { type: 'time', colName: 'body.out_time', title: 'Out time' },
        { type: 'checkbox', colName: 'body.has_uan', title: 'Has a UAN' },
        {
          type: 'text',
          colName: 'body.uan',
          title: 'UAN',
          dependentCol: 'body.has_uan',
          dependentValue: true,
          validations: { isRequired: { enabled: true } },
        },
      ],
    },
    {
      title: 'Address and wages',
      fields: [
        { type: 'text', colName: 'body.present', title: 'Present address' },
        { type: 'checkbox', colName: 'body.same', title: 'Same as present' },
        {
          type: 'text',
          colName: 'body.permanent',
          title: 'Permanent address',
          valueSameAs: { checkbox: 'body.same', source: 'body.present' },
        },
        { type: 'number', colName: 'body.days', title: 'Days worked' },
        { type: 'number', colName: 'body.rate', title: 'Rate per day' },
        {
          type: 'calculation',
          colName: 'body.gross',
          title: 'Gross wages',
          expression: 'body.days * body.rate',
        },
      ],
    },
  ],
});

let api: FakeApi;

beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

const box = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));

function renderForm() {
  return renderPage(<FormRenderer schema={schema} params={{ projectId: 'p1' }} />);
}

async function fillFirstStep() {
  type('Name', 'Ramesh Naik');
  type('Date of birth', '01041990');
  click('Next');
  await screen.findByRole('textbox', { name: 'Present address' });
}

describe('steps', () => {
  it('checks only the current step on Next, and stays there while it has errors', async () => {
    renderForm();
    click('Next');
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill up all the required fields before submission',
    );
    expect(screen.queryByRole('textbox', { name: 'Present address' })).toBeNull();

    type('Name', 'Ramesh Naik');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    await fillFirstStep();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back without checking, keeping what was typed', async () => {
    renderForm();
    await fillFirstStep();
    type('Present address', '12 MG Road');
    click('Back');
    expect((await screen.findByRole('textbox', { name: 'Name' })).getAttribute('value')).toBe('Ramesh Naik');
    click('Next');
    expect((await screen.findByRole('textbox', { name: 'Present address' })).getAttribute('value')).toBe(
      '12 MG Road',
    );
  });

  it('offers Submit only on the last step, and saves {values} to the saveUrl with isEdit', async () => {
    api.reply('POST /api/workers/p1', 200, { message: 'Successfully added the new entry!' });
    renderForm();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    type('Name', 'Ramesh Naik');
    type('Date of birth', '01041990');
    type('Out time', '0930');
    click('Next');
    await screen.findByRole('button', { name: 'Submit' });
    click('Submit');
    expect(await screen.findByText('Successfully added the new entry!')).toBeTruthy();
    const save = api.requests.find((request) => request.path === '/api/workers/p1');
    expect(save?.body).toEqual({
      values: { body: { name: 'Ramesh Naik', dob: '1990-04-01', out_time: '21:30' } },
    });
    expect(save?.headers.get('isEdit')).toBe('false');
  });

  it("puts the server's field errors under their fields, on the step that holds them", async () => {
    api.reply('POST /api/workers/p1', 400, {
      message: 'Please fill up all the required fields before submission',
      code: 'VALIDATION',
      fields: { 'body.name': 'A worker with this name exists' },
    });
    renderForm();
    await fillFirstStep();
    click('Submit');
    expect(await screen.findByText('A worker with this name exists')).toBeTruthy();
    expect(box('Name').getAttribute('value')).toBe('Ramesh Naik');
  });
});

describe('dates and times', () => {
  it('shows DD/MM/YYYY with the slashes put in, and explains a date that does not exist once left', async () => {
    renderForm();
    type('Date of birth', '0104');
    expect(box('Date of birth').getAttribute('value')).toBe('01/04');
    type('Date of birth', '32011990');
    expect(box('Date of birth').getAttribute('value')).toBe('32/01/1990');
    fireEvent.blur(box('Date of birth'));
    expect(await screen.findByText('Day must be from 1 to 31')).toBeTruthy();
    type('Date of birth', '29022023');
    click('Next');
    expect(await screen.findByText('Invalid Date')).toBeTruthy();
  });

  it('starts an out time at PM and other times at AM, and reads 12-hour typing', async () => {
    renderForm();
    const meridiem = (title: string, value: string) =>
      within(screen.getByRole('radiogroup', { name: `AM or PM: ${title}` })).getByRole('radio', {
        name: value,
      });
    expect((meridiem('In time', 'AM') as HTMLInputElement).checked).toBe(true);
    expect((meridiem('Out time', 'PM') as HTMLInputElement).checked).toBe(true);
    type('In time', '1330');
    expect(box('In time').getAttribute('value')).toBe('13:30');
    fireEvent.blur(box('In time'));
    expect(await screen.findByText('Hour must be from 1 to 12')).toBeTruthy();
  });
});

describe('an out-time not after its in-time', () => {
  const shift: FormSchema = fixtureSchema({
    type: 'test',
    purpose: 'shift',
    title: 'Shift',
    saveUrl: '/api/shifts',
    steps: [
      {
        title: 'Shift',
        fields: [
          { type: 'time', colName: 'body.shiftStart', title: 'Shift starts' },
          { type: 'time', colName: 'body.shiftEnd', title: 'Shift ends', outTimeOf: 'body.shiftStart' },
        ],
      },
    ],
  });
  const meridiem = (title: string, value: string) =>
    within(screen.getByRole('radiogroup', { name: `AM or PM: ${title}` })).getByRole('radio', {
      name: value,
    }) as HTMLInputElement;

  it('starts the out-time at PM, and says (Next Day) when it is not after the in-time', async () => {
    renderPage(<FormRenderer schema={shift} />);
    expect(meridiem('Shift ends', 'PM').checked).toBe(true);
    expect(meridiem('Shift starts', 'AM').checked).toBe(true);
    type('Shift starts', '0900');
    type('Shift ends', '0600');
    expect(screen.queryByText('(Next Day)')).toBeNull();
    fireEvent.click(meridiem('Shift ends', 'AM'));
    expect(await screen.findByText('(Next Day)')).toBeTruthy();
  });
});

describe('fields that follow other fields', () => {
  it('enables a dependent field only while its condition holds, and clears it when disabled', async () => {
    renderForm();
    expect(box('UAN').hasAttribute('disabled')).toBe(true);
    tick('Has a UAN');
    await waitFor(() => expect(box('UAN').hasAttribute('disabled')).toBe(false));
    type('UAN', '100234567890');
    tick('Has a UAN');
    await waitFor(() => expect(box('UAN').hasAttribute('disabled')).toBe(true));
    expect(box('UAN').getAttribute('value')).toBe('');
  });

  it('copies the source while its checkbox is ticked, read-only, and calculates live', async () => {
    renderForm();
    await fillFirstStep();
    type('Present address', '12 MG Road');
    tick('Same as present');
    await waitFor(() => expect(box('Permanent address').getAttribute('value')).toBe('12 MG Road'));
    expect(box('Permanent address').hasAttribute('readonly')).toBe(true);
    type('Present address', '14 MG Road');
    expect(box('Permanent address').getAttribute('value')).toBe('14 MG Road');

    type('Days worked', '26');
    type('Rate per day', '650');
    expect(box('Gross wages').getAttribute('value')).toBe('16,900');
  });
});

describe('errors folded away', () => {
  const wages: FormSchema = fixtureSchema({
    type: 'test',
    purpose: 'folded',
    title: 'Wages',
    saveUrl: '/api/wages',
    steps: [
      {
        title: 'Wages',
        fields: [
          {
            type: 'table-input-extend',
            colName: 'rows',
            title: 'Periods',
            columns: [
              { type: 'date-simple', colName: 'from', title: 'From Date' },
              {
                type: 'number',
                colName: 'basic',
                title: 'Basic',
                isAccordionField: true,
                validations: { isRequired: { enabled: true } },
              },
            ],
          },
          {
            type: 'table-input-extend',
            colName: 'kin',
            title: 'Nominees',
            showOutsideTable: true,
            columns: [
              { type: 'text', colName: 'name', title: 'Name' },
              {
                type: 'text',
                colName: 'relation',
                title: 'Relation',
                isAccordionField: true,
                validations: { isRequired: { enabled: true } },
              },
            ],
          },
        ],
      },
    ],
  });

  it('opens the collapsed row and the accordion holding errors, and focuses the first one', async () => {
    renderPage(<FormRenderer schema={wages} initialValues={{ rows: [{}], kin: [{}] }} />);
    expect(screen.queryByRole('textbox', { name: 'Basic, row 1' })).toBeNull();
    click('Submit');
    const basic = await screen.findByRole('textbox', { name: 'Basic, row 1' });
    expect(basic.getAttribute('aria-invalid')).toBe('true');
    for (const toggle of screen.getAllByRole('button', { name: 'Row 1: more details' })) {
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    }
    const relation = await screen.findByRole('textbox', { name: 'Relation, row 1' });
    expect(relation.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(basic));
  });
});

describe('an irreversible save', () => {
  const closing: FormSchema = fixtureSchema({
    type: 'test',
    purpose: 'close',
    title: 'Close',
    saveUrl: '/api/close',
    steps: [
      {
        title: 'Close',
        fields: [
          {
            type: 'text',
            colName: 'reason',
            title: 'Reason',
            validations: { isRequired: { enabled: true } },
          },
        ],
      },
    ],
  });

  it('asks on the Proceed screen once the values are valid, and saves only on Proceed', async () => {
    api.reply('POST /api/close', 200, { message: 'Closed successfully' });
    renderPage(<FormRenderer schema={closing} proceedQuestion="Closing it cannot be undone." />);
    click('Submit');
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.queryByText('Closing it cannot be undone.')).toBeNull();
    type('Reason', 'Work over');
    click('Submit');
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm.textContent).toContain('Closing it cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
    expect(api.requests.some((request) => request.path === '/api/close')).toBe(false);

    click('Submit');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Proceed',
      }),
    );
    expect(await screen.findByText('Closed successfully')).toBeTruthy();
  });
});
