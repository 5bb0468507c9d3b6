import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderPage } from '../../test/render-form';
import { QueryState } from './QueryState';

const idle = { data: undefined, isPending: false, error: null };

function show(query: { data: string[] | undefined; isPending: boolean; error: unknown }) {
  renderPage(
    <QueryState
      query={query}
      errorText="The list could not be loaded."
      notFound={<p>No such record</p>}
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryState>,
  );
}

describe('the states of a load', () => {
  it('shows one spinner named Loading... while the load runs', async () => {
    show({ ...idle, isPending: true });
    expect(await screen.findByLabelText('Loading...')).toBeTruthy();
    expect(screen.queryByText('The list could not be loaded.')).toBeNull();
  });

  it("shows the record's not-found page for the server's 404", async () => {
    show({ ...idle, error: new ApiError(404, 'NOT_FOUND', 'Not found') });
    expect(await screen.findByText('No such record')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says any other failure in the words of what was loading', async () => {
    show({ ...idle, error: new ApiError(500, 'INTERNAL', 'Something went wrong.') });
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No such record')).toBeNull();
  });

  it("says 'No results to show.' for an empty list, and shows the data otherwise", async () => {
    show({ ...idle, data: [] });
    expect(await screen.findByText('No results to show.')).toBeTruthy();
  });

  it('renders the children with the data', async () => {
    show({ ...idle, data: ['Asha', 'Ravi'] });
    expect(await screen.findByText('Asha, Ravi')).toBeTruthy();
  });
});
