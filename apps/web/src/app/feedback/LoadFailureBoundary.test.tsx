import { modals } from '@mantine/modals';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../providers';

// The modals provider's chunk cannot be fetched (a new release replaced it).
vi.mock('./modals-provider', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a part fetched on first use that cannot be fetched', () => {
  it('is left out, and the page stays', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <p>Page</p>
      </AppProviders>,
    );
    act(() => {
      modals.open({ title: 'First', children: 'one' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    quiet.mockRestore();
  });
});
