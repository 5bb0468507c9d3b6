import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-form';
import { PagedTable } from './PagedTable';

interface Agency {
  id: string;
  name: string;
  serial_no: number;
  max_count: number;
}

// The second page of a list of 12: the server numbers the rows 11 and 12.
const rows: Agency[] = [
  { id: 'a11', name: 'Kaveri Builders', serial_no: 11, max_count: 12 },
  { id: 'a12', name: 'Tunga Infra', serial_no: 12, max_count: 12 },
];

function show(list: Agency[], onChange = vi.fn()) {
  renderPage(
    <PagedTable
      label="Contractors"
      rows={list}
      rowKey={(row) => row.id}
      serialOf={(row) => row.serial_no}
      hrefOf={(row) => `/agencies/${row.id}`}
      columns={[{ header: 'Name', cell: (row) => row.name }]}
      minWidth={480}
      paging={{ page: 2, onChange, maxCount: list[0]?.max_count ?? 0, label: 'Contractor pages' }}
    />,
  );
  return onChange;
}

describe('the list table', () => {
  it('numbers the rows as the server did, not by their place on the page', async () => {
    show(rows);
    const table = await screen.findByRole('table', { name: 'Contractors' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('11');
    expect(within(second as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('12');
  });

  it('makes each row a link the keyboard reaches, in a scrolling region the keyboard can focus', async () => {
    show(rows);
    const link = await screen.findByRole('link', { name: 'Kaveri Builders' });
    expect(link.getAttribute('href')).toBe('/agencies/a11');
    const region = screen.getByRole('region', { name: 'Contractors' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('counts every row and pages through the list', async () => {
    const onChange = show(rows);
    expect(await screen.findByText('12 entries')).toBeTruthy();
    fireEvent.click(within(screen.getByLabelText('Contractor pages')).getByRole('button', { name: '1' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it("says 'No results to show.' in an empty list", async () => {
    show([]);
    expect(await screen.findByText('No results to show.')).toBeTruthy();
  });
});
