import { minWageSchema, SKILL_KEYS } from '@anupalan/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { createFakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';

/** A period as the server kept it before overtime said whether it was typed. */
const saved = {
  id: '2b1f0c8e-1111-4c1e-9d7a-000000000001',
  start_date: '2026-04-01',
  end_date: '',
  body: Object.fromEntries(
    SKILL_KEYS.map((key) => [key, { minimumBasic: '540.00', da: '100.00', overTime: '160.00' }]),
  ),
};

beforeEach(() => {
  resetSessionExpiry();
  const api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });

describe('the minimum-wage editor', () => {
  it('lays the amounts out as skill categories by basic, DA and overtime', () => {
    renderPage(<FormRenderer schema={minWageSchema} initialValues={saved} />);
    const grid = screen.getByRole('group', { name: 'Skill category' });
    expect(within(grid).getAllByRole('textbox')).toHaveLength(12);
    for (const heading of ['Highly Skilled', 'Unskilled', 'Basic per day (₹)', 'DA per day (₹)']) {
      expect(within(grid).getByText(heading)).toBeTruthy();
    }
    // The labels are the headings; each input keeps its full name.
    expect(box('Unskilled: overtime per hour (₹)').value).toBe('160.00');
  });

  it('recalculates overtime when basic changes, and keeps an overtime rate the person typed', () => {
    renderPage(<FormRenderer schema={minWageSchema} initialValues={saved} />);
    type('Unskilled: minimum basic per day (₹)', '555');
    expect(box('Unskilled: overtime per hour (₹)').value).toBe('163.75');

    type('Skilled: overtime per hour (₹)', '180');
    type('Skilled: minimum basic per day (₹)', '600');
    expect(box('Skilled: overtime per hour (₹)').value).toBe('180');
    fireEvent.click(
      screen.getByRole('button', { name: 'Use the calculated value: Skilled: overtime per hour (₹)' }),
    );
    expect(box('Skilled: overtime per hour (₹)').value).toBe('175.00');
  });
});
